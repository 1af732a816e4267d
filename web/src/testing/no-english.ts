/**
 * "No English left" (issue 38), for component tests: a screen rendered in another language must show no English.
 *
 * How to use it (one file per area, e.g. features/inventory/inventory.languages.test.tsx):
 *
 *   describe.each(checkedLanguages)('the inventory in %s', (language) => {
 *     beforeEach(() => showLanguage(language));   // activates it; English again after each test
 *     it('has no English left', async () => {
 *       const { container } = renderScreen(<InventoryPage />, { user: painter });
 *       await screen.findByText('Abaddon Black');              // data shown, dialogs opened where practical
 *       expectNoEnglish(container, { allow: ['Abaddon Black', 'Citadel', 'Base'] });  // paint names, brands, ranges
 *     });
 *   });
 *
 * What it checks, in every visible text node and aria-label / title / placeholder / alt (a Radix dialog or menu is in
 * a portal: pass document.body):
 * - in the pseudo-locale (i18n/pseudo-locale.ts) every word must be inside its marks ⟦…⟧, so ANY hard-coded English
 *   is found, even words no catalog holds;
 * - in a real language no text may be an English message of the catalog (its arguments may be anything; unless the
 *   language writes that message as English does), nor hold an English word no other language uses ("the", "delete").
 * Words the painter's data brings (paint names, brands, ranges, a miniature's name, an email) go in `allow`; text an
 * element marks as another language (`lang="en"` on the switch's "English") is not checked; neither are the words
 * identical in every language (sharedWords).
 */
import { parse, type Token } from '@messageformat/parser';
import { expect } from 'vitest';
import { activateLanguage } from '../i18n/activate';
import { pseudoLanguage, pseudoLocale } from '../i18n/language-choice';
import { languages, type Language } from '../i18n/languages';
import { wholeCatalogs } from '../i18n/whole-catalogs';
import { activeLocale } from '../i18n/t';

/** The languages a screen is checked in: the pseudo-locale first (it finds hard-coded English), then each real one. */
export const checkedLanguages = [pseudoLanguage, ...languages.filter((language) => language !== 'en')] as const;
export type CheckedLanguage = (typeof checkedLanguages)[number];

/** Shows the app in `language` until the test ends (test files restore English: call showLanguage('en') in afterEach). */
export function showLanguage(language: CheckedLanguage | Language): Promise<void> {
  return activateLanguage(language);
}

/** Words every language writes as English does (names, abbreviations): never counted as English left. */
export const sharedWords: readonly string[] = [
  'The Paint Forge',
  'Paint Forge',
  'OK',
  'Admin',
  'Discord',
  'GitHub',
  'CSV',
  'PNG',
  'JSON',
  'PWA',
  'RGB',
  'Hex',
  'HEX',
  'ΔE',
  'CIEDE2000',
  'EAN-13',
  'EAN-8',
  'UPC-A',
  'Feedback',
  'Status',
  'Login',
  'Name',
  'E-Mail',
  'Email',
  'Stats',
];

/**
 * English words none of the other languages uses: text holding one is English left, even if no catalog has it.
 * (Not "password": Italian painters say it too.)
 */
const englishOnlyWords = new Set(
  'the your you with this please delete save cancel edit back close search settings paint paints wishlist inventory add remove yet loading sign signed create submit which what when there their here'.split(
    ' ',
  ),
);

export interface NoEnglishOptions {
  /** The data's words shown as they are (paint names, brands, ranges, names the test typed), as text or patterns. */
  allow?: readonly (string | RegExp)[];
}

const checkedAttributes = ['aria-label', 'title', 'placeholder', 'alt'] as const;

/** Whether an element and its ancestors let it be seen (happy-dom computes no layout: hidden as markup says). */
function shown(element: Element | null): boolean {
  for (let at = element; at; at = at.parentElement) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(at.tagName)) return false;
    if (at.hasAttribute('hidden')) return false;
    const style = (at as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (style?.display === 'none' || style?.visibility === 'hidden') return false;
  }
  return true;
}

/** Whether the element says its words are in another language than the page's (lang="de" on the switch's "Deutsch"). */
function inOtherLanguage(element: Element): boolean {
  const declared = element.closest('[lang]')?.getAttribute('lang');
  return declared !== undefined && declared !== null && declared !== document.documentElement.lang;
}

