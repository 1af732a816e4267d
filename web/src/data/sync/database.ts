import { Dexie, type EntityTable, type Table } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import {
  entityNames,
  schemaVersion,
  type CatalogPaint,
  type ChangeSubject,
  type EntityName,
  type EntityRows,
  type ErrorParams,
  type MutationAction,
  type NoticeParams,
} from '@paintforge/sync-protocol';
import { userDatabaseName } from '../collection/local-data';
import { localUpgrades } from './upgrades';
import { catalogDatabase } from '../catalog/catalog-database';

/**
 * One IndexedDB database per signed-in user (`paintforge-user-<userId>`, design/sync.md §2). The screens read the
 * view tables; the sync engine owns the confirmed tables, the outbox and the cursor. Invariant, after every write,
 * pull and push answer: view = confirmed ⊕ the pending outbox re-applied in mutation-id order.
 */

/** The sync state of this device for this user: one row under the key 'sync'. */
export interface SyncMeta {
  key: 'sync';
  /** Made with the database and never reused: the server numbers this device's mutations under it. */
  clientId: string;
  userId: string;
  /** The highest row version pulled; only ever moves forward. */
  cursor: number;
  /** The sync-protocol schemaVersion the confirmed rows were pulled under; a change pulls everything again. */
  schemaVersion: number;
  /** When the last pull was applied (ms since the epoch), or null before the first. */
  lastSyncedAt: number | null;
  /** The answer of navigator.storage.persist(), or null before it was asked. */
  persistGranted: boolean | null;
  /** The id the next local mutation gets: 1, 2, 3… with no gaps, as the server requires. */
  nextMutationId: number;
  /** The highest mutation id the server said it consumed; the next push starts after it. */
  acknowledgedMutationId: number;
  /** The next pull starts from 0 and replaces the confirmed tables (a schema change, or a lost meta row). */
  resetPending: boolean;
}

export type OutboxStatus = 'pending' | 'rejected';

/** A local mutation waiting for the server. Carries no credentials: the token is attached when pushing. */
export interface OutboxRow {
  mutationId: number;
  name: string;
  args: unknown;
  /** ISO-8601, when the painter made the change. */
  createdAt: string;
  /** pending: replayed over the confirmed rows and pushed; rejected: consumed by the server and refused (kept only until a pull confirms it). */
  status: OutboxStatus;
  /** How many pushes carried it. */
  attempts: number;
  /** The error code of the server's refusal, once rejected. */
  lastError: string | null;
}

/** A row as the server last sent it, with its version. */
export type ConfirmedRow<E extends EntityName = EntityName> = EntityRows[E] & { version: number };

/** A photo by the SHA-256 of its bytes. Bytes as an ArrayBuffer: Safari fails to store Blobs in IndexedDB. */
export interface BlobRow {
  sha256: string;
  bytes: ArrayBuffer;
  mime: string;
  /** True once the server has it (uploaded from here, or downloaded from it). */
  uploaded: boolean;
  /** Set when the server refused the upload for good (type, size); the referencing mutation then gets a notice. */
  /** Why the server refused the photo for good (its error code); null while it may still be sent. */
  uploadError: string | null;
  createdAt: number;
}

export type NoticeKind = 'rejected' | 'edited-deleted' | 'other';

/** What a change was, as facts the notice's words are built from (web/src/messages/notice-text.ts). */
export interface ChangeSummary {
  action: MutationAction;
  entity: ChangeSubject;
  /** The item's name (a paint's or miniature's name, a recipe row's part), when one is known. */
  label: string | null;
}

/**
 * Something the painter should read: a change the server refused, or one saved on an item deleted elsewhere. Stored
 * as codes and params, never as words, so the words are the app's own (and change with it).
 */
export interface NoticeRow {
  /** `<mutationId>:<n>`, so a notice that arrives twice (a resent push) is stored once. */
  id: string;
  kind: NoticeKind;
  /** The change it is about; null when this app cannot read the change (a newer app's mutation). */
  change: ChangeSummary | null;
  /** Rejected: the refusal's ErrorCode; else the notice's code (an open string: a newer server may send others). */
  code: string;
  params: ErrorParams | NoticeParams;
  mutationId: number;
  mutationName: string;
  createdAt: number;
  /** Null until the painter dismisses it. Kept after dismissal until the mutation is confirmed, so a resend does not bring it back. */
  dismissedAt: number | null;
}

