/**
 * The languages the app speaks (issue 38), as the server knows them: the account's language is one of these or null
 * (follow the browser), and the words the server renders itself (mails, the showcase page) exist in each. No zod
 * here, so the web may import the list without pulling the validator into the landing page.
 */
export const languageCodes = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/**
 * The first language of an Accept-Language header ("de-AT,de;q=0.9,en;q=0.8") the app speaks, by quality and then
 * order; null when none is one of ours.
 */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode | null {
  if (header === undefined) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguageCode) ?? null;
}
