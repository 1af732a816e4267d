// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { catalogDatabase } from '../../data/catalog/catalog-database';
import { t } from '../../i18n/t';
import { paintRow } from '../../testing/paint-rows';
import { painter, renderScreen } from '../../testing/render';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { CollectionFigures } from './collection-figures';
import { PaintList } from './paint-list';
import { shoppingListText } from './shopping-list';

const pot = paintRow({ runningLow: true });

// A discontinued catalog paint and the one that replaces it, for the row's "Discontinued · replaced by …".
const base = { brand: 'Citadel', type: 'Layer', range: 'Layer', userId: null, position: 0 };
const catalogPaints = [
  { ...base, id: 'citadel-tallarn-sand', name: 'Tallarn Sand', color: '#A67610', discontinued: true, successorId: 'citadel-balor-brown' },
  { ...base, id: 'citadel-balor-brown', name: 'Balor Brown', color: '#8B5910', position: 1 },
];

/** The owned paints: running low, a brand and type "Other", a discontinued pot, a plain type word ("Acrylic"). */
const owned = [
  pot,
  paintRow({ id: 'id-mix', name: 'My Mix', brand: 'Other', type: 'Other', color: '#9A1115', quantity: 1 }),
  paintRow({ id: 'id-sand', name: 'Tallarn Sand', type: 'Layer', range: 'Layer', catalogId: 'citadel-tallarn-sand', color: '#A67610' }),
  paintRow({ id: 'id-red', name: 'Flat Red', brand: 'Vallejo', type: 'Acrylic', color: '#8A1A1B', quantity: 0 }),
];
/** A wished paint of high priority, near in colour to an owned one ("You own: Same colour — My Mix"). */
const wished = [
  paintRow({ id: 'id-wish', name: 'Mephiston Red', color: '#9A1115', isWishlist: true, status: 'wishlist', quantity: 0, priority: 'high' }),
];

// The painter's and the makers' words: paint names, brands, ranges.
const allow = [
  'Abaddon Black',
  'My Mix',
  'Tallarn Sand',
  'Balor Brown',
  'Flat Red',
  'Mephiston Red',
  'Citadel',
  'Vallejo',
  'Base',
  'Layer',
];

afterEach(() => showLanguage('en'));

// Issue 38: the inventory's lists (toolbar, empty states, figures, the rows and tiles with their buttons, menus and
// labels, the selection mode, the shopping list) in the pseudo-locale (any hard-coded English) and in each language.
// The import and the paint database have their own files.
describe.each(checkedLanguages)('the inventory in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it.each(['inventory', 'wishlist'] as const)('an empty %s has no English left', async (kind) => {
    renderScreen(<PaintList kind={kind} paints={[]} onBrowse={() => undefined} />, { user: painter });
    // The list's own section: the app's toast region around it is the shell's words, checked with the shell.
    expectNoEnglish((await screen.findAllByRole('heading', { level: 2 }))[0]!.closest('section')!);
  });

  it('the collection figures have no English left', () => {
    renderScreen(<CollectionFigures inventory={owned} wishlist={wished} />);
    expectNoEnglish(screen.getByTestId('collection-figures'), { allow });
  });

  it('the rows and tiles of the inventory, a row’s menu and the selection have no English left', async () => {
    await signedInWithDatabase();
    await catalogDatabase().paints.bulkPut(catalogPaints);
    const { user } = renderScreen(<PaintList kind="inventory" paints={owned} onBrowse={() => undefined} />, { user: painter });
    const list = await screen.findByRole('list', { name: t('inventory.inventoryPaints') });
    // "Discontinued · replaced by Balor Brown · Layer", once the catalog is read.
    expect((await within(list).findByTestId('discontinued')).textContent).toContain(t('inventory.row.replacedBy'));
    const section = list.closest('section')!;
    expectNoEnglish(section, { allow });

    await user.click(within(list).getByRole('button', { name: t('inventory.row.more', { name: 'Abaddon Black' }) }));
    expectNoEnglish(await screen.findByRole('menu'), { allow });
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: t('inventory.gridView') }));
    await within(section).findAllByRole('button', { name: t('inventory.row.increase', { name: 'Abaddon Black' }) });
    expectNoEnglish(section, { allow });

    await user.click(screen.getByRole('button', { name: t('inventory.selectPaints') }));
    await within(section).findByRole('button', { name: t('inventory.row.select', { name: 'Abaddon Black' }) });
    expectNoEnglish(section, { allow: [...allow, /^CSV · \S+$/] });
  });

  it('the wishlist’s rows, with their priority, "Bought" and the owned paints near in colour, have no English left', async () => {
    renderScreen(<PaintList kind="wishlist" paints={wished} owned={owned} onBrowse={() => undefined} />, { user: painter });
    const list = await screen.findByRole('list', { name: t('inventory.wishlistPaints') });
    await within(list).findByTestId('near-owned');
    within(list).getByText(t('inventory.row.priority', { priority: 'high' }));
    expectNoEnglish(list.closest('section')!, { allow });
  });

  it('the shopping list’s text has no English left', () => {
    const text = shoppingListText([...wished, { ...owned[3]!, priority: 'medium' }, { ...owned[1]!, priority: 'high' }]);
    const { container } = renderScreen(<pre>{text}</pre>);
    expectNoEnglish(container, { allow: [...allow, /#[0-9A-F]{6}/] });
  });
});
