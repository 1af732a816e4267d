import { useRegisterSW } from 'virtual:pwa-register/react';

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
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 text-sm text-stone-900 shadow-lg md:bottom-6 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-50"
    >
      <p className="flex-1">A new version is ready — reload to use it.</p>
      <button
        type="button"
        className="rounded-md bg-amber-700 px-3 py-1.5 font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        onClick={reload}
      >
        Reload
      </button>
      <button
        type="button"
        className="rounded-md px-3 py-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 dark:hover:bg-stone-700"
        onClick={() => setNeedRefresh(false)}
      >
        Later
      </button>
    </div>
  );
}
