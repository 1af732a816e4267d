/**
 * The baselines of the HTTP inventory-read bench: bare Fastify routes on raw better-sqlite3 that read one painter's
 * live paints with one prepared statement: no session, no schema, no mapping. `/api/paints` sends the rows as they
 * are (Fastify serialises them); `/api/paints-json` sends the answer's JSON text as our server makes it, written by
 * SQLite (features/paints/paint-json.ts), so the distance to it is our server's own cost, not the technique's. Run as
 * its own process on the database file of our server, like our server; prints its port.
 */
import { join } from 'node:path';
import Fastify from 'fastify';
import SqliteDatabase from 'better-sqlite3';

const sqlite = new SqliteDatabase(join(process.env.DATA_DIR ?? '.', 'paintforge.db'), { readonly: true });
// The columns our answer is made of (paintResponseColumns), the order of our list.
const select = sqlite.prepare(
  `select id, name, brand, color, type, range, catalog_id, quantity, status, is_wishlist, priority, notes, created_at, updated_at, user_id
   from paint where user_id = ? and deleted_at is null order by created_at desc, id desc`,
);
const selectJson = sqlite.prepare(
  `select coalesce(json_group_array(json_object('id', id, 'name', name, 'brand', brand, 'color', color, 'type', type,
     'range', range, 'catalogId', catalog_id, 'quantity', quantity, 'status', status,
     'isWishlist', json(case when is_wishlist = 1 then 'true' else 'false' end), 'priority', priority, 'notes', notes,
     'createdAt', created_at, 'updatedAt', updated_at, 'userId', user_id) order by created_at desc, id desc), '[]') as paints
   from paint where user_id = ? and deleted_at is null`,
);
const userId = process.env.USER_ID ?? '';

const app = Fastify();
app.get('/api/paints', async () => select.all(userId));
app.get('/api/paints-json', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send((selectJson.get(userId) as { paints: string }).paints),
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'Server is listening', port: Number(new URL(address).port) }));
