import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentPageReady } from './current-page';

/**
 * Starts React on #root, replacing whatever the HTML painted there first (the prerendered landing page, a
 * showcase the server rendered, or nothing). Rendered once the page's chunk is here, so the first frame shows the
 * page instead of a loading line, and in a transition, so React builds that first screen in slices that leave the
 * main thread free for input between them (one long task on a slow phone otherwise).
 */
export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  await currentPageReady;
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
