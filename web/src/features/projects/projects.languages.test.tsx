import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addPaint } from '../../data/collection/paints';
import { addWipPhoto } from '../../data/collection/project-stages';
import { createProject } from '../../data/collection/projects';
import { addRecipePaint } from '../../data/collection/recipes';
import de from '../../i18n/locales/de';
import { t } from '../../i18n/t';
import { painter, renderScreen } from '../../testing/render';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { signedInWithDatabase } from '../../testing/user-database';
import ProjectsPage from './projects-page';
import { recipeCardText } from './recipe-card-image';
import { cardFileName } from './share-text';

/** The smallest bytes the device takes as a JPEG: a timeline photo needs no pixels here. */
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x03, 0x01, 0xff, 0xd9])], { type: 'image/jpeg' });

// The painter's own words (names, notes, parts they typed) and the makers' (paints, brands, types) stay as they are;
// so do a link's scheme and Intl's dates (the pseudo-locale has none of its own: Intl writes its dates in English).
const allow = [
  'Crimson Knight',
  'Mephiston Red',
  'Citadel',
  'Base',
  'Armor',
  'Two thin coats',
  'A knight in red',
  'https://…',
  /×\d+/,
  /[A-Z][a-z]{2} \d{1,2}, \d{4}/,
];

async function knightWithRecipe() {
  const db = await signedInWithDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
  const projectId = await createProject({ name: 'Crimson Knight', description: 'A knight in red', stage: 'painted', modelCount: 3 });
  const red = await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base', status: 'wishlist' });
  await addRecipePaint(projectId, { paintId: red, partName: 'Armor', technique: 'Dry Brush', usageNotes: 'Two thin coats' });
  await addWipPhoto(projectId, 'primed', jpeg, jpeg);
}

async function openGallery() {
  const view = renderScreen(<ProjectsPage />, { user: painter });
  const card = await screen.findByRole('listitem', { name: 'Crimson Knight' });
  return { ...view, card };
}

afterEach(() => showLanguage('en'));

// Issue 38: the gallery's dialogs (details with recipe, parts, stages and photos; add and edit; the share menu) in the
// pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the gallery in %s', (language) => {
  beforeEach(async () => {
    await showLanguage(language);
    await knightWithRecipe();
  });

  it('the card and the details dialog (recipe, models, timeline, add paint form) have no English left', async () => {
    const { user, card } = await openGallery();
    expectNoEnglish(card, { allow });
    await user.click(within(card).getByRole('button', { name: t('projects.viewDetailsOf', { name: 'Crimson Knight' }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Crimson Knight' });
    await within(dialog).findByRole('listitem', { name: 'Mephiston Red' });
    await within(dialog).findByText(t('projects.onWishlist'), { exact: false });
    await within(dialog).findByRole('button', {
      name: t('projects.wipView', { label: t('projects.wipPhotoLabel', { stage: t('stage.primed'), number: 1 }) }),
    });
    expectNoEnglish(dialog, { allow });

    await user.click(within(dialog).getByRole('button', { name: t('projects.addPaint') }));
    const form = await within(dialog).findByRole('form', { name: t('projects.addPaintForm') });
    expectNoEnglish(form, { allow });
    await user.click(within(form).getByRole('radio', { name: t('projects.customPaint') }));
    expectNoEnglish(form, { allow: [...allow, 'Highlight', 'Layer', 'Metallic', 'Shade'] });
  });

  it('the edit dialog and the share menu have no English left', async () => {
    const { user, card } = await openGallery();
    await user.click(within(card).getByRole('button', { name: t('projects.editNamed', { name: 'Crimson Knight' }) }));
    const dialog = await screen.findByRole('dialog', { name: t('projects.editTitle') });
    expectNoEnglish(dialog, { allow });
    await user.click(within(dialog).getByRole('button', { name: t('projects.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card).getByRole('button', { name: t('projects.shareNamed', { name: 'Crimson Knight' }) }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText(t('projects.sharePrivate'));
    expectNoEnglish(menu, { allow });
  });

  it('the add dialog has no English left', async () => {
    const { user } = await openGallery();
    await user.click(screen.getAllByRole('button', { name: t('projects.add') })[0]!);
    expectNoEnglish(await screen.findByRole('dialog', { name: t('projects.add') }), { allow });
  });
});

describe('the recipe card image', () => {
  const rows = [
    {
      partName: 'Armor',
      technique: 'Dry Brush',
      usageNotes: 'Two thin coats',
      paint: { name: 'Mephiston Red', brand: 'Citadel', color: '#9A1115', type: 'Base' },
    },
  ];

  it('draws its words in the painter’s language (technique and footer), the painter’s own as they wrote them', async () => {
    await showLanguage('de');
    const card = recipeCardText({ name: 'Crimson Knight' }, rows);
    expect(card.footer).toBe(de['projects.cardFooter']);
    expect(card.parts).toEqual([
      { part: 'Armor', paints: [expect.objectContaining({ name: 'Mephiston Red', detail: 'Citadel · Base · Trockenbürsten' })] },
    ]);
    expect(card.title).toBe('Crimson Knight');
  });

  it('names its file in the painter’s language, the miniature’s name kept to letters and digits', async () => {
    await showLanguage('de');
    expect(cardFileName('Blood Angel (Sergeant)')).toBe('blood-angel-sergeant-rezept.jpg');
    expect(cardFileName('<<<>>>')).toBe('miniatur-rezept.jpg');
    await showLanguage('pl');
    expect(cardFileName('Blood Angel')).toBe('blood-angel-przepis.jpg');
  });

  it('draws the spec’s words in English', async () => {
    await showLanguage('en');
    const card = recipeCardText({ name: 'Crimson Knight' }, rows);
    expect(card.footer).toBe('Made with The Paint Forge');
    expect(card.parts[0]!.paints[0]!.detail).toBe('Citadel · Base · Dry Brush');
  });
});
