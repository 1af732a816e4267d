import type { ComponentType } from 'react';
import type { PageArea } from '../i18n/catalog';
import { pageWordsReady, wordsReady } from '../i18n/words-ready';

/**
 * Every screen's chunk, keyed by the first segment of its address. main.tsx imports this module first, so the
 * chunk the address needs is requested as soon as the entry script arrives, alongside the entry's own
 * evaluation, instead of after React has rendered the shell and met the lazy route (which made the page's
 * content wait for two downloads in a row). No React here: this runs before react-dom is even initialised.
 */
type PageModule = { default: ComponentType };

export const pageImports = {
  '': () => import('../features/landing/landing-page'),
  inventory: () => import('../features/inventory/inventory-page'),
  projects: () => import('../features/projects/projects-page'),
  pile: () => import('../features/pile/pile-page'),
  armies: () => import('../features/armies/armies-page'),
  login: () => import('../features/auth/login-page'),
  register: () => import('../features/auth/register-page'),
  'forgot-password': () => import('../features/auth/forgot-password-page'),
  'reset-password': () => import('../features/auth/reset-password-page'),
  'verify-email': () => import('../features/auth/verify-email-page'),
  'confirm-email-change': () => import('../features/auth/confirm-email-change-page'),
  profile: () => import('../features/profile/profile-page'),
  help: () => import('../features/help/help-page'),
  feedback: () => import('../features/feedback/feedback-page'),
  scan: () => import('../features/scanner/scanner-page'),
  colours: () => import('../features/colours/colours-page'),
  admin: () => import('../features/admin/admin-page'),
  'privacy-policy': () => import('../features/legal/privacy-policy-page'),
  'terms-of-service': () => import('../features/legal/terms-of-service-page'),
  showcase: () => import('../features/showcase/showcase-page'),
  'not-found': () => import('../features/not-found/not-found-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof pageImports;

/** The pages whose long texts load with them, not with the app's catalog (activate.ts's pageWords). */
const pageAreas: Partial<Record<PageKey, PageArea>> = { help: 'help', 'privacy-policy': 'legal', 'terms-of-service': 'legal' };

/** The words a page waits for: none on a visitor's landing page (prerendered), else the app's and its own area's. */
function wordsFor(key: PageKey): Promise<void> | undefined {
  if (key === '') return undefined;
  const area = pageAreas[key];
  return area ? pageWordsReady(area) : wordsReady();
}

const requested = new Map<PageKey, Promise<PageModule>>();
const loaded = new Map<PageKey, ComponentType>();

/** Starts (once) the download of a page's chunk; the promise settles when the module is ready. */
export function loadPage(key: PageKey): Promise<PageModule> {
  let request = requested.get(key);
  if (!request) {
    // Every page but the visitor's landing page reads the catalog: it is loaded beside the page's chunk.
    request = Promise.all([pageImports[key](), wordsFor(key)]).then(([module]: [PageModule, unknown]) => {
      loaded.set(key, module.default);
      return module;
    });
    // A failed download may be retried by the next render (the route's error element offers it).
    request.catch(() => requested.delete(key));
    requested.set(key, request);
  }
  return request;
}

/** The page's component when its chunk is already here, so the first render needs no loading fallback. */
export function loadedPage(key: PageKey): ComponentType | undefined {
  return loaded.get(key);
}

/** Which page an address opens, by its first segment (the router's table has the same keys). */
export function pageKeyOf(pathname: string): PageKey {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(pageImports, segment) ? (segment as PageKey) : 'not-found';
}
