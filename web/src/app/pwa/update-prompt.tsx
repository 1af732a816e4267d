import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateNotice } from './update-notice';

/**
 * Registers the service worker and, when a new version has been downloaded, offers to reload into it.
 * The worker waits (registerType 'prompt') so a painter mid-edit is never reloaded out from under.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Look for a new version every hour while the app stays open (phones keep PWAs open for days).
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });

  const reload = () => {
    // workbox-window only reloads when the tab was already controlled at registration; a first-visit tab
    // (taken over by clientsClaim) would activate the new worker and stay on the old code. Reload on the
    // controller change ourselves, once.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return <UpdateNotice onReload={reload} onLater={() => setNeedRefresh(false)} />;
}
