import { downloadedBytes, screenshotIfAsked } from './browser.js';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { useSharedServer } from './own-server.js';

/**
 * Issue 21's must-show on a 390x844 phone: twenty pasted names each match the brush-on pot (never Air or Spray),
 * re-importing the export changes nothing, and the recipe picker tells the three Macragge Blue pots apart, owned first.
 */

const { server, phoneContext } = useSharedServer();

/** Twenty names a Citadel painter pastes, each also sold as an Air pot or a Spray can; the pot each means. */
const pasted: readonly (readonly [string, string])[] = [
  ['Abaddon Black', 'Base'],
  ['Mephiston Red', 'Base'],
  ['Macragge Blue', 'Base'],
  ['Leadbelcher', 'Base'],
  ['Retributor Armour', 'Base'],
  ['Kantor Blue', 'Base'],
  ['Administratum Grey', 'Layer'],
  ['Wraithbone', 'Base'],
  ['Corax White', 'Base'],
  ['White Scar', 'Layer'],
  ['Zandri Dust', 'Base'],
  ['Balthasar Gold', 'Base'],
  ['Averland Sunset', 'Base'],
  ['Caliban Green', 'Base'],
  ['Khorne Red', 'Base'],
  ['Evil Sunz Scarlet', 'Layer'],
  ['Ushabti Bone', 'Layer'],
  ['Death Guard Green', 'Base'],
  ['Mechanicus Standard Grey', 'Base'],
  ['Dawnstone', 'Layer'],
];

const inventoryRows = (page: Page) => page.getByRole('list', { name: 'Inventory paints' }).getByRole('listitem');

