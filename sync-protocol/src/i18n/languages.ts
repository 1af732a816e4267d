/**
 * The languages the app speaks (issue 38), the one list of them: the account's language is one of these or null
 * (follow the browser), the words the server renders itself (mails, the showcase page, the landing page it picks)
 * exist in each, and the web's catalogs and switch follow it (web/src/i18n/languages.ts). No zod here, so the web
 * may import the list without pulling the validator into the landing page.
 */
export const languageCodes = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** The first of a browser's languages ("de-AT", "fr") the app speaks, by its base language; English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return 'en';
}

/**
 * The language an Accept-Language header asks for ("de-DE,de;q=0.9,en;q=0.8"), as the browser's navigator.languages
 * would list it: by quality, then by order; a tag refused with q=0 is not asked for.
 */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode {
  const asked = (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return languageFromBrowser(asked.map(({ tag }) => tag));
}

/**
 * The cookie in which a device keeps its choice of language (the web writes it, web/src/i18n/language-choice.ts): the
 * server and the service worker, which cannot read the app's localStorage, answer `/` in it.
 */
export const languageCookieName = 'paintforge-language';

/** The landing page's file prerendered for a language (web/scripts/vite-first-paint.ts): English is landing.html. */
export function landingPageFile(language: LanguageCode): string {
  return language === 'en' ? 'landing.html' : `landing.${language}.html`;
}
