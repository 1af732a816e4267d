import type { Page } from 'playwright-core';

/** The page's headings and statuses not yet marked as seen: the next screen's own, once showScreen marked the last's. */
export const freshScreen = 'main h1:not([data-seen-screen]), main [role="status"]:not([data-seen-screen])';

/**
 * Moves the tab to `path` as a link in the app does (the router, no reload), and waits for that screen. A full load per
 * page is a new app start each (most of a walk's time when every page was loaded); what a walk checks (axe, the layout
 * in a language) is the screen drawn, the same either way. A walk's first page is a real load, so a prerendered page is
 * checked as served. Two neighbours in a walk must not be drawn by the same screen component: one left mounted (same
 * component, other search) would keep the heading this waits for.
 */
export async function showScreen(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const seen of document.querySelectorAll('main h1, main [role="status"]')) seen.setAttribute('data-seen-screen', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(freshScreen).first().waitFor();
}
