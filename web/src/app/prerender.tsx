import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { loadPage } from './page-modules';
import { routes } from './router';
import { landingPageFile } from '@paintforge/sync-protocol/languages';
import { languages, type Language } from '../i18n/languages';
import { readPageMessage, type PageMessage, type PageWords } from '../i18n/page-words';
import { setLanguageRuntime, t } from '../i18n/t';
import { formatCount } from '../components/format-count';
import { catalogBrandCount, catalogPaintCount } from '../data/catalog/catalog-facts';
import de from '../i18n/locales/de';
import en from '../i18n/locales/en';
import es from '../i18n/locales/es';
import fr from '../i18n/locales/fr';
import it from '../i18n/locales/it';
import pl from '../i18n/locales/pl';

const catalogs: Record<Language, Record<string, string>> = { en, de, fr, es, it, pl };

/** The landing page's files, one per language the app speaks (the build emits each; the server picks one for `/`). */
export const landingPages: readonly { language: Language; file: string }[] = languages.map((language) => ({
  language,
  file: landingPageFile(language),
}));

/**
 * The landing page as a visitor with no session first sees it (shell and page), rendered at build time into
 * landing.html and one landing.<language>.html per other language (web/scripts/vite-first-paint.ts): a phone paints
 * the page's text as soon as the HTML and the stylesheet arrive, instead of after the app's JavaScript. The app then
 * hydrates it, the same layout. Returns the markup and the words it read, compiled, which the page carries for that
 * hydration and reads with the same reader (i18n/page-words.ts), so both render the same text.
 */
export async function renderLandingPage(language: Language): Promise<{ html: string; words: PageWords; description: string }> {
  // The page's chunk is loaded first, so its lazy route renders in place (renderToString would emit the fallback).
  await loadPage('');
  const messages: Record<string, PageMessage> = {};
  setLanguageRuntime({
    locale: language,
    _: (key, values) => {
      messages[key] ??= pageMessage(key, catalogs[language][key], language);
      return readPageMessage(messages[key], values);
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // The search result's and the link preview's text, in the same language.
  const description = t('landing.metaDescription', { paints: formatCount(catalogPaintCount), brands: catalogBrandCount });
  return { html, words: { locale: language, messages }, description };
}

/** A word of the page compiled: text and plain arguments only (page-words.ts reads no plural or select). */
function pageMessage(key: string, source: string | undefined, language: Language): PageMessage {
  if (source === undefined) throw new Error(`the landing page reads "${key}", which the ${language} catalog lacks`);
  const message = compileMessage(source);
  if (typeof message === 'string') return message;
  return message.map((part) => {
    if (typeof part === 'string' || part.length === 1) return part as string | [string];
    throw new Error(
      `the landing page's word "${key}" (${language}) needs ICU's ${String(part[1])}: page-words.ts reads only text and arguments`,
    );
  });
}
