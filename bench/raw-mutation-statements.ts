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
 * The statements our server runs for one pushed paint create (features/sync/service.ts and apply.ts), hand-written on
 * raw better-sqlite3 against the app's own schema: no Kysely, no Fastify, no zod, nothing asynchronous. One
 * transaction per mutation: read the client row, a savepoint, the version bump, the id lookup, the insert (with its
 * row-count trigger), the log entry, the client's last id, commit. The bench's second baseline: how fast the work
 * itself can go, so the distance to it is what the server's code costs.
 */
export function rawPaintCreates(databasePath: string, userId: string) {
  const db = openSqlite(databasePath);
  const stopCheckpointer = startWalCheckpointer(db);
  const clientId = crypto.randomUUID();
  const now = new Date().toISOString();
  db.prepare('insert into sync_client (client_id, user_id, last_mutation_id, created_at, last_seen_at) values (?, ?, 0, ?, ?)').run(
    clientId,
    userId,
    now,
    now,
  );
  const statements = {
    begin: db.prepare('begin'),
    readClient: db.prepare('select user_id, last_mutation_id from sync_client where client_id = ?'),
    savepoint: db.prepare('savepoint mutation'),
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
       values (?, ?, ?, 'paint.create@1', ?, 'applied', ?, ?)`,
    ),
    consume: db.prepare('update sync_client set last_mutation_id = ? where client_id = ?'),
    commit: db.prepare('commit'),
  };
  return {
    create(args: RawPaintCreate) {
      const at = new Date().toISOString();
      statements.begin.run();
      const { last_mutation_id: last } = statements.readClient.get(clientId) as { last_mutation_id: number };
      statements.savepoint.run();
      const { version } = statements.bumpVersion.get(userId) as { version: number };
      statements.findPaint.get(args.id, userId);
      statements.insertPaint.run(args.id, userId, args.name, args.brand, args.color, args.type, at, at, version);
      statements.log.run(clientId, last + 1, userId, JSON.stringify(args), version, at);
      statements.consume.run(last + 1, clientId);
      statements.commit.run();
    },
    close() {
      stopCheckpointer();
      db.close();
    },
  };
}
