/**
 * The same-run baselines of `npm run bench:load`: bare Fastify routes that do the same database work as our
 * routes, on the same database (SQLite file or Postgres database), and nothing else: no session check, no
 * validation, no rate limit, no response schema, no sync log or versions. Run as its own process, like our server;
 * prints its port as one JSON line.
 */
import * as argon2 from 'argon2';
import Fastify from 'fastify';
import { type CatalogPaint } from '@paintforge/sync-protocol';
import { buildSearchIndex, searchIndex } from '@paintforge/sync-protocol/search';
import { barePullJsonSql } from '../bare-pull-json.js';
import { openBareDatabase } from './bare-database.js';

interface UserQuery {
  user: string;
}
interface PushBody {
  mutations: Array<{ id: number; args: { id: string; name: string; brand: string; color: string; type: string } }>;
}

const db = await openBareDatabase(process.env);
// Pushed paints go to a table of their own, so the paints our server reads are the same in both runs.
await db.query(
  'create table if not exists bench_bare_paint (id text primary key, user_id text, name text, brand text, color text, type text, quantity integer)',
);
// Our server searches the catalog in memory (built from these rows at start); so does the bare route.
const catalog = await db.query<CatalogPaint>(
  'select id, name, brand, range, color, type, user_id as "userId" from paint where user_id is null and deleted_at is null',
);
const catalogIndex = buildSearchIndex(catalog);

const app = Fastify();

// The columns our answer is made of (paintResponseColumns), in the order of our list.
app.get<{ Querystring: UserQuery }>('/bare/paints', async (request) =>
  db.query(
    `select id, name, brand, color, type, range, catalog_id, quantity, status, is_wishlist, priority, notes, created_at, updated_at, user_id
     from paint where user_id = ? and deleted_at is null order by created_at desc, id desc`,
    [request.query.user],
  ),
);

app.post<{ Querystring: UserQuery; Body: PushBody }>('/bare/sync/push', async (request) => {
  const { mutations } = request.body;
  // One transaction per request, as our push commits once for all its mutations (issue 22's baseline).
  await db.transaction(
    mutations.map(({ args }) => ({
      text: 'insert into bench_bare_paint values (?, ?, ?, ?, ?, ?, 1)',
      params: [args.id, request.query.user, args.name, args.brand, args.color, args.type],
    })),
  );
  return { results: mutations.map((mutation) => ({ id: mutation.id, status: 'applied' })) };
});

// The same push by our server's own statements, hand-written: what any server doing the design's work (sync.md §4: the
// client's claim, a savepoint per mutation, the version, the log, the client's last id) can reach at most.
app.post<{ Querystring: UserQuery; Body: PushBody & { clientId: string } }>('/bare/sync/push-by-hand', async (request) => {
  const { clientId, mutations } = request.body;
  await db.pushByHand(
    { userId: request.query.user, clientId },
    mutations.map(({ args }) => args),
  );
  return { results: mutations.map((mutation) => ({ id: mutation.id, status: 'applied' })) };
});

// The same rows as our pull's first page, as JSON text written by the database (as our pull-json.ts does), sent as is.
const pullJson = barePullJsonSql(db.dialect);
app.post<{ Querystring: UserQuery; Body: { cursor: number } }>('/bare/sync/pull', async (request, reply) => {
  const [row] = await db.query<{ patch: string }>(pullJson, [request.query.user, request.body.cursor]);
  return reply.type('application/json; charset=utf-8').send(`{"patch":${row?.patch ?? '[]'}}`);
});

app.get<{ Params: { token: string } }>('/bare/showcase/:token', async (request, reply) => {
  const [project] = await db.query<{ id: string; user_id: string }>('select * from project where share_token = ? and deleted_at is null', [
    request.params.token,
  ]);
  if (project === undefined) return reply.code(404).send({ error: 'not-found' });
  const parts = await db.query(
    `select recipe.*, paint.name, paint.brand, paint.color, paint.type from project_paint recipe
     left join paint on paint.id = recipe.paint_id and paint.deleted_at is null and (paint.user_id = ? or paint.user_id is null)
     where recipe.user_id = ? and recipe.deleted_at is null and recipe.project_id = ? order by recipe.position, recipe.id`,
    [project.user_id, project.user_id, project.id],
  );
  return { project, parts };
});

app.get<{ Querystring: { q: string } }>('/bare/search', async (request) => searchIndex(catalogIndex, request.query.q, 50));

app.post<{ Body: { email: string; password: string } }>('/bare/login', async (request, reply) => {
  const [account] = await db.query<{ id: string; password_hash: string }>('select id, password_hash from "user" where email = ?', [
    request.body.email,
  ]);
  if (account === undefined || !(await argon2.verify(account.password_hash, request.body.password)))
    return reply.code(401).send({ error: 'unauthorized' });
  return { id: account.id };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'Server is listening', port: Number(new URL(address).port) }));
const stop = () => void app.close().then(() => db.close());
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
