import { openSqlite } from '../api/src/db/dialect.js';
import { startWalCheckpointer } from '../api/src/db/wal-checkpointer.js';

export interface RawPaintCreate {
  id: string;
  name: string;
  brand: string;
  color: string;
  type: string;
}

/**
 * The statements our server runs for one push of paint creates (features/sync/service.ts and apply.ts), hand-written
 * on raw better-sqlite3 against the app's own schema: no Kysely, no Fastify, no zod, nothing asynchronous. One
 * transaction per push: claim and read the client row, then per mutation a savepoint, the id lookup, the insert (with
 * its row-count trigger) and the savepoint's release (the first one also bumps the version), then the log rows in one
 * statement, the client's last id, commit. The bench's second baseline: how fast the work itself can go, so the
 * distance to it is what the server's code costs.
 */
export function rawPaintCreates(databasePath: string, userId: string) {
  const db = openSqlite(databasePath);
  const stopCheckpointer = startWalCheckpointer(db);
  const clientId = crypto.randomUUID();
  const statements = {
    begin: db.prepare('begin'),
    claimClient: db.prepare(
      `insert into sync_client (client_id, user_id, last_mutation_id, created_at, last_seen_at) values (?, ?, 0, ?, ?)
       on conflict (client_id) do update set last_seen_at = excluded.last_seen_at where sync_client.user_id = excluded.user_id
       returning last_mutation_id`,
    ),
    savepoint: db.prepare('savepoint mutation'),
    release: db.prepare('release mutation'),
    bumpVersion: db.prepare(
      'insert into sync_space (user_id, version, purged_version) values (?, 1, 0) on conflict (user_id) do update set version = sync_space.version + 1 returning version, paint_rows',
    ),
    findPaint: db.prepare('select * from paint where id = ? and user_id = ?'),
    insertPaint: db.prepare(
      `insert into paint (id, user_id, name, brand, color, type, quantity, status, is_wishlist, priority, notes, created_at, updated_at, version)
       values (?, ?, ?, ?, ?, ?, 1, 'in_stock', 0, 'medium', '', ?, ?, ?) on conflict do nothing`,
    ),
    log: db.prepare(
      `insert into mutation_log (client_id, mutation_id, user_id, name, args, status, version, received_at)
       select ?, json_extract(value, '$.id'), ?, 'paint.create@1', json_extract(value, '$.args'), 'applied', ?, ? from json_each(?)`,
    ),
    consume: db.prepare('update sync_client set last_mutation_id = ? where client_id = ?'),
    commit: db.prepare('commit'),
  };
  return {
    push(list: RawPaintCreate[]) {
      const at = new Date().toISOString();
      statements.begin.run();
      const { last_mutation_id: last } = statements.claimClient.get(clientId, userId, at, at) as { last_mutation_id: number };
      let version = 0;
      for (const args of list) {
        statements.savepoint.run();
        if (version === 0) version = (statements.bumpVersion.get(userId) as { version: number }).version;
        statements.findPaint.get(args.id, userId);
        statements.insertPaint.run(args.id, userId, args.name, args.brand, args.color, args.type, at, at, version);
        statements.release.run();
      }
      const entries = list.map((args, index) => ({ id: last + 1 + index, args: JSON.stringify(args) }));
      statements.log.run(clientId, userId, version, at, JSON.stringify(entries));
      statements.consume.run(last + list.length, clientId);
      statements.commit.run();
    },
    close() {
      stopCheckpointer();
      db.close();
    },
  };
}
