import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { PageArea } from './catalog';
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

type Loader = () => Promise<{ default: unknown }>;

/**
 * The words only one page reads, long texts each language's app catalog leaves out: a lazy chunk per area and
 * language, loaded with its page (page-modules.ts), so every other page's download is spared them. The pseudo-locale
 * holds every word already.
 */
const pageWords: Readonly<Record<PageArea, Record<Language, Loader>>> = {
  help: {
    en: () => import('./locales/en/help'),
    de: () => import('./locales/de/help'),
    fr: () => import('./locales/fr/help'),
    es: () => import('./locales/es/help'),
    it: () => import('./locales/it/help'),
    pl: () => import('./locales/pl/help'),
  },
  legal: {
    en: () => import('./locales/en/legal'),
    de: () => import('./locales/de/legal'),
    fr: () => import('./locales/fr/legal'),
    es: () => import('./locales/es/legal'),
    it: () => import('./locales/it/legal'),
    pl: () => import('./locales/pl/legal'),
  },
};

/** The language active now with its runtime, and the page areas read so far (a switch loads them in the new language). */
let active: { language: Language | PseudoLanguage; i18n: I18n } | undefined;
const areasRead = new Set<PageArea>();

/** An area's words in `language` (none to load for the pseudo-locale, which has them all). */
async function areaMessages(area: PageArea, language: Language | PseudoLanguage): Promise<Messages> {
  if (language === pseudoLanguage) return {};
  return (await pageWords[area][language]()).default as Messages;
}

export async function activateLanguage(language: Language | PseudoLanguage): Promise<void> {
  const wanted = [...areasRead];
  const [{ default: messages }, ...areas] = await Promise.all([
    catalogs[language](),
    ...wanted.map((area) => areaMessages(area, language)),
  ]);
  // An area first read while this language loaded is its words too (loadPageWords reads it again for this runtime).
  const late = await Promise.all([...areasRead].filter((area) => !wanted.includes(area)).map((area) => areaMessages(area, language)));
  const locale = language === pseudoLanguage ? pseudoLocale : language;
  const i18n = setupI18n({ locale, messages: { [locale]: Object.assign({}, messages as Messages, ...areas, ...late) as Messages } });
  active = { language, i18n };
  setLanguageRuntime(i18n);
  // The prerender runs in Node, without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const areaLoads = new Map<PageArea, Promise<void>>();

/**
 * Adds a page area's words to the active language, once (page-modules.ts awaits it before the page renders; two
 * pages of one area wait for the same load).
 */
export function loadPageWords(area: PageArea): Promise<void> {
  let load = areaLoads.get(area);
  if (!load) {
    load = loadArea(area);
    areaLoads.set(area, load);
    // Offline before the service worker cached it: the next page tries again.
    load.catch(() => {
      areaLoads.delete(area);
      areasRead.delete(area);
    });
  }
  return load;
}

async function loadArea(area: PageArea): Promise<void> {
  // Read from now on: a switch of language that starts meanwhile loads it in its language too.
  areasRead.add(area);
  // Until the runtime active when the words arrive has them: a switch that began before this area was read has not.
  for (;;) {
    if (!active) throw new Error(`The ${area} words were asked for before a language was activated.`);
    const { language, i18n } = active;
    const messages = await areaMessages(area, language);
    if (active.i18n === i18n) {
      i18n.load(i18n.locale, messages);
      return;
    }
  }
}

/**
 * The language a page starts in (words-ready.ts): the painter's choice (language-choice.ts), or the pseudo-locale
 * when a test chose it on this device (localStorage 'paintforge.language' = 'pseudo'; read here, in the lazy chunk,
 * so the landing page's first download does not carry it).
 */
export function activateChosenLanguage(): Promise<void> {
  return activateLanguage(choseTestLanguage() ? pseudoLanguage : chosenLanguage());
}
