// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { catalogDatabase } from '../../data/catalog/catalog-database';
import { addPaint } from '../../data/collection/paints';
import { createBackup } from '../../data/transfer/backup';
import { paintCsvColumns } from '../../data/transfer/csv-headers';
import { importFileLimits } from '../../data/transfer/import-limits';
import { t } from '../../i18n/t';
import { pseudoLocale } from '../../i18n/language-choice';
import { activeLocale } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { painter, renderScreen } from '../../testing/render';
import { ImportDialog } from './import-dialog';
import { previewPageSize } from './preview-pages';

// Nuln Oil, owned already; Macragge Blue in two pots (the preview offers the other), one of them no longer made.
const citadel = { brand: 'Citadel', userId: null };
const catalogPaints = [
  { ...citadel, id: 'cat-nuln', name: 'Nuln Oil', range: 'Shade', type: 'Shade', color: '#14100E', position: 0 },
  { ...citadel, id: 'cat-macragge', name: 'Macragge Blue', range: 'Base', type: 'Base', color: '#0D407F', position: 1 },
  {
    ...citadel,
    id: 'cat-macragge-air',
    name: 'Macragge Blue',
    range: 'Air',
    type: 'Air',
    color: '#0D407F',
    position: 2,
    discontinued: true,
  },
];

/**
 * A CSV as painters write it: a paint already owned, one of their own ("Other"), and a row for each reason one is
 * left out, then enough nameless rows that the preview pages its list.
 */
const csv = [
  'Name,Brand,Type,Color,Quantity',
  'Nuln Oil,Citadel,Shade,#14100E,2',
  'My Own Mix,Other,Layer,#123456,1',
  'Mix Two,,Layer,#123456,1',
  'Mix Three,Citadel,Layer,#12,1',
  'Mix Four,Citadel,Layer,#123456,-1',
  ...Array.from({ length: previewPageSize }, () => ',Citadel,Base,#000000,1'),
].join('\n');

const toastWith = async (title: string) => (await screen.findByText(title, { selector: 'li *' })).closest('li') as HTMLElement;

/** The data's words: paint names, brands, ranges, what the painter typed; in the pseudo-locale the CSV's own columns. */
function allowed() {
  const words = ['Nuln Oil', 'Abaddon Black', 'My Own Mix', 'Mix Two', 'Mix Three', 'Mix Four', 'Macragge Blue', 'Citadel'];
  const ranges = /^(Shade|Base|Air)$|· (Shade|Base|Air)|\d+x|macragge blue|no such paint|paintforge-backup\.json/;
  return activeLocale() === pseudoLocale ? [...words, ranges, ...paintCsvColumns] : [...words, ranges];
}

afterEach(() => showLanguage('en'));

// Issue 38: "Import and backup" with its CSV preview (the rows, another pot of a name, a paint already held, the rows
// left out and why), a pasted list, a backup's summary, and the toasts of an import and of a refused file, in the
// pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the import in %s', (language) => {
  beforeEach(async () => {
    await showLanguage(language);
    const db = await signedInWithDatabase();
    await Promise.all([db.paints.clear(), db.outbox.clear(), catalogDatabase().paints.clear()]);
    await catalogDatabase().paints.bulkPut(catalogPaints);
    await addPaint({
      name: 'Nuln Oil',
      brand: 'Citadel',
      color: '#14100E',
      type: 'Shade',
      range: 'Shade',
      catalogId: 'cat-nuln',
      quantity: 1,
    });
  });

  it('the dialog, a CSV’s preview and the import’s toast have no English left', async () => {
    const { user } = renderScreen(<ImportDialog open onOpenChange={() => undefined} list="inventory" />, { user: painter });
    const dialog = await screen.findByRole('dialog', { name: t('inventory.import.title') });
    expectNoEnglish(dialog, { allow: allowed() });

    const [csvInput] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(csvInput!, new File([csv], 'paints.csv', { type: 'text/csv' }));
    const preview = await within(dialog).findByRole('list', { name: t('inventory.import.paintsToImport') });
    within(preview).getByRole('group', { name: t('inventory.import.alreadyHeld', { name: 'Nuln Oil · Shade' }) });
    within(dialog).getByRole('list', { name: t('inventory.import.notImported') });
    within(dialog).getByRole('button', { name: t('inventory.import.showMore', { count: 3, left: '3' }) });
    expectNoEnglish(dialog, { allow: allowed() });

    await user.click(within(dialog).getByRole('button', { name: t('inventory.import.confirm') }));
    expectNoEnglish(await toastWith(t('inventory.import.complete')), { allow: allowed() });
  });

  it('a pasted list with another pot of a name and a name the database lacks has no English left', async () => {
    const { user } = renderScreen(<ImportDialog open onOpenChange={() => undefined} list="wishlist" />, { user: painter });
    const dialog = await screen.findByRole('dialog', { name: t('inventory.import.title') });
    expectNoEnglish(dialog, { allow: allowed() });
    await user.type(within(dialog).getByLabelText(t('inventory.import.paste')), 'macragge blue{enter}no such paint');
    await user.click(within(dialog).getByRole('button', { name: t('inventory.import.matchNames') }));
    await within(dialog).findByRole('combobox', { name: t('inventory.import.potFor', { name: 'macragge blue' }) });
    expectNoEnglish(dialog, { allow: allowed() });
  });

  it('a backup’s summary, and a file too large to import, have no English left', async () => {
    const { user } = renderScreen(<ImportDialog open onOpenChange={() => undefined} list="inventory" />, { user: painter });
    const dialog = await screen.findByRole('dialog', { name: t('inventory.import.title') });
    const [csvInput, backupInput] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]');

    const big = Object.defineProperty(new File(['Name'], 'paints.csv'), 'size', { value: importFileLimits.maxBytes + 1 });
    await user.upload(csvInput!, big);
    expectNoEnglish(await toastWith(t('inventory.import.failed')), { allow: allowed() });

    const backup = JSON.stringify(await createBackup());
    await user.upload(backupInput!, new File([backup], 'paintforge-backup.json', { type: 'application/json' }));
    expect(await within(dialog).findByText(new RegExp(t('inventory.import.noPhotos').replace('.', '\\.')))).toBeTruthy();
    expectNoEnglish(dialog, { allow: allowed() });
  });
});
