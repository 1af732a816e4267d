import type { PageArea } from './catalog';
let ready: Promise<void> | undefined;

/**
 * Loads (once) the Lingui runtime and the chosen language's catalog, and activates them: every page but a visitor's
 * landing page waits for this before it renders (page-modules.ts, boot.tsx). The landing page's first visit does
 * not, so its download stays within the 120 KiB budget (web/scripts/check-build.mjs, e2e/first-visit-budget.test.ts):
 * it is prerendered, and neither it nor the visitor's shell reads the catalog yet.
 */
export function wordsReady(): Promise<void> {
  if (!ready) {
    ready = import('./activate').then(({ activateChosenLanguage }) => activateChosenLanguage());
    // A failed download (offline before the service worker cached it) is tried again by the next page.
    ready.catch(() => {
      ready = undefined;
    });
  }
  return ready;
}

/** The app's words and a page area's (help, legal), for the page that reads them. */
export function pageWordsReady(area: PageArea): Promise<void> {
  return wordsReady()
    .then(() => import('./activate'))
    .then(({ loadPageWords }) => loadPageWords(area));
}
