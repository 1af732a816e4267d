import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromBrowser } from './languages.js';

describe('the language a browser asks for (issue 38)', () => {
  it("takes the first of the browser's languages the app speaks, by its base language", () => {
    expect(languageFromBrowser(['ja-JP', 'de-AT', 'fr'])).toBe('de');
    expect(languageFromBrowser(['ja'])).toBe('en');
  });

  it('reads Accept-Language by quality, then by order, leaving out what q=0 refuses', () => {
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.5, it;q=0.8')).toBe('it');
    expect(languageFromAcceptLanguage('pl;q=0, es')).toBe('es');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('x'.repeat(5000))).toBe('en');
  });
});
