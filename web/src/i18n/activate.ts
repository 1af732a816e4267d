import { setupI18n, type Messages } from '@lingui/core';
import { choseTestLanguage, chosenLanguage, pseudoLanguage, pseudoLocale, type PseudoLanguage } from './language-choice';
import type { Language } from './languages';
import { setLanguageRuntime } from './t';

/**
 * Loaded lazily by boot (and the prerender): the Lingui runtime, and one lazy chunk per language. The build compiles
 * each catalog's ICU messages to Lingui's compiled form (web/scripts/vite-compile-messages.ts), so the browser never
 * parses ICU; in development and tests Lingui compiles them itself.
 */
const catalogs: Record<Language | PseudoLanguage, () => Promise<{ default: unknown }>> = {
  en: () => import('./locales/en'),
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  it: () => import('./locales/it'),
  pl: () => import('./locales/pl'),
  pseudo: () => import('./pseudo-locale').then(async ({ pseudoCatalog }) => ({ default: await pseudoCatalog() })),
};

export async function activateLanguage(language: Language | PseudoLanguage): Promise<void> {
  const { default: messages } = await catalogs[language]();
  const locale = language === pseudoLanguage ? pseudoLocale : language;
  setLanguageRuntime(setupI18n({ locale, messages: { [locale]: messages as Messages } }));
  // The prerender runs in Node, without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The language a page starts in (words-ready.ts): the painter's choice (language-choice.ts), or the pseudo-locale
 * when a test chose it on this device (localStorage 'paintforge.language' = 'pseudo'; read here, in the lazy chunk,
 * so the landing page's first download does not carry it).
 */
export function activateChosenLanguage(): Promise<void> {
  return activateLanguage(choseTestLanguage() ? pseudoLanguage : chosenLanguage());
}
