import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadPageWords } from './activate';
import { t } from './t';

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
});
