import { z } from 'zod';
import type { EntityName, EntityRows } from '../entities/index.js';
import { MutationRejected, type MutationResult, type MutationStore } from './store.js';

/** What a mutation does to its row, in the words a notice uses ("Adding", "Deleting", …). */
export type MutationAction =
  | 'create'
  | 'edit'
  | 'quantity'
  | 'move'
  | 'stage'
  | 'split'
  | 'delete'
  | 'restore'
  | 'share'
  | 'unshare'
  // Deliveries (deliveries.ts): a feedback message sent, a pot's barcode linked.
  | 'send'
  | 'link';

/**
 * What travels through the outbox without being a synced row: a painter's barcode link and a feedback message
 * (issue 32, "one outbox"). The server carries them out in the push; the device keeps no row of them.
 */
export type DeliverySubject = 'barcodeLink' | 'feedback';

/** What a change is about: a synced row's entity, or a delivery's subject. */
export type ChangeSubject = EntityName | DeliverySubject;

/**
 * What a mutation touches, declared beside its schema so that nothing has to guess it from the name: the row it
 * writes (replay rebuilds that view row; notices name it), the photos it references (uploaded before the push, and
 * refused by the server unless the painter owns them), and the catalog paints it may read (loaded before a local
 * transaction, since the catalog is another database).
 */
export interface MutationTouches<A> {
  /** A synced row's entity, or for a delivery its subject (it writes no synced row: replay skips it). */
  entity: ChangeSubject;
  action: MutationAction;
  rowId(args: A): string;
  /** Further rows the mutation writes (a split's new unit), so that replay rebuilds them too. */
  moreRows?(args: A): readonly { entity: EntityName; id: string }[];
  /** sha256 hashes of photo blobs; null and undefined entries mean "no photo" and are dropped. */
  photos?(args: A): readonly (string | null | undefined)[];
  catalogPaints?(args: A): readonly string[];
  /** The row is the painter's own, its id their user id (pile settings): the server refuses any other id. */
  ownRow?: boolean;
}

/** A named, versioned mutation: its argument schema, what it touches, and the pure function both sides apply. */
export interface MutationDefinition<S extends z.ZodType = z.ZodType, K extends string = string> {
  /** `entity.verb@version`, as it travels in a push. A changed meaning gets a new version, never a new body. */
  readonly key: K;
  readonly args: S;
  readonly touches: MutationTouches<z.output<S>>;
  apply(store: MutationStore, args: z.output<S>): Promise<MutationResult>;
}

/** The usual declaration: the mutation writes the row named by `args.id` of `entity`. */
export function rowOf<A extends { id: string }>(
  entity: EntityName,
  action: MutationAction,
  more: Omit<MutationTouches<A>, 'entity' | 'action' | 'rowId'> = {},
): MutationTouches<A> {
  return { entity, action, rowId: (args) => args.id, ...more };
}

// K keeps the literal key ('paint.create@1'), so callers get each mutation's argument type from its name.
export function defineMutation<K extends string, S extends z.ZodType>(
  key: K,
  args: S,
  touches: MutationTouches<z.output<S>>,
  apply: (store: MutationStore, args: z.output<S>) => Promise<MutationResult | void>,
): MutationDefinition<S, K> {
  return { key, args, touches, apply: async (store, parsed) => (await apply(store, parsed)) ?? { notices: [] } };
}

/**
 * The `changes` of an update: any non-empty subset of an entity's fields, and only those. The fields' defaults are
 * removed first: zod applies a default even inside `.partial()`, so `{notes}` alone would otherwise also reset the
 * priority (or a project's photo and status), and two devices editing different fields would undo each other.
 */
export function changesOf<Shape extends z.ZodRawShape>(
  fields: z.ZodObject<Shape>,
): z.ZodType<Partial<z.output<z.ZodObject<Shape>>>, Partial<z.input<z.ZodObject<Shape>>>> {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  );
  return z
    .object(shape)
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, { error: 'Nothing to change' }) as unknown as z.ZodType<
    Partial<z.output<z.ZodObject<Shape>>>,
    Partial<z.input<z.ZodObject<Shape>>>
  >;
}

const entityWords: Record<EntityName, string> = {
  paint: 'paint',
  project: 'miniature',
  recipe: 'recipe paint',
  pileSettings: 'pile settings',
  army: 'army',
  unit: 'unit',
  scheme: 'scheme',
};

/** The refusal of a change to a row that is not there (never synced here, or another painter's). */
export function notFound(entity: EntityName): MutationRejected {
  return new MutationRejected('not-found', `This ${entityWords[entity]} no longer exists.`, { subject: entity });
}

/** The refusal of a create whose id is already taken. */
export function alreadyExists(entity: EntityName): MutationRejected {
  return new MutationRejected('conflict', `This ${entityWords[entity]} already exists.`, { subject: entity });
}

function label(row: EntityRows[EntityName]): string {
  if ('name' in row) return row.name;
  return 'partName' in row ? row.partName : entityWords.pileSettings;
}

/**
 * The notice of a row added under a parent deleted on another device (a recipe paint under its miniature, a unit
 * under its army): kept, and back with the parent's restore. None while the parent is live.
 */
export function addedUnder(parent: { name: string; deletedAt: string | null }, what: string): MutationResult {
  if (parent.deletedAt === null) return { notices: [] };
  return {
    notices: [
      {
        code: 'added-to-deleted',
        params: { name: parent.name },
        message: `“${parent.name}” was deleted on another device. The ${what} was kept and comes back if it is restored.`,
      },
    ],
  };
}

/**
 * Reads a row, writes `change(row)` with the new `updatedAt`. A tombstoned row is edited too, so a restore
 * brings the edit back, and the user hears that it was deleted elsewhere (sync.md §5: delete wins).
 */
export async function editRow<E extends EntityName>(
  store: MutationStore,
  entity: E,
  id: string,
  updatedAt: string,
  change: (row: EntityRows[E]) => EntityRows[E],
): Promise<MutationResult> {
  const row = await store.get(entity, id);
  if (!row) throw notFound(entity);
  await store.put(entity, { ...change(row), updatedAt });
  if (row.deletedAt === null) return { notices: [] };
  return {
    notices: [
      {
        code: 'edited-deleted',
        params: { name: label(row) },
        message: `“${label(row)}” was deleted on another device. Your change was kept and comes back if it is restored.`,
      },
    ],
  };
}

/** Sets or clears the tombstone. Deleting twice, or restoring a live row, changes nothing. */
export async function setDeleted(
  store: MutationStore,
  entity: EntityName,
  id: string,
  deletedAt: string | null,
  at: string,
): Promise<void> {
  const row = await store.get(entity, id);
  if (!row) throw notFound(entity);
  if ((row.deletedAt === null) === (deletedAt === null)) return;
  await store.put(entity, { ...row, deletedAt, updatedAt: at });
}
