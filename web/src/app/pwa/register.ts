import { signalFirstInput } from '../../components/first-input';
import { registerPeriodicSync } from './periodic-sync';

/**
 * Registers the service worker once the first screen is painted, so that a visit that never touches the page still
 * leaves the app installable and ready offline. The update prompt (workbox-window) loads at the first input, or as
 * soon as a new version is waiting, whichever comes first, and attaches to this same registration: same script and
 * scope as vite-plugin-pwa's (injectManifest: web/src/sw.ts is built to /sw.js, served from the root).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', type: 'classic' })
    .then((registration) => {
      // A new version waiting for this tab: the prompt must show now, not at the next tap.
      const offerUpdate = () => {
        if (registration.waiting && navigator.serviceWorker.controller) signalFirstInput();
      };
      offerUpdate();
      void registerPeriodicSync(registration);
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', offerUpdate);
      });
    })
    .catch(() => undefined);
}
