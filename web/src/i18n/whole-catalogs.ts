import type { Language } from './languages';
import en from './locales/en';
import enHelp from './locales/en/help';
import enLegal from './locales/en/legal';
import de from './locales/de';
import deHelp from './locales/de/help';
import deLegal from './locales/de/legal';
import fr from './locales/fr';
import frHelp from './locales/fr/help';
import frLegal from './locales/fr/legal';
import es from './locales/es';
import esHelp from './locales/es/help';
import esLegal from './locales/es/legal';
import it from './locales/it';
import itHelp from './locales/it/help';
import itLegal from './locales/it/legal';
import pl from './locales/pl';
import plHelp from './locales/pl/help';
import plLegal from './locales/pl/legal';

/**
 * Each language's every word: the app's catalog and the areas that load with their pages, together. For what reads
 * all the words at once (the catalogs' tests, the no-English check, the pseudo-locale); never in a page's download.
 */
export const wholeCatalogs: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { ...en, ...enHelp, ...enLegal },
  de: { ...de, ...deHelp, ...deLegal },
  fr: { ...fr, ...frHelp, ...frLegal },
  es: { ...es, ...esHelp, ...esLegal },
  it: { ...it, ...itHelp, ...itLegal },
  pl: { ...pl, ...plHelp, ...plLegal },
};
