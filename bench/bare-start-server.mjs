// The baseline of bench/server-start.bench.ts: the least a server on this stack does before its first healthy
// answer (load Fastify and better-sqlite3, open the SQLite file, answer /api/health from one query). Plain
// JavaScript, started with plain node, as our built server is.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(`${process.env.DATA_DIR}/paintforge.db`);
db.pragma('journal_mode = WAL');
const count = db.prepare('select count(*) as n from paint where user_id is null');
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok', catalog: count.get().n }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
