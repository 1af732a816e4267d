import { isLanguageCode, languageCodes, languageFromBrowser, type LanguageCode } from '@paintforge/sync-protocol/languages';

/**
 * The languages the app speaks (issue 38: the one list is sync-protocol's), each named in its own language for the switch. English holds the spec's
 * words and is the fallback; every other catalog must have the same keys (the type check) and the same ICU
 * arguments (catalogs.test.ts).
 */
export const languages = languageCodes;
export type Language = LanguageCode;

export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
};

export const isLanguage = isLanguageCode;
export { languageFromBrowser };
