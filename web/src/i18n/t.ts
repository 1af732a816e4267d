import type { MessageKey } from './catalog';

/** What reads the words: Lingui's I18n (activate.ts), or the prerendered page's own few words (page-words.ts). */
export interface LanguageRuntime {
  readonly locale: string;
  _(key: string, values?: Record<string, unknown>): string;
}

/**
 * The one way the app's words are read: t('sync.offline'). The Lingui runtime and the language's catalog are lazy
 * chunks (activate.ts), loaded by boot before the app renders, so the landing page's first download stays within
 * its budget; this module holds only the reference to them.
 */
let active: LanguageRuntime | null = null;

export function setLanguageRuntime(runtime: LanguageRuntime): void {
  active = runtime;
}

/** The runtime reading the words now (the prerender records which words a page read through it). */
export function languageRuntime(): LanguageRuntime | null {
  return active;
}

/** The catalog's message for `key` in the active language, its ICU arguments filled from `values`. */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  if (!active) throw new Error(`The app's words were read ("${key}") before a language was activated (i18n/activate.ts).`);
  return active._(key, values);
}

/** The active language's tag ("de"), for Intl's formatters. */
export function activeLocale(): string {
  return active?.locale ?? 'en';
}

/** The keys of the catalog under `prefix.` ("admin." → "accessDenied" | …). */
export type KeysUnder<P extends string> = MessageKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/**
 * An object whose properties read the catalog each time (getters), so the messages modules keep the shape screens
 * use (adminText.accessDenied) and still follow a language switch. Enumerable, so tests can compare them whole.
 * (Spreading one copies today's words: build a new group instead.)
 */
export function messageGroup<P extends string, K extends KeysUnder<P>>(prefix: P, keys: readonly K[]): Readonly<Record<K, string>> {
  return namedMessages(prefix, Object.fromEntries(keys.map((key) => [key, key])) as Record<K, K>);
}

/** messageGroup for properties named otherwise than their keys: namedMessages('stage', { in_progress: 'inProgress' }). */
export function namedMessages<P extends string, N extends string>(
  prefix: P,
  keyOf: Readonly<Record<N, KeysUnder<P>>>,
): Readonly<Record<N, string>> {
  const group = {} as Record<N, string>;
  for (const [name, key] of Object.entries(keyOf) as [N, string][]) {
    Object.defineProperty(group, name, { enumerable: true, get: () => t(`${prefix}.${key}` as MessageKey) });
  }
  return group;
}
