// First import on purpose: it requests the current page's chunk before react-dom below is even evaluated.
import { currentPageReady } from './app/current-page';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from './data/theme';
import { App } from './app/app';
import './index.css';

// Set the theme class before React renders, so the first frame is already light or dark.
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// Rendered once the page's chunk is here, so the first frame shows the page instead of a loading line, and in a
// transition, so React builds that first screen in slices that leave the main thread free for input between them
// (one long task on a slow phone otherwise).
void currentPageReady.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
