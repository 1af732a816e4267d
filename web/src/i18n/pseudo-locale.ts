import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import en from './locales/en';
import help from './locales/en/help';
import legal from './locales/en/legal';

/**
 * The pseudo-locale (issue 38): a language for tests only, never offered by the switch. Each English message's own
 * words get accented letters, ~40% more length and brackets ("Inventory" → "⟦Ĩñṽéñţöŕý ····⟧"), its ICU arguments and
 * plurals kept. So a screen shown in it finds hard-coded English (every word a painter reads must carry the marks:
 * testing/no-english.ts) and words that overflow when a language runs longer (the Chromium walk, e2e/languages.test.ts).
 * Made from the English catalog when activated (a lazy chunk of its own, never in the landing page's download);
 * activate.ts names it ('pseudo', shown as 'en-XA').
 */
export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';
const padding = '·';

const plainLetters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accentedLetters = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];

/** A literal piece of a message with each ASCII letter accented ("Add" → "Åðð"). */
export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accentedLetters[plainLetters.indexOf(letter)] ?? letter);
}

function isChoices(format: unknown): format is Record<string, CompiledMessage | number | undefined> {
  return typeof format === 'object' && format !== null;
}

/** A compiled message's literal pieces accented; arguments, and the branches' structure of plurals and selects, kept. */
function accentTokens(message: CompiledMessage): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (typeof token === 'string') return accent(token);
    const [name, type, format] = token;
    if (!isChoices(format)) return token;
    const branches = Object.fromEntries(
      Object.entries(format).map(([branch, value]) => [branch, Array.isArray(value) ? accentTokens(value) : value]),
    );
    return [name, type, branches];
  });
}

/** How many characters of its own a message has: its literal pieces, and the longest branch of each plural or select. */
function literalLength(message: CompiledMessage): number {
  let length = 0;
  for (const token of message) {
    if (typeof token === 'string') length += token.length;
    else if (isChoices(token[2]))
      length += Math.max(0, ...Object.values(token[2]).map((value) => (Array.isArray(value) ? literalLength(value) : 0)));
  }
  return length;
}

/**
 * One message in the pseudo-locale: accented, bracketed, and padded to ~140% of its length with groups of dots a line
 * may break between (as a longer language's words would), so a label that cannot grow is found.
 */
export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  const extra = Math.max(1, Math.round(literalLength(message) * 0.4));
  const groups = Array.from({ length: Math.ceil(extra / 6) }, (_, index) => padding.repeat(Math.min(6, extra - index * 6)));
  return [pseudoOpen, ...accentTokens(message), ` ${groups.join(' ')}${pseudoClose}`];
}

/**
 * The pseudo-locale's catalog. A build ships the English catalog compiled (web/scripts/vite-compile-messages.ts);
 * in development and tests its messages are ICU text, compiled here first by Lingui's compiler (loaded only then).
 */
export async function pseudoCatalog(): Promise<Record<string, CompiledMessage>> {
  // Every word, the pages' areas too: a test's language is the whole app at once.
  const source = { ...en, ...help, ...legal } as Readonly<Record<string, string | CompiledMessage>>;
  const compile = import.meta.env.DEV ? (await import('@lingui/message-utils/compileMessage')).compileMessage : null;
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      if (typeof message !== 'string') return [key, pseudoMessage(message)];
      if (!compile) throw new Error(`The English message "${key}" was not compiled by the build.`);
      return [key, pseudoMessage(compile(message))];
    }),
  );
}
