import type { en } from './locales/en';

/** Every key of the English catalog: a key read that is not in it, or a catalog that lacks one, fails the type check. */
export type MessageKey = keyof typeof en;

/** What every other language's catalog is: the same keys, ICU messages as strings (`satisfies Catalog`). */
export type Catalog = Readonly<Record<MessageKey, string>>;

/** One area's file of a language (locales/<language>/<area>.ts): the same keys as the English area file. */
export type AreaCatalog<English> = Readonly<Record<keyof English, string>>;