describe('a catalog a painter can trust', () => {
  it('pasted names match brush-on pots, the export re-imports as nothing new, the picker tells pots apart', async () => {
    const session = await verifiedUser(server().url, server().dataDir, newUser('trust'));
    const context = await phoneContext();
    const page = await context.newPage();
    await signInPage(page, session, '/inventory?view=catalog');
    await expect.poll(() => page.getByText(/5,?805 paints/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await waitForServiceWorker(page);

    // Paste twenty names: each preview row is the brush-on pot, range shown.
    await page.getByRole('tab', { name: /Inventory/ }).click();
    await page.getByRole('button', { name: 'Import and backup' }).click();
    const sheet = page.getByRole('dialog', { name: 'Import and backup' });
    await sheet.getByLabel('Or paste paint names, one a line').fill(pasted.map(([name]) => name).join('\n'));
    await sheet.getByRole('button', { name: 'Match names' }).click();
    const preview = sheet.getByRole('list', { name: 'Paints to import' });
    await preview.waitFor();
    const labels = await preview.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(labels).toEqual(pasted.map(([name, range]) => `${name} · ${range}`));
    // Every match is Citadel's: a name no other brand sells is never matched across brands.
    expect(
      await preview.getByRole('listitem').evaluateAll((items) => items.filter((item) => !item.textContent?.includes('· Citadel')).length),
    ).toBe(0);
    // Macragge Blue can be switched to its other pots, told apart by range.
    const pot = sheet.getByRole('combobox', { name: 'Pot for Macragge Blue' });
    expect(await pot.locator('option').allTextContents()).toEqual(['Macragge Blue · Base', 'Macragge Blue · Air', 'Macragge Blue · Spray']);
    expect(await sheet.getByText('20 paints will be added to your inventory.').count()).toBe(1);
    await screenshotIfAsked(page, 'trust-paste');
    await sheet.getByRole('button', { name: 'Import' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('tab', { name: /Inventory \(20\)/ }).count(), { timeout: 10_000 }).toBe(1);
    expect(await inventoryRows(page).first().textContent()).toMatch(/· (Base|Layer|Shade)/);

    // Add Paint: the owned pot is suggested first, with "you own 1" beside it, the other pots after it.
    await page.getByRole('button', { name: 'Add Paint', exact: true }).click();
    const addPaint = page.getByRole('dialog', { name: 'Add Paint' });
    await addPaint.getByLabel('Name', { exact: true }).fill('macragge');
    const options = addPaint.getByRole('listbox', { name: 'Paints from the database' }).getByRole('option');
    // The owned count comes from a live query of the inventory that can land a render after the suggestions: poll the texts.
    await expect
      .poll(() => options.allTextContents())
      .toEqual(['Macragge Blue · Base · Citadelyou own 1', 'Macragge Blue · Air · Citadel', 'Macragge Blue · Spray · Citadel']);
    await screenshotIfAsked(page, 'trust-add-paint');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await addPaint.waitFor({ state: 'detached' });

    // Export everything, then import that file into the same account: every paint is already owned, nothing is added.
    await page.getByRole('button', { name: 'Select paints' }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Brand,Type,Color,Quantity,Range,Catalog ID');
    expect(lines).toHaveLength(21);
    expect(lines.filter((line) => /,(Air|Spray),/.test(line))).toEqual([]);
    await page
      .getByRole('button', { name: 'Cancel' })
      .click()
      .catch(() => undefined);

    await page.getByRole('button', { name: 'Import and backup' }).click();
    await sheet.getByLabel(/A CSV file/).setInputFiles({ name: 'paint-inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await preview.waitFor();
    // What the list holds is read when the dialog opens, beside the file: the counts fill in once it has loaded.
    await expect
      .poll(() => preview.getByTestId('already').allTextContents())
      .toEqual(Array.from({ length: 20 }, () => 'Already owned ×1 →'));
    expect(await sheet.getByText('Nothing to add.').count()).toBe(1);
    expect(await sheet.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await screenshotIfAsked(page, 'trust-reimport');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: /Inventory \(20\)/ }).count()).toBe(1);

    // The catalog: a family's cards name each other, and say which pot the painter owns; a discontinued paint names
    // its successor with the colour difference; a wash is drawn in two stops, labelled as an approximation.
    await page.goto('/inventory?view=catalog');
    await page.getByLabel('Search paints').fill('macragge blue');
    const air = page.getByRole('listitem', { name: 'Macragge Blue · Air, Citadel', exact: true });
    await expect.poll(() => air.getByTestId('family-owned').textContent()).toBe('You own the Base pot');
    expect(await air.getByTestId('family').textContent()).toContain('Also:BaseSpray');
    await page.getByLabel('Search paints').fill('balor brown');
    const oldAir = page.getByRole('listitem', { name: 'Balor Brown · Air, Citadel', exact: true });
    // The results follow the typed words a frame later (a deferred value): wait for the card, not for a moment.
    await expect.poll(() => oldAir.getByText('Discontinued').count()).toBe(1);
    // An Air pot is not "now sold as" the Layer pot: the closest current paint, with how close.
    expect(await oldAir.getByTestId('successor').textContent()).toMatch(/^Closest current paint: Balor Brown · Layer \(ΔE \d+\.\d\)$/);
    await page.getByLabel('Search paints').fill('nulnoil');
    const nuln = page.getByRole('listitem', { name: 'Nuln Oil · Shade, Citadel', exact: true });
    await nuln.waitFor();
    expect(await nuln.locator('[data-two-stop]').count()).toBe(1);
    expect(await nuln.textContent()).toContain('approximate swatch: thin over white / pooled');
    await screenshotIfAsked(page, 'trust-catalog');

    // The recipe picker: "macragge" lists the owned Base pot first, then the Air pot and the Spray can.
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Add Painted Miniature' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Painted Miniature' });
    await add.getByLabel('Miniature name').fill('Ultramarine');
    await add.getByRole('button', { name: 'Add Miniature' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'View details of Ultramarine' }).click();
    const details = page.getByRole('dialog', { name: 'Ultramarine' });
    await details.getByRole('button', { name: 'Add Paint' }).click();
    await details.getByLabel('Search paints').fill('macragge');
    const suggestions = details.getByRole('list', { name: 'Paint suggestions' }).getByRole('button');
    // Polled as a whole: until the painter's own paints have loaded, the three catalog pots alone fill the list.
    await expect
      .poll(() => suggestions.allTextContents())
      .toEqual(['Macragge Blue · Base (Citadel) Yours', 'Macragge Blue · Air (Citadel)', 'Macragge Blue · Spray (Citadel)']);
    await screenshotIfAsked(page, 'trust-picker');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
