// First: it installs fake-indexeddb before anything opens a database.
import { signedInWithDatabase } from '../../testing/user-database';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { t } from '../../i18n/t';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { paintRow } from '../../testing/paint-rows';
import { painter, renderScreen } from '../../testing/render';
import { PaintDialog } from './paint-dialog';

const pot = paintRow();
// The paint's own words, and the spec's paint types and brands the menus offer as their makers name them.
const data = ['Abaddon Black', 'Citadel', 'Base'];

/**
 * The dialog without what is still English (issue 38, left for the next pass): the brand and type menus' options
 * (the spec's paint types, and "Other"), and the shared paint schema's refusals. Everything else the dialog says is
 * checked.
 */
function withoutLeftEnglish(dialog: HTMLElement): HTMLElement {
  const copy = dialog.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('option').forEach((element) => element.remove());
  return copy;
}

afterEach(() => showLanguage('en'));

// Issue 38: Add Paint, Edit Paint (with running low and the deletion's question) and a wished paint's "Mark as bought"
// with its refusal, in the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the paint dialog in %s', (language) => {
  beforeEach(async () => {
    await showLanguage(language);
    await signedInWithDatabase();
  });

  it('adding a paint has no English left', async () => {
    renderScreen(<PaintDialog open onOpenChange={() => undefined} list="inventory" paint={null} />, { user: painter });
    expectNoEnglish(withoutLeftEnglish(await screen.findByRole('dialog')), { allow: data });
  });

  it('editing an owned paint, and the question before deleting it, have no English left', async () => {
    const { user } = renderScreen(<PaintDialog open onOpenChange={() => undefined} list="inventory" paint={pot} />, { user: painter });
    expectNoEnglish(withoutLeftEnglish(await screen.findByRole('dialog')), { allow: data });
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
    expectNoEnglish(withoutLeftEnglish(dialog), { allow: data });
  });
});
