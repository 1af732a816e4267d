import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import SqliteDatabase from 'better-sqlite3';
import { createTestConfig } from '../api/src/testing/test-config.js';
import { closeDatabase, createDatabase } from '../api/src/db/connection.js';
import { migrateToLatest } from '../api/src/db/migrate.js';
import { loadCatalog } from '../api/src/features/catalog/loader.js';

const silent = { info: () => undefined, error: () => undefined };
const runs = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The start-up catalog step into an empty database, and again with nothing changed (what every restart pays: read the
 * file, hash it, take the catalog from the database's snapshot), next to reading the file alone and to raw inserts.
 */
export async function benchCatalogLoad(): Promise<void> {
  const cold: number[] = [];
  const warm: number[] = [];
  const firstUse: number[] = [];
  const read: number[] = [];
  const raw: number[] = [];
  for (let run = 0; run < runs; run++) {
    const config = createTestConfig();
    const db = createDatabase(config);
    await migrateToLatest(db, silent);
    let started = performance.now();
    await loadCatalog(db, config.catalogPath, silent);
    cold.push(performance.now() - started);
    started = performance.now();
    const { catalog } = await loadCatalog(db, config.catalogPath, silent);
    warm.push(performance.now() - started);
    // What that start left for later: the paints parsed and the id map built on the first lookup.
    started = performance.now();
    catalog.find(catalog.paints[0]!.id);
    firstUse.push(performance.now() - started);
    await closeDatabase(db);
    started = performance.now();
    await readFile(config.catalogPath);
    read.push(performance.now() - started);

    // Baseline: one prepared INSERT per row in one transaction, no ids, hashing or validation.
    const rows = JSON.parse(readFileSync(config.catalogPath, 'utf8')) as Array<{ brand: string; range: string; name: string; hex: string }>;
    const sqlite = new SqliteDatabase(`${config.dataDir}/raw.db`);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table paint (id integer primary key, brand text, range text, name text, color text)');
    started = performance.now();
    const insert = sqlite.prepare('insert into paint (brand, range, name, color) values (?, ?, ?, ?)');
    sqlite.transaction(() => rows.forEach((row) => insert.run(row.brand, row.range, row.name, row.hex)))();
    raw.push(performance.now() - started);
    sqlite.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
  console.log(`\nCatalog load at start (5,805 paints, median of ${runs})`);
  console.log(`  ${'loadCatalog into an empty database'.padEnd(52)} ${median(cold).toFixed(1).padStart(8)} ms`);
  console.log(`  ${'loadCatalog again, file unchanged (no writes)'.padEnd(52)} ${median(warm).toFixed(1).padStart(8)} ms`);
  console.log(`  ${'  then its first lookup (parse the snapshot, id map)'.padEnd(52)} ${median(firstUse).toFixed(1).padStart(8)} ms`);
  console.log(`  ${'baseline: reading the file alone'.padEnd(52)} ${median(read).toFixed(1).padStart(8)} ms`);
  console.log(`  ${'baseline: raw better-sqlite3 inserts, one txn'.padEnd(52)} ${median(raw).toFixed(1).padStart(8)} ms`);
}
