import { setLanguageRuntime } from './t';

/** The id of the script element in which a prerendered page carries its words (web/scripts/vite-first-paint.ts). */
export const pageWordsId = 'page-words';

/**
 * A message as Lingui compiles it, as far as a prerendered page uses it: text, and arguments put in as they are.
 * The build refuses a prerendered page whose words need more (a plural, a select), so this reader stays this small.
 */
export type PageMessage = string | ReadonlyArray<string | readonly [string]>;

export interface PageWords {
  locale: string;
  messages: Record<string, PageMessage>;
}

/** A page message with its arguments put in (the prerender renders with this very reader, so hydration matches). */
export function readPageMessage(message: PageMessage, values: Record<string, unknown> = {}): string {
  return typeof message === 'string'
    ? message
    : message.map((part) => (typeof part === 'string' ? part : String(values[part[0]]))).join('');
}

/**
 * The words of a page prerendered in the visitor's language (landing.de.html …), read from the page itself, where
 * they came as data with the HTML: the first visit then renders, and hydrates, the page in that language without
 * downloading the Lingui runtime and a catalog before any input (the 120 KiB budget, web/scripts/check-build.mjs).
 * The full runtime replaces this at the first input or the first other page (words-ready.ts). Returns the page's
 * language, or null when the page carries no words.
 */
export function adoptPageWords(): string | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(pageWordsId);
  if (!element?.textContent) return null;
  const { locale, messages } = JSON.parse(element.textContent) as PageWords;
  setLanguageRuntime({
    locale,
    _: (key, values) => {
      const message = messages[key];
      if (message === undefined) throw new Error(`"${key}" is not among the prerendered page's words`);
      return readPageMessage(message, values);
    },
  });
  return locale;
}
