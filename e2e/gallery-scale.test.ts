import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { maxMutationsPerPush, mutations, protocolVersion, pushResponseSchema, schemaVersion } from '@paintforge/sync-protocol';
import type { Page } from 'playwright-core';
import { axeProblems, newUser, signInPage, verifiedUser } from './accounts.js';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { useSharedServer } from './own-server.js';

/**
 * Issue 10 at scale, on a 390x844 phone: 2,000 miniatures made on another device reach this one by sync; the
 * gallery shows them in one column, draws only the cards near the screen, scrolls to the oldest, and its search
 * finds one far down.
 */

const { server, phoneContext } = useSharedServer();
const total = 2_000;
const nameOf = (index: number) => `Scale ${String(index).padStart(4, '0')}`;

/**
 * Makes the miniatures as another device of the painter's would: through the sync push, 500 to a push (the most one
 * takes), each made a second after the one before, so the first is the oldest and the last the newest (the gallery
 * lists newest first). Two thousand REST calls made the same rows one request at a time.
 */
async function seed(token: string): Promise<void> {
  const clientId = randomUUID();
  const first = Date.now() - total * 1000;
  for (let start = 1; start <= total; start += maxMutationsPerPush) {
    const indexes = Array.from({ length: Math.min(maxMutationsPerPush, total - start + 1) }, (_, offset) => start + offset);
    const pushed = await fetch(`${server().url}/api/sync/push`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        protocolVersion,
        schemaVersion,
        clientId,
        mutations: indexes.map((index) => {
          const createdAt = new Date(first + index * 1000).toISOString();
          return {
            id: index,
            name: mutations.project.create.key,
            args: { id: randomUUID(), createdAt, name: nameOf(index), description: `Number ${index} of the army` },
            createdAt,
          };
        }),
      }),
    });
    expect(pushed.status, await pushed.clone().text()).toBe(200);
    const { results } = pushResponseSchema.parse(await pushed.json());
    expect(results.map((result) => result.status)).toEqual(indexes.map(() => 'applied'));
  }
}

const list = (page: Page) => page.getByRole('list', { name: 'Painted miniatures' });
const drawnCards = (page: Page) => list(page).locator(':scope > li').count();

it('2,000 miniatures: only the cards near the screen are in the page, it scrolls to the oldest, and search finds one', async () => {
  const session = await verifiedUser(server().url, server().dataDir, newUser('gallery-scale'));
  await seed(session.token);
  const context = await phoneContext(withoutServiceWorker);
  const { page, errors } = await watchedPage(context);
  await signInPage(page, session, '/projects');

  // Synced down: the newest is drawn first, and the list says how long it is.
  const newest = page.getByRole('listitem', { name: nameOf(total), exact: true });
  await newest.waitFor({ timeout: 60_000 });
  await expect.poll(() => newest.getAttribute('aria-setsize'), { timeout: 30_000 }).toBe(String(total));
  expect(await newest.getAttribute('aria-posinset')).toBe('1');
  const drawnAtTop = await drawnCards(page);
  expect(drawnAtTop).toBeGreaterThan(0);
  expect(drawnAtTop).toBeLessThan(100);
  // One column at 390 px: every card as wide as the list, and nothing wider than the phone.
  const box = (await newest.boundingBox())!;
  const listBox = (await list(page).boundingBox())!;
  expect(Math.abs(box.width - listBox.width)).toBeLessThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // The page is as tall as the whole list, though most of it is not drawn.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(total * 200);

  // Tab walks the cards in order, past the ones first drawn: the focused card scrolls into view and its rows are drawn.
  await page.getByLabel('Search miniatures').focus();
  for (let step = 0; step < 60; step += 1) await page.keyboard.press('Tab');
  const focusedAt = await page.evaluate(() => Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0));
  expect(focusedAt).toBeGreaterThan(drawnAtTop);
  expect(await drawnCards(page)).toBeLessThan(100);

  // Half way down: other cards, still few of them.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(() => newest.count()).toBe(0);
  // The window of drawn rows follows the scroll a frame or two later: wait for it, do not read it mid-way.
  const firstDrawn = async () => Number(await list(page).locator(':scope > li').first().getAttribute('aria-posinset'));
  await expect.poll(firstDrawn).toBeGreaterThan(total / 4);
  const middle = await firstDrawn();
  expect(middle).toBeLessThan((total * 3) / 4);
  expect(await drawnCards(page)).toBeLessThan(100);

  // The bottom: the oldest.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('listitem', { name: nameOf(1), exact: true }).waitFor();
  expect(await drawnCards(page)).toBeLessThan(100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await axeProblems(page)).toEqual([]);

  // Back at the top, search finds one from far down the list.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Search miniatures').fill('Scale 0003');
  await page.getByRole('listitem', { name: nameOf(3), exact: true }).waitFor();
  expect(await drawnCards(page)).toBe(1);

  // On a desktop the rows hold three cards side by side.
  await page.getByLabel('Search miniatures').fill('');
  await page.setViewportSize({ width: 1280, height: 800 });
  await newest.waitFor();
  const firstRow = await Promise.all([0, 1, 2].map((index) => list(page).locator(':scope > li').nth(index).boundingBox()));
  expect(new Set(firstRow.map((box) => Math.round(box!.y))).size).toBe(1);
  expect(firstRow[1]!.x).toBeGreaterThan(firstRow[0]!.x + firstRow[0]!.width);
  const fourth = (await list(page).locator(':scope > li').nth(3).boundingBox())!;
  expect(fourth.y).toBeGreaterThan(firstRow[0]!.y + firstRow[0]!.height);
  expect(await drawnCards(page)).toBeLessThan(100);
  expect(errors).toEqual([]);
}, 240_000);
