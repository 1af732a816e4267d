import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeProblems, newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { downloadedBytes, screenshotIfAsked, useBrowser, watchedPage } from './browser.js';
import type { RunningServer } from './server.js';
import { sharedServer } from './own-server.js';

/**
 * Issue 26's must-show for the pile, at 390x844: a 10-model box added and moved through three stages offline, the
 * counts and the burn-down following; the painter's own stage name and monthly goal set offline too; a reload
 * offline keeps it all; back online, the server has the stage and every move of its history.
 */

const browser = useBrowser();
let server: RunningServer;
// Offline, the browser logs the requests that could not go out; the app expects them.
const offlineNoise = [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/];

beforeAll(async () => {
  server = sharedServer();
}, 90_000);
const phone = { viewport: { width: 390, height: 844 } };
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

it('a box moves through three stages offline, survives a reload offline, and reaches the server', async () => {
  const session = await verifiedUser(server.url, server.dataDir, newUser('pile'));
  const context = await browser().newContext({ baseURL: server.url, ...phone });
  const { page, errors } = await watchedPage(context, offlineNoise);
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
    const response = await fetch(`${server.url}/api/projects`, { headers: { Authorization: `Bearer ${session.token}` } });
    const projects = (await response.json()) as Array<{ name: string; stage: string; stageHistory: Array<{ stage: string }> }>;
    const box = projects.find((project) => project.name === 'Intercessors');
    return box && [box.stage, box.stageHistory.map((move) => move.stage)];
  };
  await expect.poll(held, { timeout: 30_000 }).toEqual(['based', ['primed', 'painting', 'painted', 'based']]);
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
