import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes, errorSubjects, type ErrorParams } from '@paintforge/sync-protocol/constants';
import { activateLanguage } from '../i18n/activate';
import { languages } from '../i18n/languages';
import { errorText, refusalText } from './error-code-text';
import { changeText, noticeMessage, noticeTitle } from './notice-text';

afterEach(() => activateLanguage('en'));

// Every code with each kind of params a server or a mutator sends: none, each subject, a limit, a field, a change.
const paramSets: ErrorParams[] = [
  {},
  ...errorSubjects.map((subject) => ({ subject, limit: 1000 })),
  { field: 'name' },
  { mutation: 'paint.frobnicate' },
];

/** Every code's and notice's words, as the painter reads them in the active language. */
function allWords(): string[] {
  const words = errorCodes.flatMap((code) => paramSets.flatMap((params) => [errorText(code, params), refusalText(code, params)]));
  const change = { action: 'quantity', entity: 'paint', label: 'Nuln Oil' } as const;
  words.push(changeText(change), changeText(null), noticeTitle({ kind: 'rejected', change }));
  words.push(noticeMessage({ kind: 'edited-deleted', code: 'edited-deleted', params: { name: 'Lieutenant' } }));
  words.push(noticeMessage({ kind: 'edited-deleted', code: 'from-a-newer-server', params: {} }));
  return words;
}

// Issue 38: every server error code (and every sync notice) has words in every language, never the English ones.
describe.each(languages.filter((language) => language !== 'en'))('the error codes in %s', (language) => {
  it('each have words of their own', async () => {
    const english = allWords();
    await activateLanguage(language);
    const own = allWords();
    const left = own.filter((text, index) => text === english[index] || text.trim() === '');
    expect(left).toEqual([]);
    // The counts are the language's: a limit of 1000 is written as it writes numbers.
    expect(errorText('quota-exceeded', { subject: 'paint', limit: 1000 })).toContain(new Intl.NumberFormat(language).format(1000));
  });
});
