import type { Database as SqliteConnection } from 'better-sqlite3';
import { openSqlite } from '../api/src/db/dialect.js';
import { startWalCheckpointer } from '../api/src/db/wal-checkpointer.js';

export interface RawPaintCreate {
  id: string;
  name: string;
  brand: string;
  color: string;
  type: string;
}

/** Whose push: the painter and the device (its sync_client row). */
export interface PushOwner {
  userId: string;
  clientId: string;
}

/**
 * The statements our server runs for one push of paint creates (features/sync/service.ts and apply.ts), hand-written
 * against the app's own schema, `?` parameters, the same text on both databases where the two can share one: claim
 * and read the client row, then per mutation a savepoint, the id lookup, the insert (with its row-count trigger), the
 * first one also bumping the version, then the log rows and the client's last id, commit. No Kysely, no Fastify, no
 * zod: the benches' floor, so the distance to it is what the server's code costs.
 */
const sql = {
  claimClient: `insert into sync_client (client_id, user_id, last_mutation_id, created_at, last_seen_at) values (?, ?, 0, ?, ?)
    on conflict (client_id) do update set last_seen_at = excluded.last_seen_at where sync_client.user_id = excluded.user_id
    returning last_mutation_id`,
  bumpVersion: `insert into sync_space (user_id, version, purged_version) values (?, 1, 0)
    on conflict (user_id) do update set version = sync_space.version + 1 returning version, paint_rows`,
  findPaint: 'select * from paint where id = ? and user_id = ?',
  insertPaint: `insert into paint (id, user_id, name, brand, color, type, quantity, status, is_wishlist, priority, notes, created_at, updated_at, version)
    values (?, ?, ?, ?, ?, ?, 1, 'in_stock', 0, 'medium', '', ?, ?, ?) on conflict do nothing`,
  consume: 'update sync_client set last_mutation_id = ? where client_id = ?',
};

/** The log rows of a push: each mutation's id and arguments, as the one JSON parameter both databases unpack. */
function logEntries(list: readonly RawPaintCreate[], last: number): string {
  return JSON.stringify(list.map((args, index) => ({ id: last + 1 + index, args: JSON.stringify(args) })));
}

/** On SQLite's connection, synchronously from begin to commit, as our push runs there (db/sqlite-direct.ts). */
export function sqlitePushByHand(db: SqliteConnection) {
  const statements = {
    begin: db.prepare('begin'),
    claimClient: db.prepare(sql.claimClient),
    savepoint: db.prepare('savepoint mutation'),
    release: db.prepare('release mutation'),
    bumpVersion: db.prepare(sql.bumpVersion),
    findPaint: db.prepare(sql.findPaint),
    insertPaint: db.prepare(sql.insertPaint),
    log: db.prepare(
      `insert into mutation_log (client_id, mutation_id, user_id, name, args, status, version, received_at)
       select ?, json_extract(value, '$.id'), ?, 'paint.create@1', json_extract(value, '$.args'), 'applied', ?, ? from json_each(?)`,
    ),
    consume: db.prepare(sql.consume),
    commit: db.prepare('commit'),
  };
  return ({ userId, clientId }: PushOwner, list: readonly RawPaintCreate[]): void => {
    const at = new Date().toISOString();
    statements.begin.run();
    try {
      const { last_mutation_id: last } = statements.claimClient.get(clientId, userId, at, at) as { last_mutation_id: number };
      let version = 0;
      for (const args of list) {
        statements.savepoint.run();
        if (version === 0) version = (statements.bumpVersion.get(userId) as { version: number }).version;
        statements.findPaint.get(args.id, userId);
        statements.insertPaint.run(args.id, userId, args.name, args.brand, args.color, args.type, at, at, version);
        statements.release.run();
      }
      statements.log.run(clientId, userId, version, at, logEntries(list, last));
      statements.consume.run(last + list.length, clientId);
      statements.commit.run();
    } catch (error) {
      // A failed push must not leave its transaction open on the connection the next push begins on.
      if (db.inTransaction) db.exec('rollback');
      throw error;
    }
  };
}

/** Runs one statement (`?` parameters) on one Postgres connection and answers its rows. */
export type PostgresQuery = (text: string, params?: readonly unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * On one Postgres connection, in as many round trips as our push takes (docs/push-path.md): begin, the client's
 * claim, the version bump (once), per mutation its savepoint (with the release of the one before, one round trip),
 * the id lookup and the insert, then the log rows with the client's last id in one statement, commit: 5 + 3n.
 */
export function postgresPushByHand(query: PostgresQuery) {
  const logAndConsume = `with logged as (
      insert into mutation_log (client_id, mutation_id, user_id, name, args, status, version, received_at)
      select ?, r.id, ?, 'paint.create@1', r.args, 'applied', ?, ? from json_to_recordset(?::json) as r(id integer, args text)
    ) update sync_client set last_mutation_id = ? where client_id = ?`;
  return async ({ userId, clientId }: PushOwner, list: readonly RawPaintCreate[]): Promise<void> => {
    const at = new Date().toISOString();
    await query('begin');
    try {
      const [claimed] = await query(sql.claimClient, [clientId, userId, at, at]);
      const last = Number(claimed!.last_mutation_id);
      let version = 0;
      for (const [index, args] of list.entries()) {
        await query(index === 0 ? 'savepoint mutation' : 'release savepoint mutation; savepoint mutation');
        if (version === 0) version = Number((await query(sql.bumpVersion, [userId]))[0]!.version);
        await query(sql.findPaint, [args.id, userId]);
        await query(sql.insertPaint, [args.id, userId, args.name, args.brand, args.color, args.type, at, at, version]);
      }
      await query(logAndConsume, [clientId, userId, version, at, logEntries(list, last), last + list.length, clientId]);
      await query('commit');
    } catch (error) {
      await query('rollback').catch(() => undefined);
      throw error;
    }
  };
}

/**
 * The in-process benches' floor: our statements by hand for one painter's device, on a connection of its own to
 * the app's SQLite file (the app's settings and WAL checkpointer, as our server runs).
 */
export function rawPaintCreates(databasePath: string, userId: string) {
  const db = openSqlite(databasePath);
  const stopCheckpointer = startWalCheckpointer(db);
  const owner = { userId, clientId: crypto.randomUUID() };
  const pushByHand = sqlitePushByHand(db);
  return {
    push: (list: readonly RawPaintCreate[]) => pushByHand(owner, list),
    close() {
      stopCheckpointer();
      db.close();
    },
  };
}
