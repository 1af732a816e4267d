/**
 * The baseline of the HTTP inventory-read bench: a bare Fastify route on raw better-sqlite3 that reads one painter's
 * live paints with one prepared statement and sends the rows as they are: no session, no schema, no mapping. Run as
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
const userId = process.env.USER_ID ?? '';

const app = Fastify();
app.get('/api/paints', async () => select.all(userId));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'Server is listening', port: Number(new URL(address).port) }));
