import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addPaint } from '../../data/collection/paints';
import { createArmy, createScheme, updateArmy } from '../../data/armies/armies';
import { t } from '../../i18n/t';
import { painter, renderScreen } from '../../testing/render';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { signedInWithDatabase } from '../../testing/user-database';
import ArmiesPage from './armies-page';

// The painter's words (army, unit, scheme and part names; the spec's techniques are shown in the painter's language) and the makers' (paints, brands)
// stay as they are; so do the roster's unit names.
const allow = [
  'Iron Wardens',
  'Cinder Guard',
  'Ultramarines',
  'Macragge Blue',
  'Calgar Blue',
  'Mephiston Red',
  'Citadel',
  'Armour',
  'Eyes',
  'Intercessors',
  'Hellblasters',
  /×\d+/,
];

const paint = (catalogId: string, name: string, color: string) => ({
  catalogId,
  name,
  brand: 'Citadel',
  color,
  type: 'Base',
  range: 'Base',
});

async function wardens() {
  const db = await signedInWithDatabase();
  await Promise.all([db.armies.clear(), db.units.clear(), db.schemes.clear(), db.projects.clear(), db.paints.clear()]);
  await addPaint({ name: 'Macragge Blue', brand: 'Citadel', color: '#0D407F', type: 'Base', catalogId: 'cat-macragge' });
  const schemeId = await createScheme('Ultramarines', [
    { part: 'Armour', paint: paint('cat-macragge', 'Macragge Blue', '#0D407F'), technique: null, notes: null, unsure: false },
    { part: 'Armour', paint: paint('cat-calgar', 'Calgar Blue', '#2A497F'), technique: 'Edge Highlight', notes: null, unsure: true },
    { part: 'Eyes', paint: paint('cat-mephiston', 'Mephiston Red', '#9A1115'), technique: null, notes: null, unsure: false },
  ]);
  const armyId = await createArmy({ name: 'Iron Wardens', points: 2000, units: [{ name: 'Cinder Guard', modelCount: 10, points: 200 }] });
  await updateArmy(armyId, { schemeId });
  return armyId;
}

const openArmies = (at = '/armies') => renderScreen(<ArmiesPage />, { user: painter, path: '/armies/:armyId?', at });

afterEach(() => showLanguage('en'));

// Issue 38: the armies screens (list, shopping list, schemes, one army, its units and dialogs, the roster import) in
// the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the armies in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('the list, the shopping list and the schemes have no English left', async () => {
    await wardens();
    const { container, user } = openArmies();
    await screen.findByRole('article', { name: 'Ultramarines' });
    await screen.findAllByTestId('shopping-line');
    expectNoEnglish(container, { allow });

    await user.click(screen.getByRole('button', { name: t('armies.newScheme') }));
    expectNoEnglish(await screen.findByRole('dialog'), { allow });
  });

  it('one army, a unit and its dialogs have no English left', async () => {
    const armyId = await wardens();
    const { container, user } = openArmies(`/armies/${armyId}`);
    const unit = await screen.findByRole('listitem', { name: 'Cinder Guard' });
    await screen.findByText(t('armies.noPace', { weeks: 8 }));
    expect(container.querySelector('#burn-down-heading')).not.toBeNull();
    // The burn-down chart too (its words are the pile area's): its table shows where the chart cannot draw.
    expectNoEnglish(container, { allow });

    await user.click(within(unit).getByRole('button', { name: t('armies.iOwnSome') }));
    expectNoEnglish(await screen.findByRole('dialog'), { allow });
    await user.keyboard('{Escape}');
    await user.click(within(unit).getByRole('button', { name: t('armies.linkEntries') }));
    expectNoEnglish(await screen.findByRole('dialog'), { allow });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: t('armies.editArmy') }));
    expectNoEnglish(await screen.findByRole('dialog'), { allow });
  });

  it('the roster import and its preview have no English left', async () => {
    await wardens();
    const { user } = openArmies();
    await user.click(await screen.findByRole('button', { name: t('armies.import') }));
    const dialog = await screen.findByRole('dialog');
    expectNoEnglish(dialog, { allow });
    await user.type(within(dialog).getByLabelText(t('armies.paste')), 'TROOPS{enter}10x Intercessors{enter}5 Hellblasters (150 pts)');
    await user.click(within(dialog).getByRole('button', { name: t('armies.readPasted') }));
    await within(dialog).findByRole('table');
    expectNoEnglish(dialog, { allow });
  });

  it('the signed-out page has no English left', () => {
    const { container } = renderScreen(<ArmiesPage />);
    expectNoEnglish(container);
  });
});
