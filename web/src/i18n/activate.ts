import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from './languages';
import { setLanguageRuntime } from './t';

/**
 * Loaded lazily by boot (and the prerender): the Lingui runtime, and one lazy chunk per language. The build compiles
 * each catalog's ICU messages to Lingui's compiled form (web/scripts/vite-compile-messages.ts), so the browser never
 * parses ICU; in development and tests Lingui compiles them itself.
 */
const catalogs: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('./locales/en'),
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  it: () => import('./locales/it'),
  pl: () => import('./locales/pl'),
};

export async function activateLanguage(language: Language): Promise<void> {
  const { default: messages } = await catalogs[language]();
  setLanguageRuntime(setupI18n({ locale: language, messages: { [language]: messages as Messages } }));
  // The prerender runs in Node, without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
