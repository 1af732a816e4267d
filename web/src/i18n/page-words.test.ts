import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadPageWords } from './activate';
import type * as Activate from './activate';
import { t } from './t';
import type * as Words from './t';

afterEach(() => activateLanguage('en'));

// The help and legal texts load with their pages, not with the app's catalog every page waits for; a switch of
// language brings the areas already read along in the new language. (The test set-up loads both areas in English.)
describe('words that load with their page', () => {
  it('are read in the active language, and follow a switch', async () => {
    expect(t('help.title')).toBe('Help & Guide');
    await activateLanguage('de');
    expect(t('help.title')).toBe('Hilfe & Anleitung');
    expect(t('legal.terms.title')).toBe('Nutzungsbedingungen');
    await loadPageWords('help');
    expect(t('help.steps')).toBe('Schritte');
  });

  it('reach a language switched to while they load, and two pages of one area wait for the same load', async () => {
    // A fresh runtime, with no area read yet (the set-up's has both).
    vi.resetModules();
    const fresh = (await import('./activate')) as typeof Activate;
    const words = (await import('./t')) as typeof Words;
    await fresh.activateLanguage('en');
    // The account's language arrives while the help page loads its words.
    await Promise.all([fresh.loadPageWords('help'), fresh.activateLanguage('de')]);
    expect(words.t('help.title')).toBe('Hilfe & Anleitung');
    // The privacy policy and the terms, opened one right after the other: the second waits for the words too.
    const first = fresh.loadPageWords('legal');
    const second = fresh.loadPageWords('legal');
    expect(second).toBe(first);
    await second;
    expect(words.t('legal.terms.title')).toBe('Nutzungsbedingungen');
    vi.resetModules();
  });
});
