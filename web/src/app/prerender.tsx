import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadPage } from './page-modules';
import { routes } from './router';
import { activateLanguage } from '../i18n/activate';

/**
 * The landing page as a visitor with no session first sees it (shell and page), rendered at build time into
 * landing.html (web/scripts/vite-first-paint.ts): a phone paints the page's text as soon as the HTML and the
 * stylesheet arrive, instead of after the app's JavaScript. The app then renders over it, the same layout.
 */
export async function renderLandingPage(): Promise<string> {
  // The page's chunk is loaded first, so its lazy route renders in place (renderToString would emit the fallback).
  // English: the landing.html every visitor gets first; boot renders another language's page anew.
  await Promise.all([loadPage(''), activateLanguage('en')]);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
