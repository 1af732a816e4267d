// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { addFormBrands, fieldLimits } from '@paintforge/sync-protocol';
import { formatCount } from '../../components/format-count';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { paintRow } from '../../testing/paint-rows';
import { painter, renderScreen } from '../../testing/render';
import { PaintDialog } from './paint-dialog';
import { addFormTypes, editFormBrands, editFormTypes } from './paint-options';
import { plainPaintTypes } from './paint-type-text';

const pot = paintRow();

/**
 * What the dialog shows as the makers name it: the paint's own words, the brands, and the types that are a maker's
 * range name (Base, Layer, Game Color…). "Other" and the plain type words (Metallic, Primer…) are not among them: they
 * are checked, as is every other word the dialog says. Whole texts, so a brand's name allows nothing else.
 */
const makersNames = [
  ...addFormBrands,
  ...editFormBrands,
  ...[...addFormTypes, ...editFormTypes].filter((type) => !plainPaintTypes.has(type)),
].filter((name) => name !== 'Other');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const data = ['Abaddon Black', new RegExp(`^(${makersNames.map(escape).join('|')})$`)];

afterEach(() => showLanguage('en'));

// Issue 38: Add Paint, Edit Paint (with running low and the deletion's question) and a wished paint's "Mark as bought"
// with its refusal, their brand and type menus, and the paint schema's refusals, in the pseudo-locale (any hard-coded
// English) and in each language.
describe.each(checkedLanguages)('the paint dialog in %s', (language) => {
  beforeEach(async () => {
    await showLanguage(language);
    await signedInWithDatabase();
  });

  it('adding a paint, with its menus, has no English left', async () => {
    renderScreen(<PaintDialog open onOpenChange={() => undefined} list="inventory" paint={null} />, { user: painter });
    const dialog = await screen.findByRole('dialog');
    const brandOptions = [...within(dialog).getByLabelText(t('inventory.dialog.brand')).querySelectorAll('option')];
    const typeOptions = [...within(dialog).getByLabelText(t('inventory.dialog.type')).querySelectorAll('option')];
    // "Other" is the painter's word, its value still the spec's.
    expect(brandOptions.find((option) => option.value === 'Other')?.textContent).toBe(t('inventory.brandOther'));
    expect(typeOptions.find((option) => option.value === 'Metallic')?.textContent).toBe(t('inventory.paintType.metallic'));
    expectNoEnglish(dialog, { allow: data });
  });

  it('the refusals of an empty form, a wrong colour, a name too long and no quantity have no English left', async () => {
    const { user } = renderScreen(<PaintDialog open onOpenChange={() => undefined} list="inventory" paint={null} />, { user: painter });
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(t('inventory.dialog.color')));
    await user.clear(within(dialog).getByLabelText(t('inventory.dialog.quantity')));
    await user.click(within(dialog).getByRole('button', { name: t('inventory.addPaint') }));
    await within(dialog).findByText(t('inventory.dialog.nameRequired'));
    for (const refusal of [
      t('inventory.dialog.brandRequired'),
      t('inventory.dialog.typeRequired'),
      t('inventory.dialog.colorRequired'),
      t('inventory.dialog.quantityRange', { max: formatCount(fieldLimits.quantityMax) }),
    ])
      expect(dialog.textContent).toContain(refusal);
    expectNoEnglish(dialog, { allow: data });

    await user.type(within(dialog).getByLabelText(t('inventory.dialog.color')), '#12');
    fireEvent.change(within(dialog).getByLabelText(t('inventory.dialog.name')), { target: { value: 'x'.repeat(fieldLimits.nameMax + 1) } });
    await within(dialog).findByText(t('inventory.dialog.colorInvalid'));
    expect(dialog.textContent).toContain(t('inventory.dialog.tooLong', { max: fieldLimits.nameMax }));
    expectNoEnglish(dialog, { allow: [...data, /^x+$/] });
  });

  it('editing an owned paint, with its menus, and the question before deleting it, have no English left', async () => {
    const { user } = renderScreen(<PaintDialog open onOpenChange={() => undefined} list="inventory" paint={pot} />, { user: painter });
    expectNoEnglish(await screen.findByRole('dialog'), { allow: data });
    await user.click(screen.getByRole('button', { name: t('inventory.dialog.delete') }));
    expectNoEnglish(await screen.findByRole('alertdialog'), { allow: data });
  });

  it('a wished paint, its priority and "Mark as bought" with a wrong count, have no English left', async () => {
    const wished = paintRow({ isWishlist: true, status: 'wishlist', quantity: 0 });
    const { user } = renderScreen(<PaintDialog open onOpenChange={() => undefined} list="wishlist" paint={wished} />, { user: painter });
    const dialog = await screen.findByRole('dialog');
    await user.clear(screen.getByLabelText(t('inventory.dialog.potsBought')));
    await user.click(screen.getByRole('button', { name: t('inventory.dialog.markBought') }));
    await screen.findByText(t('inventory.dialog.boughtRange'));
    expectNoEnglish(dialog, { allow: data });
  });
});
