import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { t } from '../i18n/t';
import { englishLeft, showLanguage } from './no-english';

afterEach(() => showLanguage('en'));

/** A screen's words as a test renders them: the catalog's, at render (t() reads the active language). */
function Screen({ hardCoded = false }: { hardCoded?: boolean }) {
  return (
    <main>
      <h1>{t('kind.glaze')}</h1>
      <p>{t('paintAdded.nowHave', { brand: 'Citadel', count: 3 })}</p>
      <button type="button" aria-label={t('kind.wash')}>
        ×
      </button>
      <span lang="en">English</span>
      <span hidden>Hidden from everyone</span>
      <p>Abaddon Black</p>
      {hardCoded && (
        <>
          <button type="button">Save changes</button>
          <input placeholder="Search paints" />
        </>
      )}
    </main>
  );
}

describe('no English left, in the pseudo-locale', () => {
  it("finds nothing when every word is the catalog's and the data is allowed", async () => {
    await showLanguage('pseudo');
    const { container } = render(<Screen />);
    expect(englishLeft(container, { allow: ['Abaddon Black', 'Citadel'] })).toEqual([]);
  });

  it('finds hard-coded English, in text and attributes, and data not allowed', async () => {
    await showLanguage('pseudo');
    const { container } = render(<Screen hardCoded />);
    const left = englishLeft(container, { allow: ['Citadel'] });
    expect(left).toHaveLength(3);
    expect(left.join('\n')).toMatch(/"Abaddon Black"/);
    expect(left.join('\n')).toMatch(/<button> "Save changes"/);
    expect(left.join('\n')).toMatch(/<input> placeholder "Search paints"/);
  });
});

describe('no English left, in a real language', () => {
  it("finds nothing in German's words", async () => {
    await showLanguage('de');
    const { container } = render(<Screen />);
    expect(englishLeft(container, { allow: ['Abaddon Black', 'Citadel'] })).toEqual([]);
  });

  it('finds an English message of the catalog, whatever its arguments, and English words no catalog holds', async () => {
    await showLanguage('de');
    const { container } = render(
      <div>
        <p>Vallejo: you now have 5 pots.</p>
        <p>Glaze</p>
        <button type="button">Dusted your shelf</button>
        <p>Lasur</p>
      </div>,
    );
    expect(englishLeft(container)).toEqual([
      '<p> "Vallejo: you now have 5 pots." (an English message)',
      '<p> "Glaze" (an English message)',
      '<button> "Dusted your shelf" (the English word "your")',
    ]);
  });

  it('refuses to check a screen shown in English', () => {
    expect(() => englishLeft(document.body)).toThrow(/another language/);
  });
});
