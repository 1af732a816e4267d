import { parse, type Token } from '@messageformat/parser';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './activate';
import { languages } from './languages';
import { t } from './t';
import { wholeCatalogs as catalogs } from './whole-catalogs';

const en = catalogs.en;

/** What a message takes: each argument with how it is formatted ("count:plural", "name"), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The plural categories a message's plurals name ("one", "few", …), leaving out exact matches ("=0"). */
function pluralCategoriesOf(message: string): string[][] {
  const plurals: string[][] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural') plurals.push(token.cases.map((branch) => branch.key).filter((key) => !key.startsWith('=')));
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(message));
  return plurals;
}

describe('the catalogs', () => {
  it.each(languages)('%s has every key of the English catalog and no other', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(languages)('%s: every message is valid ICU with the same arguments as the English', (language) => {
    for (const [key, english] of Object.entries(en)) {
      expect(argumentsOf(catalogs[language][key] ?? ''), `${language} ${key}`).toEqual(argumentsOf(english));
    }
  });

  it.each(languages)("%s: every plural has each of the language's plural forms a count up to 999 takes", (language) => {
    // French's, Spanish's and Italian's "many" is for millions ("1 000 000 de pots"), which "other" words well enough.
    const rules = new Intl.PluralRules(language);
    const forms = new Set<string>(['other', ...Array.from({ length: 1000 }, (_, count) => rules.select(count))]);
    for (const [key, message] of Object.entries(catalogs[language])) {
      for (const categories of pluralCategoriesOf(message)) expect(categories.sort(), `${language} ${key}`).toEqual([...forms].sort());
    }
  });
});

describe('a language, activated', () => {
  afterAll(() => activateLanguage('en'));

  it("formats Polish's three plural forms", async () => {
    await activateLanguage('pl');
    expect(t('paintAdded.nowHave', { brand: 'Vallejo', count: 2 })).toBe('Vallejo: masz teraz 2 słoiczki.');
    expect(t('paintAdded.nowHave', { brand: 'Vallejo', count: 5 })).toBe('Vallejo: masz teraz 5 słoiczków.');
    expect(t('paintAdded.nowHave', { brand: 'Vallejo', count: 22 })).toBe('Vallejo: masz teraz 22 słoiczki.');
  });

  it('reads the words of the language switched to, and English word for word', async () => {
    await activateLanguage('de');
    expect(t('kind.glaze')).toBe('Lasur');
    expect(t('session.ended', { unsent: 0 })).toBe('Dein Passwort wurde auf einem anderen Gerät geändert. Melde dich erneut an.');
    await activateLanguage('en');
    expect(t('session.ended', { unsent: 1 })).toBe(
      'Your password was changed on another device. Log in again — your 1 unsent change is kept on this phone.',
    );
    expect(t('session.ended', { unsent: 3 })).toBe(
      'Your password was changed on another device. Log in again — your 3 unsent changes are kept on this phone.',
    );
  });
});
