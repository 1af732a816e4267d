import { expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { axeProblems, newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { screenshotIfAsked, watchedPage } from './browser.js';
import { useSharedServer } from './own-server.js';

/**
 * Issue 35's must-show, at 390x844: a BattleScribe .rosz imported (preview, then saved), owned models linked to a
 * unit, a scheme made from the catalog and given to the army, the shopping list naming the missing models and
 * paint, "Add all to wishlist", an offline reload that shows it all, and the wishlist on the server once back online.
 */
// The shared server, and its phones.
const { server, phoneContext } = useSharedServer();
const offlineNoise = [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/];

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

it('import a roster → link owned models → a scheme → the shopping list → wishlist → offline reload → synced', async () => {
  const session = await verifiedUser(server().url, server().dataDir, newUser('armies'));
  const context = await phoneContext();
  const { page, errors } = await watchedPage(context, offlineNoise);
  await signInPage(page, session, '/armies');
  await page.getByRole('heading', { name: 'No armies yet' }).waitFor();
  await waitForServiceWorker(page);

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
  await expect.poll(() => unitModels(page, 'Intercessor Squad')).toBe('5 models: 5 unbuilt');

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
  await expect.poll(() => unitModels(page, 'Intercessor Squad')).toBe('5 models: 5 unbuilt');
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
  await context.close();
}, 180_000);
