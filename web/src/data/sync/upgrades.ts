import type { Transaction } from 'dexie';
import type { SyncMeta } from './database';
import { projectRowSchema } from '@paintforge/sync-protocol';

/**
 * What each local schema version changes in the rows already stored (IndexedDB keeps whatever an older app wrote).
 * Keyed by the version that runs it; Dexie runs each once, in order, inside the upgrade's transaction.
 */
export const localUpgrades: Partial<Record<number, (transaction: Transaction) => Promise<void>>> = {
  // Version 3 (issue 26): project rows pulled or written before stages lack them, and the mutators read them
  // (moveStage reads stageHistory): give them the protocol's defaults, the ones the server's migration 0019 gave its
  // rows (painted, one model, no moves). Incremental pulls do not resend unchanged rows, so the stored ones are filled
  // here once, in the confirmed and the view tables alike, instead of every reader guarding against a missing field.
  3: async (transaction) => {
    for (const table of ['confirmedProjects', 'projects'])
      await transaction
        .table(table)
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          for (const [field, value] of Object.entries(projectStageDefaults())) if (row[field] === undefined) row[field] = value;
        });
  },
  // Version 4 (issue 26) set each stored status by its stage. Issue 37 made the status the painter's own again (spec §4:
  // a project starts active), so a device upgrading now keeps what it holds.
  // Version 5 (issue 26): pile settings sync. A device that pulled under an older version skipped their rows (it had no
  // table for them) while its cursor moved on, so the next pull takes everything again, as a schema change does.
  5: pullEverythingAgain,
  // Version 6 (issue 35): armies, units and schemes sync, and a pile entry names its unit. As version 5: the rows
  // skipped meanwhile come with a full pull; stored entries get the new field's default, as the server's did (0022).
  6: async (transaction) => {
    for (const table of ['confirmedProjects', 'projects'])
      await transaction
        .table(table)
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          if (row.unitId === undefined) row.unitId = null;
        });
    await pullEverythingAgain(transaction);
  },
};

/** A device that pulled under an older version skipped the rows of entities it had no table for: take everything again. */
async function pullEverythingAgain(transaction: Transaction): Promise<void> {
  await transaction
    .table('meta')
    .toCollection()
    .modify((meta: SyncMeta) => {
      meta.resetPending = true;
    });
}

/** A fresh copy each time: the arrays must not be shared between rows. */
function projectStageDefaults() {
  return projectRowSchema
    .pick({ stage: true, modelCount: true, acquiredAt: true, stageHistory: true, wipPhotos: true, showTimeline: true })
    .parse({});
}
