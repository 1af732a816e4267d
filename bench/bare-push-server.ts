/**
 * The baseline of the HTTP push bench: a bare Fastify route on raw better-sqlite3 that stores a push's paints in one
 * transaction (as our server commits a push once), with the SQLite settings of our server (WAL, synchronous=NORMAL) and nothing else: no
 * session, no validation, no mutation log, no versions. Run as its own process, like our server; prints its port.
 */
import { join } from 'node:path';
import Fastify from 'fastify';
import SqliteDatabase from 'better-sqlite3';

interface PushBody {
  clientId: string;
  mutations: Array<{ id: number; args: { id: string; name: string; brand: string; color: string; type: string } }>;
}

const sqlite = new SqliteDatabase(join(process.env.DATA_DIR ?? '.', 'bare.db'));
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.exec('create table if not exists paint (id text primary key, name text, brand text, color text, type text, quantity integer)');
const insert = sqlite.prepare('insert into paint values (?, ?, ?, ?, ?, 1)');
const insertPush = sqlite.transaction((mutations: PushBody['mutations']) => {
  for (const { args } of mutations) insert.run(args.id, args.name, args.brand, args.color, args.type);
});

const app = Fastify();
app.post<{ Body: PushBody }>('/api/sync/push', async (request) => {
  const { mutations } = request.body;
  insertPush(mutations);
  return { lastMutationId: mutations.at(-1)?.id ?? 0, results: mutations.map((mutation) => ({ id: mutation.id, status: 'applied' })) };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'Server is listening', port: Number(new URL(address).port) }));
