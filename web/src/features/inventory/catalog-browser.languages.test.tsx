// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { catalogDatabase } from '../../data/catalog/catalog-database';
import { rememberOwnColour } from '../../data/catalog/own-colours';
import { addPaintFromCatalog } from '../../data/collection/paints';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { answerRequestsWith, holdRequests } from '../../testing/network';
import { painter, renderScreen } from '../../testing/render';
import CatalogBrowser from './catalog-browser';

const paint = (id: string, name: string, range: string, color: string, extra: Partial<CatalogPaint> = {}) => ({
  id,
  name,
  brand: 'Citadel',
  range,
  type: range,
  color,
  userId: null,
  position: 0,
  ...extra,
});

/**
 * A small catalog with what a card can say: a paint owned and one wished, a name sold in five ranges (its family line,
 * "+2 more", "You own the Base pot"), discontinued pots with what replaces them, a paint whose type is a plain word
 * ("Acrylic"), and one whose colour the painter reported.
 */
const catalogPaints = [
  paint('nuln', 'Nuln Oil', 'Shade', '#14100E'),
  paint('mephiston', 'Mephiston Red', 'Base', '#9A1115'),
  ...['Base', 'Air', 'Spray', 'Layer', 'Contrast'].map((range) => paint(`macragge-${range}`, 'Macragge Blue', range, '#0D407F')),
  paint('balor', 'Balor Brown', 'Layer', '#8B5910'),
  paint('balor-old', 'Balor Brown', 'Layer', '#8B5A10', { discontinued: true, successorId: 'balor', successorDifference: 0.4 }),
  paint('tallarn', 'Tallarn Sand', 'Air', '#A67610', { discontinued: true, successorId: 'balor', successorDifference: 2.1 }),
  paint('flat-red', 'Flat Red', 'Model Color', '#8A1A1B', { brand: 'Vallejo', type: 'Acrylic' }),
];

// The makers' words: paint names, brands, ranges (and the types that are range names); the colours' hex codes.
const allow = [
  'Nuln Oil',
  'Mephiston Red',
  'Macragge Blue',
  'Balor Brown',
  'Tallarn Sand',
  'Flat Red',
  'Citadel',
  'Vallejo',
  'Model Color',
  /^(Shade|Base|Air|Spray|Layer|Contrast)$/,
  /· (Shade|Base|Air|Spray|Layer|Contrast)/,
  /(Shade|Base|Air|Spray|Layer|Contrast)(,|$)/,
  /#[0-9A-F]{6}/,
];

const search = () => screen.getByLabelText(t('inventory.catalog.search'));
const card = (name: string) => screen.findByRole('listitem', { name });

afterEach(async () => {
  answerRequestsWith(null);
  await showLanguage('en');
});

// Issue 38: the paint database's browser (its load states, the search and its filters, the cards with what the
// painter holds, the family, successor and near-owned lines, no results, "Colour looks wrong?" and its form) in the
// pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the paint database in %s', (language) => {
  beforeEach(async () => {
    await showLanguage(language);
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.outbox.clear(), catalogDatabase().paints.clear()]);
  });

  it('while loading, offline and failed, with nothing saved yet, it has no English left', async () => {
    const release = holdRequests();
    const { container, user } = renderScreen(<CatalogBrowser />);
    try {
      await screen.findByText(t('inventory.loadingCatalog'));
      expectNoEnglish(container);
    } finally {
      release();
    }
    // The request fails as with no connection: offline.
    await screen.findByRole('heading', { name: t('inventory.catalog.offlineTitle') });
    expectNoEnglish(container);

    // The server answers, but not with the paint database: failed.
    answerRequestsWith(() => Promise.resolve(new Response('', { status: 500 })));
    await user.click(screen.getByRole('button', { name: t('inventory.catalog.tryAgain') }));
    await screen.findByRole('heading', { name: t('inventory.catalog.errorTitle') });
    expectNoEnglish(container);
  });

  it('the cards, what the painter holds, and the filters have no English left', async () => {
    await catalogDatabase().paints.bulkPut(catalogPaints.map((row, position) => ({ ...row, position })));
    await addPaintFromCatalog(catalogPaints[0]!, 'inventory', 2);
    await addPaintFromCatalog(catalogPaints[1]!, 'wishlist');
    await addPaintFromCatalog(catalogPaints[2]!, 'inventory');
    rememberOwnColour(painter.id!, 'flat-red', { color: '#991111', reportedColor: '#8A1A1B', at: new Date().toISOString() });
    const { container, user } = renderScreen(<CatalogBrowser />, { user: painter });

    const air = await card('Macragge Blue · Air, Citadel');
    await within(air).findByTestId('family-owned');
    await within(air).findByTestId('near-owned');
    within(await card('Nuln Oil · Shade, Citadel')).getByTestId('holding');
    within(await card('Mephiston Red · Base, Citadel')).getByTestId('holding');
    await within(await card('Flat Red · Model Color, Vallejo')).findByTestId('own-colour');
    expect(screen.getAllByTestId('successor')).toHaveLength(2);
    expectNoEnglish(container, { allow });

    await user.click(within(air).getByRole('button', { name: t('inventory.catalog.more', { count: 1 }) }));
    expectNoEnglish(air, { allow });

    await user.click(screen.getByRole('button', { name: t('inventory.filters') }));
    const filters = await screen.findByRole('dialog');
    await user.selectOptions(within(filters).getByLabelText(t('inventory.brand')), 'Citadel');
    expectNoEnglish(filters, { allow });
  });

  it('a search forgiving a typo, and one finding nothing, have no English left', async () => {
    await catalogDatabase().paints.bulkPut(catalogPaints.map((row, position) => ({ ...row, position })));
    const { container, user } = renderScreen(<CatalogBrowser />, { user: painter });
    await card('Nuln Oil · Shade, Citadel');
    await user.type(search(), 'macrage blu');
    await screen.findByText(new RegExp(t('inventory.catalog.allowingTypo').replace(/[()]/g, '\\$&')));
    expectNoEnglish(container, { allow });

    await user.clear(search());
    await user.type(search(), 'qqqqqqqqqq');
    await screen.findByRole('button', { name: t('inventory.catalog.clear') });
    expectNoEnglish(container, { allow: [...allow, /^q+$/] });
  });

  it('"Colour looks wrong?" and its form, with a wrong hex, have no English left', async () => {
    await catalogDatabase().paints.bulkPut(catalogPaints.map((row, position) => ({ ...row, position })));
    const { user } = renderScreen(<CatalogBrowser />, { user: painter });
    const nuln = await card('Nuln Oil · Shade, Citadel');
    await user.click(within(nuln).getByRole('button', { name: t('inventory.row.more', { name: 'Nuln Oil, Citadel' }) }));
    const menu = await screen.findByRole('menu');
    expectNoEnglish(menu, { allow });
    await user.click(within(menu).getByRole('menuitem', { name: t('inventory.report.menu') }));
    const dialog = await screen.findByRole('dialog');
    const hex = within(dialog).getByLabelText(t('inventory.report.shouldBe'));
    await user.clear(hex);
    await user.type(hex, '#12');
    await user.click(within(dialog).getByRole('button', { name: t('inventory.report.send') }));
    await waitFor(() => expect(dialog.textContent).toContain(t('inventory.dialog.colorInvalid')));
    expectNoEnglish(dialog, { allow: [...allow, '#12'] });
  });
});
