import { expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { axeProblems, newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { downloadedBytes, screenshotIfAsked, watchedPage } from './browser.js';
import { useSharedServer } from './own-server.js';
import { sharedPhone } from './shared-phone.js';

/**
 * One painter's phone at 390x844, its pile then its armies; the two tests share its context, sign-in and the service
 * worker's precache (the armies' owned models go onto the same pile).
 *
 * Issue 26's must-show for the pile: a 10-model box added and moved through three stages offline, the counts and the
 * burn-down following; the painter's own stage name and monthly goal set offline too; a reload offline keeps it all;
 * back online, the server has the stage and every move of its history.
 *
 * Issue 35's must-show for the armies: a BattleScribe .rosz imported (preview, then saved), owned models linked to a
 * unit, a scheme made from the catalog and given to the army, the shopping list naming the missing models and paint,
 * "Add all to wishlist", an offline reload that shows it all, and the wishlist on the server once back online.
 */
const { server, phoneContext } = useSharedServer();
// Offline, the browser logs the requests that could not go out; the app expects them.
const offlineNoise = [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/];

const painter = sharedPhone(async () => {
  const session = await verifiedUser(server().url, server().dataDir, newUser('pile-armies'));
  const context = await phoneContext();
  return { session, context, ...(await watchedPage(context, offlineNoise)) };
});

/** A stage's legend text ("Primed10"), or null while the page shows no counts (polled, so no long wait inside). */
const count = (page: Page, stage: string) =>
  page
    .getByTestId(`stage-count-${stage}`)
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** The burn-down table's row for this month: bought, painted, pile. */
async function thisMonth(page: Page): Promise<string[]> {
  const table = page.locator('#burn-down-table');
  if ((await table.count()) === 0) await page.getByRole('button', { name: 'Show as table' }).click();
  return table.locator('tbody tr').last().locator('td').allTextContents();
}

const cost = (points: number) => `<costs><cost name="pts" typeId="points" value="${points}.0"/></costs>`;
const models = (name: string, number: number, points: number) =>
  `<selection name="${name}" number="${number}" type="model"><selections><selection name="Bolt rifle" number="${number}" type="upgrade"/></selections>${cost(points)}</selection>`;
const rosz = zipSync({
  'Iron Wardens.ros': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r" name="Iron Wardens" gameSystemName="Warhammer 40,000" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  ${cost(250)}
  <forces><force name="Patrol" catalogueName="Ultramarines"><selections>
    <selection name="Battle Size" number="1" type="upgrade">${cost(0)}</selection>
    <selection name="Intercessor Squad" number="1" type="unit"><selections>${models('Intercessor Sergeant', 1, 20)}${models('Intercessor', 4, 80)}</selections>${cost(0)}</selection>
    <selection name="Hellblasters" number="1" type="unit"><selections>${models('Hellblaster', 5, 150)}</selections>${cost(0)}</selection>
  </selections></force></forces>
</roster>`),
});

const shoppingLines = (page: Page) => page.getByTestId('shopping-line').allTextContents();
const unitModels = (page: Page, unit: string) => page.getByRole('listitem', { name: unit }).getByTestId('unit-models').textContent();

it('a box moves through three stages offline, survives a reload offline, and reaches the server', async () => {
  const { session, context, page, errors } = painter();
  await signInPage(page, session, '/pile');
  await page.getByRole('heading', { name: 'Your pile is empty' }).waitFor();
  await waitForServiceWorker(page);
  // On a phone the header's links are in its menu: Pile is there, as the current page.
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  const pileLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pile' });
  expect(await pileLink.getAttribute('aria-current')).toBe('page');
  await page.getByRole('button', { name: 'Navigation menu' }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add a box' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a box' });
  await dialog.getByLabel('Name').fill('Intercessors');
  await dialog.getByLabel('Models').fill('10');
  await dialog.getByLabel('Stage').selectOption('primed');
  await dialog.getByRole('button', { name: 'Add box' }).click();
  await dialog.waitFor({ state: 'detached' });

  await expect.poll(() => count(page, 'primed')).toBe('Primed10');
  await expect.poll(() => page.getByTestId('burn-down-chart').getAttribute('data-state')).toBe('drawn');
  expect(await page.getByTestId('burn-down-chart').locator('canvas').count()).toBeGreaterThan(0);
  expect(await thisMonth(page)).toEqual(['10', '0', '10']);
  await screenshotIfAsked(page, 'pile-box', { fullPage: true });

  for (const [from, to] of [
    ['primed', 'Painting'],
    ['painting', 'Painted'],
    ['painted', 'Based'],
  ] as const) {
    await page.getByRole('button', { name: `Move Intercessors on to ${to}` }).click();
    // A box of several models asks how many (issue 35): all ten move together.
    await page.getByRole('button', { name: `Move 10 of 10 to ${to}` }).click();
    await expect.poll(() => count(page, from)).toMatch(/0$/);
    await expect.poll(() => count(page, to.toLowerCase())).toBe(`${to}10`);
  }
  // Painted this month: the chart's painted and pile follow.
  await expect.poll(() => thisMonth(page)).toEqual(['10', '10', '0']);
  await expect.poll(() => page.getByTestId('pile-size').textContent()).toBe('0 models on the pile');

  // Light and dark, the screen with its chart, table and list has no serious accessibility problem (contrast included).
  expect(await axeProblems(page)).toEqual([]);
  await screenshotIfAsked(page, 'pile-painted', { fullPage: true });
  await page.evaluate("document.documentElement.classList.add('dark')");
  // The buttons' colours transition to the dark theme's: axe reads them once every transition has ended (axeProblems).
  await expect.poll(() => page.getByTestId('burn-down-chart').getAttribute('data-state')).toBe('drawn');
  expect(await axeProblems(page)).toEqual([]);

  // The exports, offline: the pile as CSV in the painter's words, the chart as a PNG.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('pile.csv');
  const csvText = (await downloadedBytes(csv)).toString('utf8');
  expect(csvText.split(/\r?\n/)[0]).toBe('Name,Models,Stage,In stage since,Bought');
  expect(csvText).toContain('Intercessors,10,Based,');
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PNG' }).click();
  const png = await downloadedBytes(await pngDownload);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBeGreaterThan(300);

  // The painter's own name for a stage and a monthly goal (synced like the rest since issue 26's settings row).
  await page.getByRole('button', { name: 'Pile settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Pile settings' });
  await settings.getByLabel('Name for “Unbuilt”').fill('Shame');
  await settings.getByLabel('Monthly goal (models painted)').fill('4');
  await settings.getByRole('button', { name: 'Save' }).click();
  await settings.waitFor({ state: 'detached' });
  await expect.poll(() => count(page, 'unbuilt')).toBe('Shame0');

  await page.reload();
  await expect.poll(() => count(page, 'based'), { timeout: 15_000 }).toBe('Based10');
  expect(await count(page, 'unbuilt')).toBe('Shame0');
  await page.getByText(/goal 4 a month/).waitFor();
  expect(await thisMonth(page)).toEqual(['10', '10', '0']);

  await context.setOffline(false);
  await expect
    .poll(() => page.getByRole('button', { name: 'Sync status' }).getAttribute('title'), { timeout: 30_000, interval: 200 })
    .toMatch(/^(Last synced|Live$)/);

  // Everything made offline reached the server: the box at its last stage, with every move of its history in order.
  // That a second device then shows the stage, the history, the names and the goal is the sync layer's: sync-tests/
  // stage-moves.test.ts and pile-settings.test.ts (two devices on the real server), drawn by the same screens as here.
  const held = async () => {
    const response = await fetch(`${server().url}/api/projects`, { headers: { Authorization: `Bearer ${session.token}` } });
    const projects = (await response.json()) as Array<{ name: string; stage: string; stageHistory: Array<{ stage: string }> }>;
    const box = projects.find((project) => project.name === 'Intercessors');
    return box && [box.stage, box.stageHistory.map((move) => move.stage)];
  };
  await expect.poll(held, { timeout: 30_000 }).toEqual(['based', ['primed', 'painting', 'painted', 'based']]);
  expect(errors).toEqual([]);
}, 180_000);

it('import a roster → link owned models → a scheme → the shopping list → wishlist → offline reload → synced', async () => {
  const { session, context, page, errors } = painter();
  // The same phone, its worker in control since the pile's test, opens the armies.
  await page.goto('/armies');
  await page.getByRole('heading', { name: 'No armies yet' }).waitFor();

  // A scheme from the catalog: one step with a paint the painter does not own.
  await page.getByRole('button', { name: 'New scheme' }).click();
  const newScheme = page.getByRole('dialog', { name: 'New scheme' });
  await newScheme.getByLabel('Name').fill('Ultramarines blue');
  await newScheme.getByRole('button', { name: 'Save scheme' }).click();
  await newScheme.waitFor({ state: 'detached' });
  await page.getByRole('article', { name: 'Ultramarines blue' }).getByRole('button', { name: 'Add a step' }).click();
  const step = page.getByRole('dialog', { name: 'Add a step to Ultramarines blue' });
  await step.getByLabel('Part').fill('Armour');
  await step.getByLabel('Paint').fill('Macragge Blue');
  await step
    .getByRole('list', { name: 'Paints found' })
    .getByRole('button', { name: /^Macragge Blue · Citadel/ })
    .first()
    .click();
  await step.getByRole('button', { name: 'Add step' }).click();
  await step.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('scheme-owned').textContent()).toBe('You own 0 of 1; for the other 1, your closest are below.');

  // The roster, zipped as BattleScribe writes it: a preview, then saved.
  await page.getByRole('button', { name: 'Import a roster' }).click();
  const importing = page.getByRole('dialog', { name: 'Import a roster' });
  await importing
    .getByLabel('Roster file')
    .setInputFiles({ name: 'Iron Wardens.rosz', mimeType: 'application/zip', buffer: Buffer.from(rosz) });
  await importing.getByText('Preview: 2 units, 10 models').waitFor();
  await screenshotIfAsked(page, 'armies-preview');
  await importing.getByRole('button', { name: 'Save army' }).click();
  await page.getByRole('heading', { name: 'Iron Wardens' }).waitFor();
  await expect.poll(() => unitModels(page, 'Intercessor Squad')).toBe('5 models: 5 to buy');

  // Owned models: the Intercessors are on the pile.
  await page.getByRole('listitem', { name: 'Intercessor Squad' }).getByRole('button', { name: 'I own some' }).click();
  await page.getByRole('button', { name: 'Add 5 to the pile' }).click();
  // Said in the painter's own name for the stage, set on the pile in the test before.
  await expect.poll(() => unitModels(page, 'Intercessor Squad')).toBe('5 models: 5 shame');

  // The scheme for the whole army.
  await page.getByLabel('Scheme for the whole army').selectOption({ label: 'Ultramarines blue' });
  await expect
    .poll(() => page.getByRole('listitem', { name: 'Hellblasters' }).getByLabel('Scheme for Hellblasters').textContent())
    .toContain("The army's (Ultramarines blue)");
  await expect.poll(() => page.getByTestId('burn-down-chart').getAttribute('data-state')).toBe('drawn');
  expect(await axeProblems(page)).toEqual([]);
  await screenshotIfAsked(page, 'army-view', { fullPage: true });

  // The one shopping list: the missing models and the missing paint, each saying why.
  await page.getByRole('link', { name: 'All armies' }).click();
  await expect
    .poll(() => shoppingLines(page))
    .toEqual([
      'Hellblasters ×5Iron Wardens needs 5 more',
      'Macragge Blue (Citadel)Intercessor Squad ×5 needs Macragge Blue; Hellblasters ×5 needs Macragge Blue',
    ]);
  await page.getByRole('button', { name: 'Add all to wishlist' }).click();
  await expect
    .poll(() => shoppingLines(page))
    .toContain('Macragge Blue (Citadel) · on your wishlistIntercessor Squad ×5 needs Macragge Blue; Hellblasters ×5 needs Macragge Blue');
  expect(await axeProblems(page)).toEqual([]);

  // Offline in the shop: a reload shows it all.
  await context.setOffline(true);
  await page.reload();
  await expect
    .poll(() => shoppingLines(page), { timeout: 15_000 })
    .toEqual([
      'Hellblasters ×5Iron Wardens needs 5 more',
      'Macragge Blue (Citadel) · on your wishlistIntercessor Squad ×5 needs Macragge Blue; Hellblasters ×5 needs Macragge Blue',
    ]);
  await page.getByRole('link', { name: /^Iron Wardens/ }).click();
  await expect.poll(() => unitModels(page, 'Intercessor Squad')).toBe('5 models: 5 shame');
  await screenshotIfAsked(page, 'army-offline', { fullPage: true });

  await context.setOffline(false);
  await expect
    .poll(() => page.getByRole('button', { name: 'Sync status' }).getAttribute('title'), { timeout: 30_000, interval: 200 })
    .toMatch(/^(Last synced|Live$)/);

  // What the phone made reached the server: the wishlist's paint. A second phone seeing the army, its units, the owned
  // models and the scheme is the sync layer's: sync-tests/armies.test.ts (two devices on the real server, drawn by the
  // screens above).
  const wished = async () => {
    const response = await fetch(`${server().url}/api/paints`, { headers: { Authorization: `Bearer ${session.token}` } });
    const paints = (await response.json()) as Array<{ name: string; status: string }>;
    return paints.filter((paint) => paint.status === 'wishlist').map((paint) => paint.name);
  };
  await expect.poll(wished, { timeout: 30_000 }).toEqual(['Macragge Blue']);
  expect(errors).toEqual([]);
}, 180_000);
