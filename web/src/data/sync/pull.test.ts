import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MutationRejected, mutations, type ArgsOf, type MutationDefinition, type PaintRow, type PatchOperation, type PushResult } from '@paintforge/sync-protocol';
import type { UserDatabase } from './database';
import { mutate } from './mutate';
import { applyPull } from './pull';
import { recordPushAnswer } from './push';
import { catalogPaint, openDevice } from './testing/devices';
import { expectViewMatchesConfirmedAndOutbox } from './testing/invariants';

const at = '2026-11-21T10:00:00.000Z';
const uuid = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const paintIds = [uuid(1), uuid(2), uuid(3)];
const projectIds = [uuid(11), uuid(12)];
const recipeIds = [uuid(21), uuid(22), uuid(23)];

const open: UserDatabase[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
});

const pick = <T,>(values: readonly T[]) => fc.constantFrom(...values);
const tombstone = fc.constantFrom<string | null>(null, null, at);

const paintRow = fc.record({
  id: pick(paintIds),
  name: pick(['Mephiston Red', 'Abaddon Black']),
  brand: fc.constant('Citadel'),
  color: pick(['#9A1115', '#231F20']),
  type: fc.constant('Base'),
  range: fc.constant(null),
  catalogId: fc.constant(null),
  quantity: fc.nat({ max: 9 }),
  status: pick(['in_stock', 'wishlist'] as const),
  isWishlist: fc.boolean(),
  priority: pick(['high', 'medium', 'low'] as const),
  notes: pick([null, 'thin coats']),
  createdAt: fc.constant(at),
  updatedAt: fc.constant(at),
  deletedAt: tombstone,
});
const projectRow = fc.record({
  id: pick(projectIds),
  name: pick(['Lieutenant', 'Dreadnought']),
  description: fc.constant(null),
  imageHash: fc.constant(null),
  status: fc.constant('active' as const),
  createdAt: fc.constant(at),
  updatedAt: fc.constant(at),
  deletedAt: tombstone,
});
const recipeRow = fc.record({
  id: pick(recipeIds),
  projectId: pick(projectIds),
  paintId: pick([...paintIds, catalogPaint.id]),
  paintSnapshot: fc.constant({ name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base' }),
  partName: pick(['Armour', 'Cloak']),
  technique: fc.constant(null),
  usageNotes: fc.constant(null),
  position: pick(['a0', 'a1', 'Zz']),
  createdAt: fc.constant(at),
  updatedAt: fc.constant(at),
  deletedAt: tombstone,
});

/** A server row without its version: the test numbers them as the server would. */
const serverRow = fc.oneof(
  paintRow.map((value) => ({ entity: 'paint' as const, value })),
  projectRow.map((value) => ({ entity: 'project' as const, value })),
  recipeRow.map((value) => ({ entity: 'recipe' as const, value })),
);

type ServerRow = typeof serverRow extends fc.Arbitrary<infer T> ? T : never;

type LocalMutation = { definition: MutationDefinition; args: unknown };
const local = <M extends MutationDefinition>(definition: M) => (args: ArgsOf<M>): LocalMutation => ({ definition, args });

const localMutation: fc.Arbitrary<LocalMutation> = fc.oneof(
  fc.record({ id: pick(paintIds), name: pick(['Leadbelcher', 'Retributor']), brand: fc.constant('Citadel'), color: fc.constant('#888D8F'), type: fc.constant('Metallic'), createdAt: fc.constant(at) }).map(local(mutations.paint.create)),
  fc.record({ id: pick(paintIds), delta: fc.integer({ min: -3, max: 3 }).filter((delta) => delta !== 0), updatedAt: fc.constant(at) }).map(local(mutations.paint.adjustQuantity)),
  fc.record({ id: pick(paintIds), quantity: fc.nat({ max: 9 }), updatedAt: fc.constant(at) }).map(local(mutations.paint.setQuantity)),
  fc.record({ id: pick(paintIds), changes: fc.oneof(fc.record({ name: pick(['Renamed', 'Other']) }), fc.record({ notes: pick(['glaze', 'wash']) })), updatedAt: fc.constant(at) }).map(local(mutations.paint.update)),
  fc.record({ id: pick(paintIds), to: pick(['inventory', 'wishlist'] as const), updatedAt: fc.constant(at) }).map(local(mutations.paint.move)),
  fc.record({ id: pick(paintIds), deletedAt: fc.constant(at) }).map(local(mutations.paint.delete)),
  fc.record({ id: pick(paintIds), updatedAt: fc.constant(at) }).map(local(mutations.paint.restore)),
  fc.record({ id: pick(projectIds), name: pick(['Captain', 'Sergeant']), createdAt: fc.constant(at) }).map(local(mutations.project.create)),
  fc.record({ id: pick(projectIds), deletedAt: fc.constant(at) }).map(local(mutations.project.delete)),
  fc.record({ id: pick(recipeIds), projectId: pick(projectIds), paintId: pick([...paintIds, catalogPaint.id]), partName: pick(['Base', 'Trim']), position: pick(['a0', 'a5']), createdAt: fc.constant(at) }).map(local(mutations.recipe.add)),
  fc.record({ id: pick(recipeIds), position: pick(['a2', 'Zz']), updatedAt: fc.constant(at) }).map(local(mutations.recipe.move)),
  fc.record({ id: pick(recipeIds), deletedAt: fc.constant(at) }).map(local(mutations.recipe.remove)),
);

type Command =
  | { kind: 'write'; mutation: LocalMutation }
  | { kind: 'pull'; rows: ServerRow[]; consume: number; reset: boolean }
  | { kind: 'answer'; refuse: boolean[] };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: localMutation.map((mutation) => ({ kind: 'write' as const, mutation })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pull' as const), rows: fc.array(serverRow, { maxLength: 5 }), consume: fc.nat({ max: 4 }), reset: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('answer' as const), refuse: fc.array(fc.boolean(), { maxLength: 4 }) }) },
);

describe('applying a pull', () => {
  it('keeps view = confirmed ⊕ pending outbox after any mix of local writes, pulls and push answers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const { db } = await openDevice('u1');
        open.push(db);
        const { clientId } = await db.readMeta();
        let version = 0;
        let consumed = 0;
        let serverRows: PatchOperation[] = [];
        for (const step of commands) {
          if (step.kind === 'write') {
            try {
              await mutate(db, step.mutation.definition, step.mutation.args as never);
            } catch (error) {
              if (!(error instanceof MutationRejected)) throw error;
            }
            continue;
          }
          const meta = await db.readMeta();
          if (step.kind === 'answer') {
            const pending = (await db.outbox.toArray()).filter((row) => row.status === 'pending').slice(0, step.refuse.length);
            const results: PushResult[] = pending.map((row, index) =>
              step.refuse[index] ? { id: row.mutationId, status: 'rejected', error: { code: 'validation' as const, message: 'Refused' } } : { id: row.mutationId, status: 'applied' },
            );
            await recordPushAnswer(db, { lastMutationId: pending.at(-1)?.mutationId ?? meta.acknowledgedMutationId, results });
          } else {
            const patch = step.rows.map(({ entity, value }) => ({ op: 'put', entity, id: value.id, version: ++version, value }) as PatchOperation);
            serverRows = step.reset ? patch : [...serverRows, ...patch];
            consumed = Math.min(meta.nextMutationId - 1, consumed + step.consume);
            const before = meta.cursor;
            await applyPull(db, { cursor: version, reset: step.reset, lastMutationIds: { [clientId]: consumed }, patch: step.reset ? serverRows : patch });
            const after = await db.readMeta();
            expect(after.cursor).toBeGreaterThanOrEqual(before);
            expect(await db.outbox.where('mutationId').belowOrEqual(consumed).count()).toBe(0);
          }
          await expectViewMatchesConfirmedAndOutbox(db);
        }
        // Everything confirmed and nothing queued: the view is exactly the server's rows (design property 4).
        await applyPull(db, { cursor: version, reset: false, lastMutationIds: { [clientId]: (await db.readMeta()).nextMutationId - 1 }, patch: [] });
        expect(await db.outbox.count()).toBe(0);
        for (const table of ['paint', 'project', 'recipe'] as const) {
          const confirmed = (await db.confirmed(table).toArray()).map(({ version: _version, ...row }) => row);
          expect(await db.view(table).toArray()).toEqual(confirmed);
        }
        db.close();
      }),
      { numRuns: 40 },
    );
  });

  it('never lets an older version overwrite a newer one, and never moves the cursor back', async () => {
    const { db } = await openDevice('u1');
    open.push(db);
    const { clientId } = await db.readMeta();
    const row: PaintRow = { id: paintIds[0]!, name: 'New', brand: 'Citadel', color: '#111111', type: 'Base', range: null, catalogId: null, quantity: 2, status: 'in_stock', isWishlist: false, priority: 'medium', notes: null, runningLow: false, conflicts: [], createdAt: at, updatedAt: at, deletedAt: null };
    await applyPull(db, { cursor: 9, reset: false, lastMutationIds: { [clientId]: 0 }, patch: [{ op: 'put', entity: 'paint', id: row.id, version: 9, value: row }] });
    await applyPull(db, { cursor: 4, reset: false, lastMutationIds: {}, patch: [{ op: 'put', entity: 'paint', id: row.id, version: 4, value: { ...row, name: 'Old' } }] });
    expect(await db.paints.get(row.id)).toMatchObject({ name: 'New' });
    expect((await db.readMeta()).cursor).toBe(9);
  });
});
