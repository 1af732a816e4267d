/**
 * The languages the app speaks (issue 38), each named in its own language for the switch. English holds the spec's
 * words and is the fallback; every other catalog must have the same keys (the type check) and the same ICU
 * arguments (catalogs.test.ts).
 */
export const languages = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type Language = (typeof languages)[number];

export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first of the browser's languages ("de-AT", "fr") the app speaks, by its base language; English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
