import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './languages';

describe("the first visit's language", () => {
  it("follows the first of the browser's languages the app speaks, by its base language", () => {
    expect(languageFromBrowser(['de-AT', 'en-US'])).toBe('de');
    expect(languageFromBrowser(['ja', 'pl-PL', 'fr'])).toBe('pl');
    expect(languageFromBrowser(['FR-ca'])).toBe('fr');
  });

  it('is English when the browser names none the app speaks', () => {
    expect(languageFromBrowser(['ja', 'pt-BR'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });
});
