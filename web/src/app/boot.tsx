import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { currentPageReady } from './current-page';
import { getAuthToken } from '../data/account/auth-state';
import { rememberedSyncUser } from '../data/collection/local-data';
import { wordsReady } from '../i18n/words-ready';
import { adoptPageWords } from '../i18n/page-words';
import { choseTestLanguage, chosenLanguage } from '../i18n/language-choice';
import { atFirstInput } from '../components/first-input';

/**
 * The visitor the landing page was prerendered for: no session, and no painter's data on this device. A painter whose
 * session ended keeps their data (local-data.ts), and the header then shows its sync status ("Sign in to sync"), in
 * words the prerendered page does not carry: that page is rendered anew with the language's catalog, not adopted.
 */
function plainVisitor(): boolean {
  return getAuthToken() === null && rememberedSyncUser() === null;
}

/**
 * True when #root holds the landing page as the build prerendered it (landing.html) and this visit renders the
 * same: a plain visitor. React then hydrates it, adopting the painted DOM instead of rebuilding it. A painter's
 * landing page differs (its buttons, the sync status), so it is rendered anew, as are server-rendered showcases (not
 * React's markup).
 */
function holdsOwnPrerender(container: HTMLElement): boolean {
  return container.dataset.prerendered === 'landing' && location.pathname === '/' && plainVisitor();
}

/**
 * Starts React on #root. Rendered once the page's chunk is here, so the first frame shows the page instead of a
 * loading line, and in a transition, so React works in slices that leave the main thread free for input between
 * them (one long task on a slow phone otherwise).
 */
export async function boot(container: HTMLElement): Promise<void> {
  // A visitor's landing page carries its own words (landing.<language>.html, i18n/page-words.ts) and renders with
  // them; every other page, or a landing page in another language than the one chosen here, waits for the catalog.
  const visitorsLanding = location.pathname === '/' && plainVisitor();
  const pageLanguage = visitorsLanding ? adoptPageWords() : null;
  const wordsInPage = pageLanguage !== null && pageLanguage === chosenLanguage() && !choseTestLanguage();
  await Promise.all([currentPageReady, wordsInPage ? undefined : wordsReady()]);
  // The rest of the words (a menu, a toast, the next page) arrive with the painter's first input.
  if (wordsInPage) atFirstInput(() => void wordsReady());
  const hydrated = wordsInPage && holdsOwnPrerender(container);
  const app: ReactNode = (
    <StrictMode>
      <App hydrated={hydrated} />
    </StrictMode>
  );
  if (hydrated) {
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
