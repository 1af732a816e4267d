import type { en } from './locales/en';
import type help from './locales/en/help';
import type legal from './locales/en/legal';

/**
 * Every key a page may read: the app's catalog (locales/<language>/index.ts) and the areas only their pages read,
 * loaded with them (PageArea). A key read that is in none of them fails the type check.
 */
export type MessageKey = keyof typeof en | keyof typeof help | keyof typeof legal;

/** The areas whose words load with their page, not with the app (activate.ts, page-modules.ts). */
export type PageArea = 'help' | 'legal';

/** What every other language's index.ts is: the app's keys, ICU messages as strings (`satisfies Catalog`). */
export type Catalog = Readonly<Record<keyof typeof en, string>>;

/** One area's file of a language (locales/<language>/<area>.ts): the same keys as the English area file. */
export type AreaCatalog<English> = Readonly<Record<keyof English, string>>;
