import { isLanguage, languageFromBrowser, type Language } from './languages';

/** Where a visitor's own choice of language is kept on this device (a signed-in painter's is also kept on the server). */
export const languageStorageKey = 'paintforge.language';

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
