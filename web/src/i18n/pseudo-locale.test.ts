// @vitest-environment happy-dom
// (a page chooses the pseudo-locale through its storage)
import { afterAll, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateChosenLanguage, activateLanguage } from './activate';
import { languageStorageKey } from './language-choice';
import { accent, pseudoMessage } from './pseudo-locale';
import { activeLocale, t } from './t';

const pseudoText = (message: string) => JSON.stringify(pseudoMessage(compileMessage(message)));

describe('a message in the pseudo-locale', () => {
  it('accents every letter and keeps digits and punctuation', () => {
    expect(accent('Add Paint: 2 pots!')).toBe('Åðð Þåîñţ: 2 þöţš!');
    expect(accent('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')).not.toMatch(/[A-Za-z]/);
  });

  it('is bracketed and about 40% longer, padded with groups of dots a line can break between', () => {
    expect(pseudoText('Inventory')).toBe(JSON.stringify(['⟦', 'Îñṽéñţöŕý', ' ····⟧']));
    const long = pseudoMessage(compileMessage('Please create an account to keep a wishlist.'));
    const text = long.join('');
    expect(text).toMatch(/^⟦Þļéåšé çŕéåţé åñ åççöûñţ ţö ķééþ å ŵîšĥļîšţ\. (·{1,6} ?)+⟧$/);
    expect(text.length / 'Please create an account to keep a wishlist.'.length).toBeGreaterThanOrEqual(1.4);
  });

  it('keeps its arguments and plural branches, with the branches accented', () => {
    expect(pseudoMessage(compileMessage('{brand}: you now have {count, plural, one {# pot} other {# pots}}.'))).toEqual([
      '⟦',
      ['brand'],
      ': ýöû ñöŵ ĥåṽé ',
      ['count', 'plural', { offset: undefined, one: ['#', ' þöţ'], other: ['#', ' þöţš'] }],
      '.',
      ' ······ ···⟧',
    ]);
  });
});

describe('the pseudo-locale, activated', () => {
  afterAll(async () => {
    localStorage.removeItem(languageStorageKey);
    await activateLanguage('en');
  });

  it("fills the English messages' arguments and plurals, under English's plural rules", async () => {
    await activateLanguage('pseudo');
    expect(activeLocale()).toBe('en-XA');
    expect(t('paintAdded.nowHave', { brand: 'Vallejo', count: 1 })).toMatch(/^⟦Vallejo: .*\b1 [^\d]*⟧$/);
    expect(t('paintAdded.nowHave', { brand: 'Vallejo', count: 2 })).not.toBe(
      t('paintAdded.nowHave', { brand: 'Vallejo', count: 1 }).replace('1', '2'),
    );
    expect(t('kind.glaze')).toBe('⟦Ĝļåžé ··⟧');
  });

  it('is what a page starts in when a test chose it on this device, and English when it did not', async () => {
    localStorage.setItem(languageStorageKey, 'pseudo');
    await activateChosenLanguage();
    expect(t('kind.glaze')).toBe('⟦Ĝļåžé ··⟧');
    localStorage.removeItem(languageStorageKey);
    await activateChosenLanguage();
    expect(t('kind.glaze')).toBe('Glaze');
  });
});
