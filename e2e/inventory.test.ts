import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser, type Session } from './accounts.js';
import { screenshotIfAsked, withoutServiceWorker } from './browser.js';
import { useSharedServer } from './own-server.js';

/**
 * Issue 11's must-show on a 390x844 phone, what only real layout proves: the page never scrolls sideways, the list
 * shows at least 6 paints, and the dialogs' actions stay on screen. What the catalog tells (owned and wished, offline),
 * CSV export and import, and the near-match answer are held by web/src/features/inventory/inventory.server.test.tsx.
 */

const { server, phoneContext } = useSharedServer();

async function signedIn(label: string): Promise<{ context: BrowserContext; page: Page; session: Session }> {
  const session = await verifiedUser(server().url, server().dataDir, newUser(label));
  const context = await phoneContext(withoutServiceWorker);
  const page = await context.newPage();
  return { context, page, session };
}

async function createPaint(session: Session, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server().url}/api/paints`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: /^(Inventory|Wishlist) paints$/ }).getByRole('listitem', { name, exact: true });

const longName = 'Supercalifragilisticexpialidociousmetallicgoldenbronzeshines'; // 60 characters, no break

describe('phone first layout', () => {
  it('never scrolls sideways with a 60-character name, and shows at least 6 list rows', async () => {
    expect(longName).toHaveLength(60);
    const { page, session } = await signedIn('layout');
    await createPaint(session, { name: longName, brand: 'Citadel', color: '#B08D57', type: 'Metallic', quantity: 1 });
    for (let i = 0; i < 11; i++)
      await createPaint(session, { name: `Layer Paint ${i}`, brand: 'Vallejo', color: '#3366AA', type: 'Layer', quantity: 2 });
    await signInPage(page, session, '/inventory');
    await row(page, longName).waitFor({ timeout: 30_000 });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshotIfAsked(page, 'inv-list');
    const visible = await page
      .getByRole('list', { name: 'Inventory paints' })
      .getByRole('listitem')
      .evaluateAll(
        (items) =>
          items.filter((item) => {
            const box = item.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight - 64;
          }).length,
      );
    expect(visible).toBeGreaterThanOrEqual(6);

    await page.getByRole('button', { name: 'Grid view' }).click();
    await row(page, longName).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await row(page, longName)
      .getByRole('button', { name: `Edit ${longName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Paint' });
    await screenshotIfAsked(page, 'inv-dialog');
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    const box = await save.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // The dialog takes keys once it holds the focus (Radix moves it in, and starts listening for Escape, after its
    // first paint): an Escape pressed before that, on a loaded machine, once went to the page and left it open.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Pressed again while it is still open: even with the focus inside, one Escape was once missed on a loaded machine.
    await expect
      .poll(
        async () => {
          if ((await dialog.count()) > 0) await page.keyboard.press('Escape');
          return dialog.count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(0);

    // The Add dialog, from the floating button: a bottom sheet whose action stays on screen.
    await page.getByRole('button', { name: 'Add Paint', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Paint' });
    const addBox = await add.getByRole('button', { name: 'Add Paint' }).boundingBox();
    await screenshotIfAsked(page, 'inv-add');
    expect(addBox!.y + addBox!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
