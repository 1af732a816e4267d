import { expect } from 'vitest';
import { applyMutation, entityNames, MutationRejected } from '@paintforge/sync-protocol';
import { MemoryStore } from '@paintforge/sync-protocol/testing';
import type { UserDatabase } from '../database';
import { testCatalog } from './devices';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The data layer's invariant, computed independently of it: every view table equals the confirmed rows with the
 * pending outbox applied over them in mutation-id order by sync-protocol's reference MemoryStore.
 */
export async function expectViewMatchesConfirmedAndOutbox(db: UserDatabase): Promise<void> {
  const reference = new MemoryStore(testCatalog);
  for (const entity of entityNames) {
    for (const { version: _version, ...row } of await db.confirmed(entity).toArray()) await reference.put(entity, row as never);
  }
  for (const row of await db.outbox.toArray()) {
    if (row.status !== 'pending') continue;
    try {
      await applyMutation(reference, row.name, row.args);
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
    }
  }
  for (const entity of entityNames) {
    const view = (await db.view(entity).toArray()).sort(byId);
    expect(view, `view of ${entity}`).toEqual([...reference.tables[entity].values()].sort(byId));
  }
}
