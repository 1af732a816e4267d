import { languageCookieName } from '@paintforge/sync-protocol/languages';
import { isLanguage, languageFromBrowser, type Language } from './languages';

/** The pseudo-locale (pseudo-locale.ts): a language tests choose; no switch offers it. */
export const pseudoLanguage = 'pseudo';
export type PseudoLanguage = typeof pseudoLanguage;
/** The tag it is shown under: English's plural rules, dates and numbers, under a private-use region of English. */
export const pseudoLocale = 'en-XA';

/** Where a visitor's own choice of language is kept on this device (a signed-in painter's is also kept on the server). */
export const languageStorageKey = 'paintforge.language';

/**
 * Keeps a choice on this device: in localStorage for the app, and in a cookie for the server and the service worker,
 * which answer `/` with the landing page prerendered in that language and cannot read localStorage. A test's
 * pseudo-locale is kept too (the server answers English for it).
 */
export function keepLanguageChoice(language: string): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused (a private window's quota, a locked-down browser): the choice holds until the page is reloaded.
  }
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** True when a test chose the pseudo-locale on this device (i18n/pseudo-locale.ts): no account's language replaces it. */
export function choseTestLanguage(): boolean {
  try {
    return localStorage.getItem(languageStorageKey) === pseudoLanguage;
  } catch {
    return false;
  }
}

/** The language to show: the choice kept on this device, else the first of the browser's languages the app speaks. */
export function chosenLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(languageStorageKey);
  } catch {
    // Storage refused (a private window's quota, a locked-down browser): the browser's languages decide.
  }
  if (isLanguage(stored)) return stored;
  return typeof navigator === 'undefined' ? 'en' : languageFromBrowser(navigator.languages ?? [navigator.language]);
}
