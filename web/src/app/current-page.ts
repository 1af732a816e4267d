import { loadPage, pageKeyOf } from './page-modules';

/**
 * The chunk of the page this address opens, requested the moment the entry script runs: main.tsx imports this
 * module first, so the request leaves before react-dom initialises. main.tsx renders once it is here (or failed:
 * the route then shows its own loading and error states), so the first frame already has the page's content.
 */
export const currentPageReady: Promise<void> = loadPage(pageKeyOf(location.pathname)).then(
  () => undefined,
  () => undefined,
);
