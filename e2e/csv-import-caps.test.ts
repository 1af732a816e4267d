import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser, signInPage, verifiedUser } from './accounts.js';
import { withoutServiceWorker } from './browser.js';
import { useSharedServer } from './own-server.js';

/**
 * Issue 23 on a phone: a CSV import is parsed in a worker, capped, previewed a page at a time and added in batches;
 * a JSON backup has the same caps, its own worker and the same batches.
 */
const { server, phoneContext } = useSharedServer();

const header = 'Name,Brand,Type,Color,Quantity\n';
const csvOf = (count: number) => header + Array.from({ length: count }, (_, n) => `Mix ${n},Other,Layer,#123456,1\n`).join('');

describe('CSV import caps', () => {
  it('refuses a file over 10,000 rows or 5 MB with a clear message, and pages and imports a long one; a backup alike', async () => {
    const session = await verifiedUser(server().url, server().dataDir, newUser('csv-caps'));
    const page = await (await phoneContext(withoutServiceWorker)).newPage();
    await signInPage(page, session, '/inventory');
    const open = async () => {
      await page.getByRole('button', { name: 'Import and backup' }).click();
      return page.getByRole('dialog', { name: 'Import and backup' });
    };

    let sheet = await open();
    await sheet.getByLabel(/A CSV file/).setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(10_001)) });
    await page.getByText('This file has more than 10,000 rows. Split it into smaller files and import them one by one.').first().waitFor();
    await sheet
      .getByLabel(/A CSV file/)
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(header + 'x'.repeat(5 * 1024 * 1024)) });
    await page
      .getByText(/This file is too large to import \(at most 5 MB\)/)
      .first()
      .waitFor();

    await sheet.getByLabel(/A CSV file/).setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(250)) });
    const preview = sheet.getByRole('list', { name: 'Paints to import' });
    await preview.waitFor();
    await expect.poll(() => sheet.getByText('250 paints will be added to your inventory.').count()).toBe(1);
    expect(await preview.getByRole('listitem').count()).toBe(100);
    await sheet.getByRole('button', { name: 'Show 100 more (150 not shown)' }).click();
    expect(await preview.getByRole('listitem').count()).toBe(200);
    const importStarted = Date.now();
    await sheet.getByRole('button', { name: 'Import', exact: true }).click();
    // 250 local writes in three IndexedDB transactions (one per batch of 100), the list drawn again after each: 1.6 to
    // 5.5 s on this shared machine, where one transaction and redraw per row took 38 s. The wait is a ceiling for a
    // hang, not a bar.
    await page.getByText('250 paints added to your inventory.').first().waitFor({ timeout: 90_000 });
    console.log(`250-row CSV import: ${Date.now() - importStarted} ms`);
    sheet = page.getByRole('dialog', { name: 'Import and backup' });
    expect(await sheet.count()).toBe(0);

    sheet = await open();
    const backupInput = sheet.getByLabel('Restore a backup file');
    const json = (buffer: Buffer) => ({ name: 'paintforge-backup.json', mimeType: 'application/json', buffer });
    await backupInput.setInputFiles(json(Buffer.from('x'.repeat(5 * 1024 * 1024 + 1))));
    await page.getByText('This backup is too large to import (at most 5 MB).').first().waitFor();
    const many = { format: 'paintforge-backup', version: 1, paints: Array.from({ length: 10_001 }, () => ({})) };
    await backupInput.setInputFiles(json(Buffer.from(JSON.stringify(many))));
    await page
      .getByText(/This backup holds more than 10,000 paints/)
      .first()
      .waitFor();
    const at = new Date().toISOString();
    const paints = Array.from({ length: 3 }, (_, n) => ({
      id: randomUUID(),
      name: `Backup mix ${n}`,
      brand: 'Other',
      color: '#654321',
      type: 'Layer',
      range: null,
      catalogId: null,
      quantity: 1,
      status: 'in_stock',
      isWishlist: false,
      priority: 'medium',
      notes: null,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    }));
    const backup = { format: 'paintforge-backup', version: 1, exportedAt: at, paints, projects: [], recipes: [] };
    await backupInput.setInputFiles(json(Buffer.from(JSON.stringify(backup))));
    await sheet.getByText(/Adds 3 paints, 0 miniatures and 0 recipe paints\./).waitFor();
    await sheet.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('3 paints, 0 miniatures and 0 recipe paints added.').first().waitFor({ timeout: 90_000 });
  });
});