/** Reads a catalog paint by id (recipe rows may use one). */
export type CatalogLookup = (id: string) => Promise<CatalogPaint | undefined>;

const viewTableNames = {
  paint: 'paints',
  project: 'projects',
  recipe: 'recipes',
  pileSettings: 'pileSettings',
  army: 'armies',
  unit: 'units',
  scheme: 'schemes',
} as const satisfies Record<EntityName, string>;
const confirmedTableNames = {
  paint: 'confirmedPaints',
  project: 'confirmedProjects',
  recipe: 'confirmedRecipes',
  pileSettings: 'confirmedPileSettings',
  army: 'confirmedArmies',
  unit: 'confirmedUnits',
  scheme: 'confirmedSchemes',
} as const satisfies Record<EntityName, string>;

/**
 * The schema of each local version. A new version only adds: the outbox is never dropped or renamed, so the
 * changes a painter queued before an app update still go out after it (design property 16).
 */
const schemas = [
  // Version 1.
  {
    meta: 'key',
    outbox: 'mutationId, status',
    confirmedPaints: 'id',
    confirmedProjects: 'id',
    confirmedRecipes: 'id',
    paints: 'id, status',
    projects: 'id, createdAt',
    recipes: 'id, projectId',
    blobs: 'sha256',
    notices: 'id, createdAt',
  },
  // Version 2: the indexes the screens read by: a project's recipe in order, and "is this catalog paint mine".
  {
    paints: 'id, status, catalogId',
    recipes: 'id, projectId, [projectId+position]',
  },
  // Version 3: no new index; project rows gain the stage fields (upgrades.ts).
  {},
  // Version 4: no new index; project rows' status is set by their stage (upgrades.ts).
  {},
  // Version 5 (issue 26): the painter's pile settings sync (one row, keyed by their user id). The device-only
  // settings an older app kept in localStorage are queued as a change once, by data/pile-settings.ts.
  {
    confirmedPileSettings: 'id',
    pileSettings: 'id',
  },
  // Version 6 (issue 35): armies, their units (read by army) and schemes; pile entries read by the unit they are for.
  {
    confirmedArmies: 'id',
    confirmedUnits: 'id',
    confirmedSchemes: 'id',
    armies: 'id',
    units: 'id, armyId',
    schemes: 'id',
    projects: 'id, createdAt, unitId',
  },
] as const;

export const latestLocalVersion = schemas.length;

export interface UserDatabaseOptions {
  /** An IndexedDB implementation (tests give each simulated device its own fake-indexeddb factory). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Open at this local schema version (tests of upgrades); the latest by default. */
  version?: number;
  /** Where recipe rows find catalog paints; the shared catalog database by default. */
  catalog?: CatalogLookup;
}

// The database alone, not catalog.ts (its refresh, search and React hooks): the service worker syncs with this too.
// A static import: a dynamic one in the worker's graph brings Vite's preload helper, whose `import.meta` is a syntax
// error in a classic service worker script, and the worker then fails to install (web/scripts/check-build.mjs).
const defaultCatalog: CatalogLookup = (id) => catalogDatabase().paints.get(id);

export function initialMeta(userId: string): SyncMeta {
  return {
    key: 'sync',
    clientId: uuidv7(),
    userId,
    cursor: 0,
    schemaVersion,
    lastSyncedAt: null,
    persistGranted: null,
    nextMutationId: 1,
    acknowledgedMutationId: 0,
    resetPending: false,
  };
}

