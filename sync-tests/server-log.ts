import type { World } from './world.js';

/** One consumed mutation as the server logged it, and how many purges came before it was consumed. */
export interface ArchivedEntry {
  clientId: string;
  mutationId: number;
  name: string;
  args: string;
  status: 'applied' | 'rejected';
  /** The refusal ({code, message}) as JSON, for a rejected entry. */
  error: string | null;
  /** The notices as JSON, when an applied entry had any. */
  notices: string | null;
  version: number | null;
  /** Purges that ran before this entry was first seen: everything between two purges is one epoch. */
  epoch: number;
}

/**
 * Everything the server's mutation log ever held for the painter. A purge prunes the log (purge.ts), so the harness
 * archives it before each purge; the checks read the archive, not the pruned log, and stay on after a purge.
 */
export interface ServerLogArchive {
  readonly entries: Map<string, ArchivedEntry>;
  /** Purges run so far; entries first seen now belong to this epoch. */
  purges: number;
}

export const entryKey = (entry: { clientId: string; mutationId: number }) => `${entry.clientId}#${entry.mutationId}`;

export function createLogArchive(): ServerLogArchive {
  return { entries: new Map(), purges: 0 };
}

/** Adds the entries the log holds now that the archive has not seen; returns the whole archive. */
export async function archiveLog(world: World): Promise<ArchivedEntry[]> {
  const rows = await world.server.db
    .selectFrom('mutationLog')
    .select(['clientId', 'mutationId', 'name', 'args', 'status', 'error', 'notices', 'version'])
    .where('userId', '=', world.user.id)
    .execute();
  const archive = world.serverLog;
  for (const row of rows) {
    const key = entryKey(row);
    if (!archive.entries.has(key)) archive.entries.set(key, { ...row, status: row.status, epoch: archive.purges });
  }
  return [...archive.entries.values()];
}
