import { mutations } from '@paintforge/sync-protocol';
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { backupSchema, createBackup, importBackup } from '../../data/transfer/backup';
import { importBatchSize } from '../../data/transfer/import-batches';
import { importFileLimits } from '../../data/transfer/import-limits';
import { addPaint } from '../../data/collection/paints';
import { newId, nowIso, writeLocal } from '../../data/sync/screen';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import { ImportDialog } from './import-dialog';

let stopSync: (() => void) | null = null;
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

async function openDialog() {
  const view = renderScreen(<ImportDialog open onOpenChange={() => undefined} list="inventory" />, { user: painter });
  stopSync ??= startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.paints, db.projects, db.recipes, db.outbox].map((table) => table.clear()));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Import and backup' }) };
}

const toastWith = async (text: string) => (await screen.findByText(text, { selector: 'li *' })).closest('li') as HTMLElement;
const backupFile = (text: string) => new File([text], 'paintforge-backup.json', { type: 'application/json' });

describe('JSON backup import caps (issue 23: the same caps as the CSV import)', () => {
  it('refuses a file over 5 MB before reading it, and one of more than 10,000 rows, in words of its own', async () => {
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Restore a backup file');
    // A file as large as the cap says, without making jsdom hold 5 MB.
    const big = Object.defineProperty(backupFile('{}'), 'size', { value: importFileLimits.maxBytes + 1 });
    let read = false;
    big.text = () => {
      read = true;
      return Promise.resolve('');
    };
    await user.upload(input, big);
    expect(within(await toastWith('Import failed')).getByText('This backup is too large to import (at most 5 MB).')).toBeTruthy();
    expect(read).toBe(false);

    // Counted before a row is checked: 10,001 rows of nothing are refused for their number, not their shape.
    const rows = Array.from({ length: importFileLimits.maxRows + 1 }, () => ({}));
    await user.upload(input, backupFile(JSON.stringify({ format: 'paintforge-backup', version: 1, paints: rows })));
    expect(
      await screen.findByText('This backup holds more than 10,000 paints, miniatures and recipe paints, more than one import adds.', {
        selector: 'li *',
      }),
    ).toBeTruthy();

    await user.upload(input, backupFile('{"not": "a backup"}'));
    expect(await screen.findByText('This file is not a Paint Forge backup.', { selector: 'li *' })).toBeTruthy();
  });

  it(`adds a backup's rows ${importBatchSize} at a time, reporting after each batch, recipes after their miniature`, async () => {
    const { user, dialog } = await openDialog();
    await addPaint({ name: 'Mephiston Red', brand: 'Citadel', color: '#8E020F', type: 'Base', quantity: 1 });
    const projectId = newId();
    await writeLocal(mutations.project.create, {
      id: projectId,
      name: 'Blood Angel',
      description: null,
      imageHash: null,
      status: 'active',
      createdAt: nowIso(),
    });
    const one = await createBackup();
    const paint = one.paints[0]!;
    // Most of them refused by the paint mutator (no name), so that 151 rows cost little; they count as done too.
    const paints = Array.from({ length: 149 }, (_, n) => ({ ...paint, id: newId(), name: n < 9 ? `Mix ${n}` : '' }));
    const recipe = {
      id: newId(),
      projectId: one.projects[0]!.id,
      paintId: paints[0]!.id,
      partName: 'Armor',
      technique: null,
      usageNotes: null,
    };
    const backup = backupSchema.parse({
      ...one,
      paints,
      recipes: [
        {
          ...recipe,
          paintSnapshot: { name: 'Mix 0', brand: 'Citadel', color: '#8E020F', type: 'Base' },
          position: 'a0',
          createdAt: nowIso(),
          updatedAt: nowIso(),
          deletedAt: null,
        },
      ],
    });
    const db = await requireDatabase();
    await Promise.all([db.paints, db.projects, db.recipes].map((table) => table.clear()));

    const reports: Array<[number, number]> = [];
    expect(await importBackup(backup, (added, total) => reports.push([added, total]))).toEqual({
      paints: 9,
      projects: 1,
      recipes: 1,
      armies: 0,
      skipped: 140,
      pileSettings: false,
    });
    expect(reports).toEqual([
      [100, 151],
      [151, 151],
    ]);
    // One mutation per row saved, each with its own id, after the two made above; the refused ones took none.
    const outbox = await db.outbox.toArray();
    expect(outbox.map((row) => row.mutationId)).toEqual(Array.from({ length: 13 }, (_, n) => outbox[0]!.mutationId + n));
    expect(outbox.slice(2).map((row) => row.name)).toEqual([
      ...Array<string>(9).fill('paint.create@1'),
      'project.create@1',
      'recipe.add@1',
    ]);
    const [project] = await db.projects.toArray();
    const [added] = await db.recipes.toArray();
    expect(added).toMatchObject({ projectId: project!.id, partName: 'Armor' });
    expect((await db.paints.get(added!.paintId!))?.name).toBe('Mix 0');

    // Through the dialog: the same file, read in the worker's parse, adds nothing twice.
    await user.upload(within(dialog).getByLabelText('Restore a backup file'), backupFile(JSON.stringify(backup)));
    expect(await within(dialog).findByText(/Adds 140 paints, 0 miniatures and 0 recipe paints\. 11 already here/)).toBeTruthy();
  });
});
