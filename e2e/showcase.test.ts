import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { drawnPhoto } from './photos.js';
import { downloadedBytes, watchedPage } from './browser.js';
import { toastText, useSharedServer } from './own-server.js';

/**
 * Issue 10's sharing, through the screens: a miniature made offline is private; sharing it from its card works
 * offline (the link is made on the device) and says the link goes live when the device syncs; after the sync a
 * fresh anonymous browser sees the miniature and its recipe, a client without JavaScript gets the preview tags and
 * the photo they name, and stopping sharing makes the link a 404.
 */

const { server, phoneContext } = useSharedServer();
const offlineNoise = [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/];

async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('button', { name: 'Sync status' }).getAttribute('title'), { timeout: 30_000, interval: 200 })
    .toMatch(/^(Last synced|Live$)/);
}

/** Opens the card's share menu and returns what its status line says. */
async function shareStatus(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: `Share ${name}` }).click();
  const status = page.getByRole('menu').getByRole('status');
  await expect.poll(() => status.textContent()).not.toBe('Checking whether this miniature is shared…');
  const text = (await status.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return text;
}

async function chooseShareItem(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Share ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A JPEG's size, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('no start-of-frame segment');
}

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

it('shares a miniature made offline once it syncs, shows it to anyone with the link, previews without JavaScript, and stops', async () => {
  const { url } = server();
  const user = newUser('showcase');
  const session = await verifiedUser(url, server().dataDir, user);
  const context = await phoneContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  const { page, errors } = await watchedPage(context, offlineNoise);
  await signInPage(page, session, '/projects');
  await page.getByText('No painted miniatures yet').waitFor({ timeout: 30_000 });
  await waitForServiceWorker(page);
  const photo = await drawnPhoto(page);

  // Offline: a miniature with a photo, private at first, then shared from its card.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Painted Miniature' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Painted Miniature' });
  await dialog.getByLabel('Miniature name').fill('Showcase Knight');
  await dialog.getByLabel('Description').fill('Gold armour, red cloak');
  await dialog.getByLabel('Photo').setInputFiles(photo);
  await dialog.getByAltText('Preview of the photo').waitFor();
  await dialog.getByRole('button', { name: 'Add Miniature' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await shareStatus(page, 'Showcase Knight')).toBe('Private: only you can see this miniature.');

  await chooseShareItem(page, 'Showcase Knight', 'Copy Link');
  await expect.poll(() => toastText(page)).toContain('Link goes live when this device syncs.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${url}/showcase/[A-Za-z0-9_-]{22}$`));
  expect(await shareStatus(page, 'Showcase Knight')).toBe('Link goes live when this device syncs');
  // Not live yet: the server has never heard of this link.
  expect((await fetch(link)).status).toBe(404);

  await context.setOffline(false);
  await settled(page);
  await expect
    .poll(() => shareStatus(page, 'Showcase Knight'), { timeout: 15_000 })
    .toBe('Link is live: anyone with it can view this miniature and its recipe.');

  // A recipe, through the REST routes other clients use.
  const auth = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
  const [project] = (await (await fetch(`${url}/api/projects`, { headers: auth })).json()) as Array<{ id: string }>;
  const search = async (q: string) =>
    (
      (await (await fetch(`${url}/api/paints/search?q=${encodeURIComponent(q)}`)).json()) as Array<{
        id: string;
        name: string;
        range: string;
      }>
    )[0]!;
  const [black, gold] = [await search('abaddon black'), await search('retributor armour')];
  for (const row of [
    { paintId: gold.id, partName: 'Armor', technique: 'Base Coat', usageNotes: 'two thin coats' },
    { paintId: black.id, partName: 'Weapon', technique: 'Wash' },
  ]) {
    const added = await fetch(`${url}/api/projects/${project!.id}/paints`, { method: 'POST', headers: auth, body: JSON.stringify(row) });
    expect(added.status, await added.clone().text()).toBe(201);
  }

  // A fresh anonymous browser opens the link and sees the miniature and its recipe by part.
  const anonymous = await phoneContext();
  const visitor = await watchedPage(anonymous, offlineNoise);
  await visitor.page.goto(link);
  await visitor.page.getByRole('heading', { name: 'Showcase Knight', level: 1 }).waitFor();
  await visitor.page.getByRole('heading', { name: 'Armor' }).waitFor();
  // Each paint is named with its range: the Base pot, not the Spray can of the same name.
  await visitor.page.getByText(`${gold.name} · ${gold.range}`, { exact: true }).waitFor();
  await visitor.page.getByRole('heading', { name: 'Weapon' }).waitFor();
  await visitor.page.getByText(`${black.name} · ${black.range}`, { exact: true }).waitFor();
  await visitor.page.getByAltText('Painted miniature: Showcase Knight').waitFor();
  await visitor.page.getByRole('link', { name: 'Create Free Account' }).waitFor();
  expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await visitor.page.content()).not.toContain(user.email);

  // Without JavaScript: the page already carries the preview tags, and its og:image is the photo.
  const page1 = await fetch(link);
  expect(page1.status).toBe(200);
  const html = await page1.text();
  expect(html).toContain('<title>Showcase Knight · The Paint Forge</title>');
  expect(meta(html, 'og:title')).toBe('Showcase Knight · The Paint Forge');
  expect(meta(html, 'og:description')).toBe('Gold armour, red cloak');
  expect(meta(html, 'og:type')).toBe('website');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toContain(gold.name);
  const ogImage = meta(html, 'og:image');
  expect(ogImage).toMatch(/^http:\/\/[^/]+\/showcase\/[A-Za-z0-9_-]{22}\/image\.jpg$/);
  const image = await fetch(ogImage!);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  // The owner's device pulls the recipe; its card then makes the recipe card image and the text.
  await page.getByRole('button', { name: 'Sync status' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listitem', { name: 'Showcase Knight', exact: true }).getByText('2 paints').waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), chooseShareItem(page, 'Showcase Knight', 'Download Image')]);
  expect(download.suggestedFilename()).toBe('showcase-knight-recipe.jpg');
  const bytes = await downloadedBytes(download);
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  const card = jpegSize(bytes);
  expect(card.width).toBe(1080);
  expect(card.height).toBeGreaterThan(1000);
  await chooseShareItem(page, 'Showcase Knight', 'Share as Text');
  await expect.poll(() => toastText(page)).toContain('Recipe Copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  // The range when this device knows the paint (its own or the stored catalog's); a recipe row's snapshot has none.
  expect(text).toMatch(new RegExp(`Armor:\n- ${gold.name}( · ${gold.range})? \\(`));
  expect(text).toContain('Base Coat: two thin coats');
  expect(text).toMatch(new RegExp(`Weapon:\n- ${black.name}( · ${black.range})? \\(`));
  expect(text.trim().endsWith(link)).toBe(true);

  // Without the Web Share API (desktop Chromium on Linux), the complete showcase is the card downloaded and the link copied.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  const [showcaseDownload] = await Promise.all([
    page.waitForEvent('download'),
    chooseShareItem(page, 'Showcase Knight', 'Share Complete Showcase'),
  ]);
  expect(showcaseDownload.suggestedFilename()).toBe('showcase-knight-recipe.jpg');
  await expect.poll(() => toastText(page)).toContain('The recipe card was downloaded and the link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Stop sharing: once synced, the link is a 404 everywhere.
  await chooseShareItem(page, 'Showcase Knight', 'Stop sharing');
  await settled(page);
  await expect.poll(async () => (await fetch(link)).status, { timeout: 15_000 }).toBe(404);
  expect((await fetch(ogImage!)).status).toBe(404);
  expect(await shareStatus(page, 'Showcase Knight')).toBe('Private: only you can see this miniature.');
  await visitor.page.reload();
  await visitor.page.getByRole('heading', { name: 'This miniature is no longer shared' }).waitFor();
  await visitor.page.getByText('This showcase link does not exist, or its owner has stopped sharing it.').waitFor();
  expect(await visitor.page.getByText('Did you forget to add the page to the router?').count()).toBe(0);

  // Offline, the installed app still opens a showcase link and says it cannot reach the server.
  await waitForServiceWorker(visitor.page);
  await anonymous.setOffline(true);
  await visitor.page.reload();
  await visitor.page.getByRole('heading', { name: 'Showcase unavailable' }).waitFor();
  await anonymous.setOffline(false);

  expect(errors).toEqual([]);
  // The visitor's reload of a dead link logs its 404s (the page and the JSON), as a browser does for any 404.
  expect(visitor.errors.filter((error) => !/404/.test(error))).toEqual([]);
}, 180_000);
