import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser, type Session } from './accounts.js';
import { downloadedBytes, screenshotIfAsked, watchedPage, withoutServiceWorker } from './browser.js';
import { useSharedServer } from './own-server.js';
import { sharedPhone } from './shared-phone.js';

/**
 * Issue 37 ("a week at the hobby table, again") at 390x844, where the layout is the point: the painter's home, the
 * empty inventory, an inventory row, a catalog card, and the round "+" over the end of the list.
 *
 * One new painter's phone, in turn: the empty inventory first, then the paints each test adds (one context, one
 * sign-in and one stored catalog, not three).
 */

const { server, phoneContext } = useSharedServer();

async function newSession(label: string): Promise<Session> {
  return verifiedUser(server().url, server().dataDir, newUser(label));
}

async function call<T>(session: Session, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server().url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, await response.clone().text()).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as T;
}

async function createPaint(session: Session, fields: Record<string, unknown>): Promise<void> {
  await call(session, 'POST', '/api/paints', fields);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const boxesOf = (locator: Locator) => locator.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as Box));

const painter = sharedPhone(async () => {
  const session = await newSession('hobby-table-again');
  const context = await phoneContext(withoutServiceWorker);
  const watched = await watchedPage(context);
  // Records what the recipe card draws: its words are pixels in the JPEG.
  await watched.page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, ...rest: [number, number, number?]) {
      drawn.push(text);
      return fillText.call(this, text, ...rest);
    };
  });
  return { session, context, ...watched };
});