export class UserDatabase extends Dexie {
  readonly userId: string;
  readonly catalog: CatalogLookup;
  meta!: EntityTable<SyncMeta, 'key'>;
  outbox!: EntityTable<OutboxRow, 'mutationId'>;
  paints!: EntityTable<EntityRows['paint'], 'id'>;
  projects!: EntityTable<EntityRows['project'], 'id'>;
  recipes!: EntityTable<EntityRows['recipe'], 'id'>;
  pileSettings!: EntityTable<EntityRows['pileSettings'], 'id'>;
  confirmedPaints!: EntityTable<ConfirmedRow<'paint'>, 'id'>;
  confirmedProjects!: EntityTable<ConfirmedRow<'project'>, 'id'>;
  confirmedRecipes!: EntityTable<ConfirmedRow<'recipe'>, 'id'>;
  confirmedPileSettings!: EntityTable<ConfirmedRow<'pileSettings'>, 'id'>;
  armies!: EntityTable<EntityRows['army'], 'id'>;
  units!: EntityTable<EntityRows['unit'], 'id'>;
  schemes!: EntityTable<EntityRows['scheme'], 'id'>;
  confirmedArmies!: EntityTable<ConfirmedRow<'army'>, 'id'>;
  confirmedUnits!: EntityTable<ConfirmedRow<'unit'>, 'id'>;
  confirmedSchemes!: EntityTable<ConfirmedRow<'scheme'>, 'id'>;
  blobs!: EntityTable<BlobRow, 'sha256'>;
  notices!: EntityTable<NoticeRow, 'id'>;

  constructor(userId: string, options: UserDatabaseOptions = {}) {
    super(userDatabaseName(userId), {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    this.userId = userId;
    this.catalog = options.catalog ?? defaultCatalog;
    const version = options.version ?? latestLocalVersion;
    if (!Number.isInteger(version) || version < 1 || version > latestLocalVersion) throw new RangeError(`No local schema version ${version}`);
    schemas.slice(0, version).forEach((stores, index) => {
      const upgrade = localUpgrades[index + 1];
      const declared = this.version(index + 1).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    });
    // The client id is made in the transaction that creates the database, so it exists exactly as long as the data.
    this.on('populate', (transaction) => {
      void transaction.table('meta').add(initialMeta(userId));
    });
  }

  /** The table the screens read for an entity. */
  view<E extends EntityName>(entity: E): Table<EntityRows[E], string> {
    return this.table(viewTableNames[entity]);
  }

  /** The server's rows of an entity, as last pulled. */
  confirmed<E extends EntityName>(entity: E): Table<ConfirmedRow<E>, string> {
    return this.table(confirmedTableNames[entity]);
  }

  /**
   * The entities this database has tables for: all of them at the latest local version; a database opened at an
   * older one (tests of upgrades) lacks the later ones' (pile settings before version 5, armies before 6), and syncs
   * without them.
   */
  get syncedEntities(): EntityName[] {
    const names = new Set(this.tables.map((table) => table.name));
    return entityNames.filter((entity) => names.has(viewTableNames[entity]));
  }

  get viewTables(): Table[] {
    return this.syncedEntities.map((entity) => this.view(entity));
  }

  get confirmedTables(): Table[] {
    return this.syncedEntities.map((entity) => this.confirmed(entity));
  }

  /** The sync state; throws when it is missing, which openUserDatabase rules out. */
  async readMeta(): Promise<SyncMeta> {
    const meta = await this.meta.get('sync');
    if (!meta) throw new Error('The local database has no sync state');
    return meta;
  }
}

/**
 * Opens (creating or upgrading as needed) a user's database. A database whose sync state row went missing gets a
 * new client id (its queued changes renumbered from 1 under it) and a full pull: a client id and its mutation ids
 * are never reused.
 */
export async function openUserDatabase(userId: string, options: UserDatabaseOptions = {}): Promise<UserDatabase> {
  const db = new UserDatabase(userId, options);
  await db.open();
  await db.transaction('rw', db.meta, db.outbox, async () => {
    const meta = await db.meta.get('sync');
    if (meta) {
      if (meta.userId !== userId) throw new Error(`The database ${db.name} belongs to another user`);
      // Rows pulled under another schema may lack fields or mean something else now: take everything again.
      if (meta.schemaVersion !== schemaVersion && !meta.resetPending) await db.meta.put({ ...meta, resetPending: true });
      return;
    }
    // A new client id starts at mutation 1 on the server, so whatever is still queued is renumbered from 1.
    const queued = await db.outbox.toArray();
    await db.outbox.clear();
    await db.outbox.bulkAdd(queued.map((row, index) => ({ ...row, mutationId: index + 1 })));
    await db.meta.put({ ...initialMeta(userId), nextMutationId: queued.length + 1, resetPending: true });
  });
  return db;
}