/** Each piece of text a painter reads in `container`, with where it is (for the failure's message). */
function readTexts(container: Element): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}>`;
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (text && parent && shown(parent) && !inOtherLanguage(parent)) found.push({ text, where: describe(parent) });
  }
  for (const element of [container, ...container.querySelectorAll('*')]) {
    if (!shown(element) || inOtherLanguage(element)) continue;
    for (const attribute of checkedAttributes) {
      const text = element.getAttribute(attribute)?.trim();
      if (text) found.push({ text, where: `${describe(element)} ${attribute}` });
    }
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with the allowed words (data, shared words) taken out. */
function withoutAllowed(text: string, allow: readonly (string | RegExp)[]): string {
  let left = text;
  // Longest first, so "The Paint Forge" goes before "Paint Forge".
  const strings = [...allow.filter((item) => typeof item === 'string'), ...sharedWords].sort((a, b) => b.length - a.length);
  for (const word of strings) left = left.split(word).join(' ');
  for (const pattern of allow)
    if (pattern instanceof RegExp) left = left.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ');
  return left;
}

/** Pseudo-locale: what is left outside the marks ⟦…⟧ (innermost first, for a message inside another's argument). */
function outsidePseudoMarks(text: string): string {
  let left = text;
  for (let before = ''; before !== left;) {
    before = left;
    left = left.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return left;
}

/** A pattern matching what an English message shows, whatever its arguments are ("{brand}: you now have …"). */
function messagePattern(message: string): RegExp | null {
  const literal = (tokens: readonly Token[]): string =>
    tokens.map((token) => (token.type === 'content' ? escapeRegExp(token.value) : '[\\s\\S]*?')).join('');
  const source = literal(parse(message)).trim();
  // A message of arguments only ("{count}") shows no English of its own, nor does one whose only word is as short as
  // "of" ("{a} of {b}" would match any text with " of " in it, French's "Peinture of…" as much as English).
  return /[A-Za-z]{3}/.test(source.replace(/\\./g, '')) ? new RegExp(`^${source}$`) : null;
}

const catalogs: Readonly<Record<string, Readonly<Record<string, string>>>> = wholeCatalogs;
const englishMessages = new Map<string, RegExp[]>();

/**
 * The English messages a screen in `language` must not show: all but those the language writes the same (the hobby's
 * loanwords: German's "Wash", everyone's "Contrast").
 */
function englishMessagesFor(language: string): RegExp[] {
  let patterns = englishMessages.get(language);
  if (!patterns) {
    const own = catalogs[language] ?? {};
    // A text the language itself writes somewhere is its own word, whichever English message it also is (German's
    // "Wash" is a paint's kind; the technique is "Tuschen").
    const ownTexts = new Set(Object.values(own));
    patterns = Object.entries(wholeCatalogs.en)
      .filter(([key, message]) => own[key] !== message && !ownTexts.has(message))
      .map(([, message]) => messagePattern(message))
      .filter((pattern): pattern is RegExp => pattern !== null);
    englishMessages.set(language, patterns);
  }
  return patterns;
}

/** The English text in `container` a painter would read in another language: empty when there is none. */
export function englishLeft(container: Element, { allow = [] }: NoEnglishOptions = {}): string[] {
  const pseudo = activeLocale() === pseudoLocale;
  if (activeLocale() === 'en') throw new Error('englishLeft checks a screen shown in another language: call showLanguage first.');
  const left: string[] = [];
  for (const { text, where } of readTexts(container)) {
    if (pseudo) {
      const outside = withoutAllowed(outsidePseudoMarks(text), allow);
      if (/[A-Za-z]/.test(outside)) left.push(`${where} "${text}" (outside the pseudo-locale's marks: "${outside.trim()}")`);
      continue;
    }
    const rest = withoutAllowed(text, allow).trim();
    if (!/[A-Za-z]{2}/.test(rest)) continue;
    if (englishMessagesFor(activeLocale()).some((pattern) => pattern.test(text))) left.push(`${where} "${text}" (an English message)`);
    else {
      const word = rest
        .toLowerCase()
        .split(/[^a-z]+/)
        .find((candidate) => englishOnlyWords.has(candidate));
      if (word) left.push(`${where} "${text}" (the English word "${word}")`);
    }
  }
  return left;
}

/** Fails the test with each piece of English left in `container` (see the note at the top of this file). */
export function expectNoEnglish(container: Element, options?: NoEnglishOptions): void {
  expect(englishLeft(container, options), `English left in ${activeLocale()}`).toEqual([]);
}