describe('a phone’s first screens', () => {
  // What these screens say (the greeting and figures, the import's words and where it opens, a card's "+6 more" and
  // menu, the search's first pot) is held by the screens tests against the real server in process:
  // web/src/features/home/home.server.test.tsx and inventory.server.test.tsx ("what a phone screen of the inventory
  // says"). Here, what only a browser lays out, in one tab: a new painter's empty inventory, the catalog's cards, and
  // the home once the painter has paints.
  it('the empty inventory’s import and the home’s shortcuts are on the first screen, four catalog cards fit one, nothing scrolls sideways', async () => {
    const { session, page, errors } = painter();
    await signInPage(page, session, '/inventory');
    await page.getByText('Got paints already? Paste a list or import a CSV', { exact: true }).waitFor({ timeout: 30_000 });
    const box = (await page.getByRole('button', { name: 'Import paints' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // The toolbar's words stay inside their button, not spilling out of a square icon button; on a phone " and backup"
    // is for screen readers only: the button shows "Import".
    const toolbarImport = page.getByRole('button', { name: 'Import and backup' });
    expect(await toolbarImport.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect(
      await toolbarImport.evaluate((node) => (node.lastElementChild as HTMLElement).getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    expect(await scrollWidth(page)).toBe(390);
    await screenshotIfAsked(page, 'hobby37-empty-inventory');

    // The catalog's cards, on the search whose cards are the tallest (Vallejo's Black is sold in ten ranges).
    await page.getByRole('tab', { name: /^Browse/ }).click();
    await expect.poll(() => page.getByText(/5,?805 paints/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByLabel('Search paints').fill('vallejo black');
    const results = page.getByRole('list', { name: 'Paints', exact: true }).getByRole('listitem');
    await expect.poll(() => results.first().getAttribute('aria-label')).toBe('Black · Model Color, Vallejo');
    // Scrolled to the cards (the page's title and tabs go by): at least four whole cards between the sticky search
    // and the bottom bar, as before the cards grew.
    await page.evaluate(() => window.scrollTo(0, 180));
    const toolbarBottom = await page.getByLabel('Search paints').evaluate((node) => node.getBoundingClientRect().bottom);
    const navTop = await page.getByRole('navigation', { name: 'Bottom navigation' }).evaluate((node) => node.getBoundingClientRect().top);
    const whole = (await boxesOf(results)).filter((card) => card.y >= toolbarBottom && card.y + card.height <= navTop);
    expect(whole.length, `${toolbarBottom}..${navTop}`).toBeGreaterThanOrEqual(4);
    await screenshotIfAsked(page, 'hobby37-catalog-card');
    expect(await scrollWidth(page)).toBe(390);

    // The home, once the painter has paints: the shortcuts and the figures are on the first screen.
    await createPaint(session, { name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', range: 'Base', quantity: 2 });
    await createPaint(session, {
      name: 'Nuln Oil',
      brand: 'Citadel',
      color: '#14100E',
      type: 'Shade',
      status: 'wishlist',
      isWishlist: true,
    });
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Your paints' })
      .getByRole('link', { name: /1 owned · 2 pots/ })
      .waitFor({ timeout: 30_000 });
    for (const name of ['Scan', 'Add a paint', 'Import']) {
      const shortcut = (await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name }).boundingBox())!;
      expect(shortcut.y + shortcut.height, name).toBeLessThanOrEqual(844);
    }
    expect(await scrollWidth(page)).toBe(390);
    await screenshotIfAsked(page, 'hobby37-home');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('rows and cards that fit a phone', () => {
  it('a row shows the name on line 1 and "Citadel · Base" on line 2; the round "+" covers no control of the last row, in list or grid', async () => {
    // Abaddon Black is the painter's since the test before; 24 more paints make a list that scrolls.
    const { session, page, errors } = painter();
    for (let index = 0; index < 24; index += 1) {
      await createPaint(session, {
        name: `Paint ${String(index).padStart(2, '0')}`,
        brand: 'Vallejo',
        color: '#445566',
        type: 'Layer',
        quantity: 2,
      });
    }
    await page.goto('/inventory');
    const list = page.getByRole('list', { name: 'Inventory paints' });
    const abaddon = list.getByRole('listitem', { name: 'Abaddon Black · Base', exact: true });
    await abaddon.waitFor({ timeout: 30_000 });
    const lines = abaddon.locator('span.line-clamp-2, span.block');
    expect(await lines.allInnerTexts()).toEqual(['Abaddon Black', 'Citadel · Base']);
    // One line for the name: it is not wrapped for want of room.
    const nameBox = (await lines.first().boundingBox())!;
    expect(nameBox.height).toBeLessThan(24);
    expect(await abaddon.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect(await abaddon.getByRole('button', { name: 'More for Abaddon Black' }).isVisible()).toBe(true);
    await screenshotIfAsked(page, 'hobby37-inventory-row', { centred: abaddon });

    const fab = page.getByRole('button', { name: 'Add Paint', exact: true });
    // The list's end: scrolled until the list's room after its last paint ends at the screen's foot. With 80 px of
    // room the last row's "+" sat right under the round "+" there.
    const coveredAtTheEnd = async () => {
      await page
        .getByTestId('paint-list-room')
        .evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom - window.innerHeight));
      // Still at the end: the round "+" comes back once the list is still.
      await expect.poll(() => fab.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
      const fabBox = (await fab.boundingBox())!;
      const last = list.getByRole('listitem').last();
      const controls = await boxesOf(last.getByRole('button'));
      expect(controls.length).toBeGreaterThan(0);
      return controls.filter((box) => overlaps(box, fabBox));
    };
    expect(await coveredAtTheEnd()).toEqual([]);
    await screenshotIfAsked(page, 'hobby37-list-end');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await list.getByRole('listitem').first().waitFor();
    expect(await coveredAtTheEnd()).toEqual([]);
    await screenshotIfAsked(page, 'hobby37-grid-end');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('swatches that tell the truth on the recipe card', () => {
  it('the downloaded recipe card draws a shade from the catalog in two stops: thin over white, and pooled; and the usage notes', async () => {
    const { session, page, errors } = painter();
    await page.goto('/help');
    const photo = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#27408b';
      context.fillRect(0, 0, 300, 200);
      return canvas.toDataURL('image/jpeg', 0.9);
    });
    const [nuln] = (
      await call<{ id: string; name: string; range: string; color: string }[]>(session, 'GET', '/api/paints/search?q=nuln%20oil')
    ).filter((paint) => paint.name === 'Nuln Oil' && paint.range === 'Shade');
    const project = await call<{ id: string }>(session, 'POST', '/api/projects', {
      name: 'Plague Marine',
      imageUrl: photo,
      stage: 'painted',
    });
    await call(session, 'POST', `/api/projects/${project.id}/paints`, {
      paintId: nuln!.id,
      partName: 'Armour',
      usageNotes: 'Two thin coats, then edge highlight',
    });

    await page.goto('/projects');
    await page.getByRole('button', { name: 'Share Plague Marine' }).click({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download Image' }).click()]);
    const jpeg = (await downloadedBytes(download)).toString('base64');
    // The card's first swatch: 44 px at (56, 926) under a 720 px photo, a one-line title and the part's heading
    // (recipe-card-image.ts). Read back from the JPEG: its upper-left half and its lower-right half.
    const [thin, pooled] = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      return [at(64, 934), at(92, 962)];
    }, jpeg);
    const hex = (rgb: number[]) => rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('');
    const near = (rgb: number[], target: string) =>
      rgb.every((channel, index) => Math.abs(channel - parseInt(target.slice(1 + index * 2, 3 + index * 2), 16)) <= 12);
    expect(near(thin!, nuln!.color), `thin ${hex(thin!)} vs ${nuln!.color}`).toBe(true);
    // Darker where it pools: every channel well below the thin stop (Nuln Oil #9A99A0 pools to about #34323B).
    expect(
      pooled!.every((channel, index) => channel < thin![index]! - 40),
      `pooled ${hex(pooled!)}`,
    ).toBe(true);
    // The usage notes are on the card, as on the showcase (issue 24).
    const drawn = await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);
    expect(drawn.join(' ')).toContain('Two thin coats, then edge highlight');
    expect(errors).toEqual([]);
  }, 120_000);
});
