// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paintLabel, type CatalogPaint } from '@paintforge/sync-protocol';
import { catalogDatabase } from '../../data/catalog/catalog';
import { addPaintFromCatalog } from '../../data/collection/paints';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import { realCatalog } from '../../testing/real-catalog';
import ColoursPage from './colours-page';

// A slice of the real catalog the studio answers from: every red of three brands (Mephiston Red and its partners
// among them), so each section has paints to show, and the allowed words are only these paints' own.
const reds = realCatalog().filter(
  (paint) =>
    ['Citadel', 'Vallejo', 'Army Painter'].includes(paint.brand) && /^#[89A-F][0-9A-F][0-3][0-9A-F][0-3][0-9A-F]$/i.test(paint.color),
);
const mephiston = reds.find((paint) => paint.name === 'Mephiston Red' && paint.range === 'Base')!;
const paintWords = (paint: CatalogPaint) => [paintLabel(paint), paint.name, paint.brand, paint.range ?? '', paint.color];
// And the hex box's example.
const allow = [...new Set([...reds.flatMap(paintWords), '#7A5C3E'])].filter(Boolean).sort((a, b) => b.length - a.length);

afterEach(async () => {
  await showLanguage('en');
  await catalogDatabase().paints.clear();
});

// Issue 38: the colour studio on a catalog paint (nearest paints, kind chips, partners with the recipe they start,
// equivalents, mixing, measuring a paint, the brand table), in the pseudo-locale (any hard-coded English) and in each
// language. A photo's palette needs a Web Worker: e2e/colours.test.ts shows it.
describe.each(checkedLanguages)('the colour studio in %s', (language) => {
  beforeEach(async () => {
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.projects.clear(), db.recipes.clear()]);
    await catalogDatabase().paints.bulkPut(reds.map((paint, position) => ({ ...paint, position })));
    await addPaintFromCatalog(mephiston, 'inventory');
    await showLanguage(language);
  });

  it('has no English left on a catalog paint’s answers', async () => {
    const { container } = renderScreen(<ColoursPage />, { user: painter, path: '/colours', at: `/colours?paint=${mephiston.id}` });
    await screen.findByTestId('colour-partners', {}, { timeout: 10_000 });
    await screen.findByTestId('colour-equivalents');
    expectNoEnglish(container, { allow });
  });
});
