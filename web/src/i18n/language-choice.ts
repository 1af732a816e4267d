import { isLanguage, languageFromBrowser, type Language } from './languages';

/** Where a visitor's own choice of language is kept on this device (a signed-in painter's is also kept on the server). */
export const languageStorageKey = 'paintforge.language';

/** The cookie that tells the server and the service worker the choice, so `/` answers the landing page in it. */
export const languageCookie = 'paintforge-language';

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
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** True when a test chose the pseudo-locale on this device (i18n/pseudo-locale.ts): no account's language replaces it. */
export function choseTestLanguage(): boolean {
  try {
    return localStorage.getItem(languageStorageKey) === 'pseudo';
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
