/**
 * The languages the app speaks (issue 38), as the server knows them: the account's language is one of these or null
 * (follow the browser), and the words the server renders itself (mails, the showcase page) exist in each. No zod
 * here, so the web may import the list without pulling the validator into the landing page.
 */
export const languageCodes = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type LanguageCode = (typeof languageCodes)[number];
