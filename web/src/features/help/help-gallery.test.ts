import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/help';

/**
 * The Help page promises only what works: every control its gallery guide names in quotes ("Copy Link", "Take
 * Photo", …) is a word the gallery's screens really show (their English words are in the catalog). Read as text, since
 * a feature imports no other feature.
 */
const gallerySource = Object.values(
  import.meta.glob<string>(['../projects/*.{ts,tsx}', '!../projects/*.test.*', '../../i18n/locales/en/*.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');

/** Labels the screens build from a count, as the guide gives an example of them, and how the source builds them. */
const composedLabels: Record<string, RegExp> = {
  'Add 2 missing paints to wishlist': /'Add \{count, plural, one \{# missing paint\} other \{# missing paints\}\} to wishlist'/,
};

/** The gallery's section of the guide, in its English words (the catalog's help.guide.miniatureShowcase.*). */
function showcaseGuide(): string {
  const words = Object.entries(en)
    .filter(([key]) => key.startsWith('help.guide.miniatureShowcase.'))
    .map(([, text]) => text);
  expect(words.length).toBeGreaterThan(10);
  return words.join('\n');
}

describe('the Help page’s gallery guide', () => {
  it('names only controls the gallery has', () => {
    const named = [...showcaseGuide().matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
    expect(named).toEqual(
      expect.arrayContaining(['Copy Link', 'Download Image', 'Share Complete Showcase', 'Share as Text', 'Stop sharing']),
    );
    const missing = named.filter((words) => {
      const built = composedLabels[words];
      return built ? !built.test(gallerySource) : !gallerySource.includes(words);
    });
    expect(missing).toEqual([]);
  });
});
