import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { validate as isUuid, version as uuidVersion } from 'uuid';
import { describe, expect, it } from 'vitest';
import { catalogPaintSchema } from '@paintforge/sync-protocol';
import { createTestConfig } from '../../testing/test-config.js';
import { isPostgres } from '../../db/dialect.js';
import { nowIso } from '../../db/schema.js';
import { CatalogFileError, parseCatalogFile } from './catalog-file.js';
import { catalogPaintId } from './catalog-id.js';
import { catalogDerivation, catalogSourceHash, loadCatalog, syncCatalogToDatabase } from './loader.js';
import { createCatalog, toCatalogPaints } from './service.js';
import { silentLog, useTestDatabase } from '../../testing/test-database.js';

interface FileRow {
  brand: string;
  range: string;
  name: string;
  hex: string;
}
const realCatalogPath = createTestConfig({ dataDir: '/nonexistent' }).catalogPath;
const realRows = JSON.parse(readFileSync(realCatalogPath, 'utf8')) as FileRow[];
const testDb = useTestDatabase();

function writeCatalog(rows: readonly FileRow[], name = 'paints.json'): string {
  const path = join(testDb.config.dataDir, name);
  writeFileSync(path, JSON.stringify(rows));
  return path;
}

async function storedCatalog(): Promise<Map<string, { id: string; color: string; createdAt: string; updatedAt: string }>> {
  const rows = await testDb.db
    .selectFrom('paint')
    .select(['id', 'name', 'brand', 'range', 'color', 'createdAt', 'updatedAt'])
    .where('userId', 'is', null)
    .execute();
  return new Map(rows.map((row) => [`${row.brand}/${row.range}/${row.name}`, row]));
}

/**
 * Whether anything was written since the watch began. SQLite's data_version, seen from a second connection, changes
 * exactly when another connection commits a write; on Postgres every row a commit writes gets a new xmin, and a
 * deleted row leaves the count.
 */
async function watchCommits(): Promise<{ commitsSince(): Promise<boolean>; close(): void }> {
  if (isPostgres(testDb.db)) {
    const fingerprint = async () =>
      (
        await sql<{ rows: string | null }>`select concat_ws('/',
          (select string_agg(xmin::text, ',' order by id) from paint), (select string_agg(xmin::text, ',') from catalog_state),
          (select count(*) from paint)) as rows`.execute(testDb.db)
      ).rows[0]?.rows;
    const before = await fingerprint();
    return { commitsSince: async () => (await fingerprint()) !== before, close: () => undefined };
  }
  const observer = new SqliteDatabase(testDb.config.databasePath, { readonly: true });
  const version = () => observer.pragma('data_version', { simple: true }) as number;
  const before = version();
  return { commitsSince: async () => version() !== before, close: () => observer.close() };
}

describe('catalog loader', () => {
  // Its speed is measured by `npm run bench` (catalog load), not asserted here: a timed test flakes under load.
  it('loads all 5,805 paints of the data file, each of the six spec brands at or above its count', async () => {
    const { catalog, counts } = await loadCatalog(testDb.db, realCatalogPath, silentLog);

    expect(counts).toEqual({ inserted: 5805, updated: 0, unchanged: 0, removed: 0, retained: 0 });
    expect(catalog.paints).toHaveLength(5805);
    expect((await storedCatalog()).size).toBe(5805);

    const byBrand = new Map<string, number>();
    for (const paint of catalog.paints) byBrand.set(paint.brand, (byBrand.get(paint.brand) ?? 0) + 1);
    const specCounts = { 'Army Painter': 390, Vallejo: 271, Citadel: 175, Reaper: 133, Scale75: 123, 'Two Thin Coats': 93 };
    for (const [brand, minimum] of Object.entries(specCounts)) expect(byBrand.get(brand), brand).toBeGreaterThanOrEqual(minimum);

    for (const paint of catalog.paints) catalogPaintSchema.parse(paint);
    const abaddon = catalog.paints.find((paint) => paint.name === 'Abaddon Black' && paint.range === 'Base');
    expect(abaddon).toMatchObject({ brand: 'Citadel', type: 'Base', userId: null });
  });

  it('derives stable UUIDv5 ids from brand, range and name, never from the position in the file', async () => {
    const forward = (await loadCatalog(testDb.db, realCatalogPath, silentLog)).catalog;
    const ids = new Map(forward.paints.map((paint) => [paint.id, paint]));
    expect(ids.size).toBe(5805);
    for (const paint of forward.paints.slice(0, 50)) {
      expect(isUuid(paint.id) && uuidVersion(paint.id)).toBe(5);
      expect(paint.id).toBe(catalogPaintId(paint.brand, paint.range, paint.name));
    }
    // Ignores case and Unicode composition: "é" typed as e + combining accent is the same paint.
    expect(catalogPaintId('Vallejo', 'Model Color', 'Café')).toBe(catalogPaintId('VALLEJO', 'model color', 'Cafe\u0301'));

    // The same file reversed and shuffled: same ids, and loading it into the same database rewrites no row (only the
    // marker learns the new file's hash).
    const shuffled = [...realRows].reverse();
    [shuffled[0], shuffled[1000]] = [shuffled[1000]!, shuffled[0]!];
    const before = await storedCatalog();
    const { catalog: reordered, counts } = await loadCatalog(testDb.db, writeCatalog(shuffled), silentLog);
    expect(await storedCatalog()).toEqual(before);
    expect(counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 5805, removed: 0 });
    expect(reordered.paints.map((paint) => paint.id)).toEqual(forward.paints.map((paint) => paint.id));
    expect(reordered.etag).toBe(forward.etag);
  });

  it('holds clean names, and a cleaned name keeps the id it had (idName), so painters’ references stay valid', async () => {
    const { catalog } = await loadCatalog(testDb.db, realCatalogPath, silentLog);
    expect(catalog.paints.filter((paint) => /[<>]/.test(paint.name))).toEqual([]);
    const kure = catalog.paints.find((paint) => paint.range === 'Lacquer Paint' && paint.name === 'IJN gray (Kure Arsenal)');
    expect(kure?.id).toBe(catalogPaintId('Tamiya', 'Lacquer Paint', 'IJN gray<br>(Kure Arsenal)'));
    expect(() => parseCatalogFile(JSON.stringify([{ brand: 'Tamiya', range: 'X', name: 'Grey<br>(A)', hex: '#112233' }]))).toThrow(
      /name contains markup/,
    );
  });

  it('writes nothing on a second start with an unchanged file', async () => {
    await loadCatalog(testDb.db, realCatalogPath, silentLog);
    const watcher = await watchCommits();
    const { counts } = await loadCatalog(testDb.db, realCatalogPath, silentLog);
    expect(await watcher.commitsSince()).toBe(false);
    expect(counts).toEqual({ inserted: 0, updated: 0, unchanged: 5805, removed: 0, retained: 0 });
    // The watcher does see a load that writes, so the check above means something.
    await loadCatalog(testDb.db, writeCatalog(realRows.slice(1)), silentLog);
    expect(await watcher.commitsSince()).toBe(true);
    watcher.close();
  });

  it('remembers which catalog the rows match, and compares rows again whenever that catalog changes', async () => {
    const marker = () => testDb.db.selectFrom('catalogState').select('etag').executeTakeFirst();
    const first = (await loadCatalog(testDb.db, realCatalogPath, silentLog)).catalog;
    expect(await marker()).toEqual({ etag: first.etag });

    // A file that differs (here: one paint fewer) is compared row by row; the marker then names the new catalog.
    const { catalog: smaller, counts } = await loadCatalog(testDb.db, writeCatalog(realRows.slice(1)), silentLog);
    expect(counts).toMatchObject({ removed: 1, unchanged: 5804 });
    expect(await marker()).toEqual({ etag: smaller.etag });

    // With the marker, an unchanged start does not look at the rows: a row lost behind its back stays lost...
    await testDb.db.deleteFrom('paint').where('id', '=', smaller.paints[0]!.id).execute();
    expect((await loadCatalog(testDb.db, writeCatalog(realRows.slice(1)), silentLog)).counts).toMatchObject({ inserted: 0 });
    // ...so every write of catalog rows drops it (syncCatalogToDatabase does), and the next start compares again.
    await testDb.db.deleteFrom('catalogState').execute();
    const { counts: repaired } = await loadCatalog(testDb.db, writeCatalog(realRows.slice(1)), silentLog);
    expect(repaired).toMatchObject({ inserted: 1, unchanged: 5803 });
    expect(await marker()).toEqual({ etag: smaller.etag });
    await syncCatalogToDatabase(testDb.db, first.paints);
    expect(await marker()).toBeUndefined();
  });

  it('starts from the snapshot while the file and the corrections are unchanged, and rebuilds when either changes', async () => {
    const path = writeCatalog(realRows.slice(0, 40));
    const built = (await loadCatalog(testDb.db, path, silentLog)).catalog;
    const again = await loadCatalog(testDb.db, path, silentLog);
    expect(again.counts).toEqual({ inserted: 0, updated: 0, unchanged: 40, removed: 0, retained: 0 });
    expect({ paints: again.catalog.paints, json: again.catalog.json, etag: again.catalog.etag }).toEqual({
      paints: built.paints,
      json: built.json,
      etag: built.etag,
    });
    expect(again.catalog.find(built.paints[7]!.id)).toEqual(built.paints[7]);
    expect(again.catalog.size).toBe(40);

    // The snapshot is what a start serves, unparsed file and all: a planted one (with its own ETag) shows it is used...
    const planted = createCatalog(built.paints.slice(0, 3));
    await testDb.db.updateTable('catalogState').set({ snapshot: planted.json, etag: planted.etag, snapshotSize: 3 }).execute();
    expect((await loadCatalog(testDb.db, path, silentLog)).catalog.paints).toHaveLength(3);
    // ...but not one that no longer hashes to the ETag written with it: the file is parsed again.
    await testDb.db
      .updateTable('catalogState')
      .set({ snapshot: planted.json.replace(planted.paints[0]!.name, 'Tampered') })
      .execute();
    expect((await loadCatalog(testDb.db, path, silentLog)).catalog.json).toBe(built.json);

    // A correction is an input too: the next start builds the catalog with it.
    const corrected = built.paints[5]!;
    const at = nowIso();
    await testDb.db
      .insertInto('catalogCorrection')
      .values({ paintId: corrected.id, color: '#123456', originalColor: corrected.color, correctedBy: null, createdAt: at, updatedAt: at })
      .execute();
    expect((await loadCatalog(testDb.db, path, silentLog)).catalog.find(corrected.id)?.color).toBe('#123456');
  });

  it('keys the snapshot by every input: the derivation, the bytes and the corrections', () => {
    const bytes = Buffer.from('[{"brand":"A"}]');
    const none = new Map<string, string>();
    const hashes = [
      catalogSourceHash(bytes, none),
      catalogSourceHash(Buffer.from('[{"brand":"B"}]'), none),
      catalogSourceHash(bytes, new Map([['id-1', '#000000']])),
      catalogSourceHash(bytes, new Map([['id-1', '#000001']])),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
    // The order corrections were read in does not matter.
    const pair = [
      ['a', '#111111'],
      ['b', '#222222'],
    ] as const;
    expect(catalogSourceHash(bytes, new Map(pair))).toBe(catalogSourceHash(bytes, new Map([...pair].reverse())));
  });

  it('pins what the code makes of a file, so a change to it comes with a new catalogDerivation', () => {
    // One made-up row per range of the data file (every type rule a real range meets), in shuffled brands: ids, types,
    // order and fields all go into this hash. When it changes on purpose, bump catalogDerivation in loader.ts (or
    // starts would keep serving the old snapshot), then update both values here.
    const ranges = [...new Set(realRows.map((row) => row.range))].sort();
    const sample = ranges.map((range, i) => ({ brand: `Brand ${(i * 7) % 5}`, range, name: `Paint ${i}`, hex: '#a1b2c3' }));
    const made = createHash('sha256')
      .update(JSON.stringify(toCatalogPaints(parseCatalogFile(JSON.stringify(sample)))))
      .digest('hex');
    expect({ catalogDerivation, made: made.slice(0, 16) }).toEqual({ catalogDerivation: 4, made: '4fa87e734e55ade4' });
  });

  it('updates a changed paint in place, keeping its id and creation time', async () => {
    const rows = realRows.slice(0, 20);
    await loadCatalog(testDb.db, writeCatalog(rows), silentLog);
    const before = await storedCatalog();
    const target = rows[3]!;
    const key = `${target.brand}/${target.range}/${target.name}`;
    await new Promise((resolve) => setTimeout(resolve, 5)); // so updatedAt visibly moves

    const changed = rows.map((row) => (row === target ? { ...row, hex: '#123456' } : row));
    const { counts, catalog } = await loadCatalog(testDb.db, writeCatalog(changed), silentLog);
    expect(counts).toEqual({ inserted: 0, updated: 1, unchanged: 19, removed: 0, retained: 0 });

    const after = await storedCatalog();
    expect(after.get(key)).toMatchObject({ id: before.get(key)!.id, color: '#123456', createdAt: before.get(key)!.createdAt });
    expect(after.get(key)!.updatedAt > before.get(key)!.updatedAt).toBe(true);
    expect(catalog.paints.find((paint) => paint.id === before.get(key)!.id)?.color).toBe('#123456');
    // The rows that did not change were not rewritten.
    const other = `${rows[0]!.brand}/${rows[0]!.range}/${rows[0]!.name}`;
    expect(after.get(other)!.updatedAt).toBe(before.get(other)!.updatedAt);
  });

  it('removes a paint that left the file, unless a recipe still uses it; never touches users’ paints', async () => {
    const rows = realRows.slice(0, 10);
    await loadCatalog(testDb.db, writeCatalog(rows), silentLog);
    const ids = rows.map((row) => catalogPaintId(row.brand, row.range, row.name));
    const now = nowIso();
    await testDb.db
      .insertInto('user')
      .values({ id: 'u1', email: 'u1@example.com', passwordHash: 'h', createdAt: now, updatedAt: now })
      .execute();
    await testDb.db
      .insertInto('paint')
      .values({ id: 'own', name: 'My mix', brand: 'Other', color: '#010203', type: 'Base', userId: 'u1', createdAt: now, updatedAt: now })
      .execute();
    await testDb.db.insertInto('project').values({ id: 'pr', name: 'Knight', userId: 'u1', createdAt: now, updatedAt: now }).execute();
    await testDb.db
      .insertInto('projectPaint')
      .values({
        id: 'pp',
        userId: 'u1',
        projectId: 'pr',
        paintId: ids[1]!,
        partName: 'Cloak',
        createdAt: now,
        paintSnapshot: '{}',
        position: 'a0',
        updatedAt: now,
      })
      .execute();

    // Rows 0 and 1 leave the file; row 1 is in a recipe.
    const { counts, catalog } = await loadCatalog(testDb.db, writeCatalog(rows.slice(2)), silentLog);
    expect(counts).toEqual({ inserted: 0, updated: 0, unchanged: 8, removed: 1, retained: 1 });
    const remaining = await testDb.db.selectFrom('paint').select('id').execute();
    expect(remaining.map((row) => row.id).sort()).toEqual([...ids.slice(1), 'own'].sort());
    expect(catalog.paints.map((paint) => paint.id)).not.toContain(ids[1]);
    expect(await testDb.db.selectFrom('projectPaint').select('id').execute()).toEqual([{ id: 'pp' }]);
  });

  it('adds paints that are new in the file', async () => {
    await loadCatalog(testDb.db, writeCatalog(realRows.slice(0, 5)), silentLog);
    const { counts } = await loadCatalog(testDb.db, writeCatalog(realRows.slice(0, 8)), silentLog);
    expect(counts).toEqual({ inserted: 3, updated: 0, unchanged: 5, removed: 0, retained: 0 });
  });

  it('sorts the catalog by brand, range (current before discontinued) and name', async () => {
    const { catalog } = await loadCatalog(testDb.db, writeCatalog([...realRows].reverse()), silentLog);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (let i = 1; i < catalog.paints.length; i += 1) {
      const a = catalog.paints[i - 1]!;
      const b = catalog.paints[i]!;
      const order =
        collator.compare(a.brand, b.brand) ||
        collator.compare(a.range, b.range) ||
        Number(a.discontinued) - Number(b.discontinued) ||
        collator.compare(a.name, b.name);
      expect(order, `${a.name} before ${b.name}`).toBeLessThanOrEqual(0);
    }
  });

  it('refuses a broken data file with a message that points at the problem, and changes nothing', async () => {
    await expect(loadCatalog(testDb.db, join(testDb.config.dataDir, 'missing.json'), silentLog)).rejects.toThrow(
      /Cannot read the catalog file/,
    );
    expect(() => parseCatalogFile('[{"brand":"A"', 'x.json')).toThrow(/x.json is not valid JSON/);
    expect(() => parseCatalogFile('[{"brand":"A","range":"R","name":"N","hex":"blue"}]')).toThrow(/row 0.hex: hex must be #RRGGBB/);
    expect(() => parseCatalogFile('[]')).toThrow(CatalogFileError);
    const duplicate = [realRows[0]!, { ...realRows[0]!, name: realRows[0]!.name.toUpperCase(), hex: '#000000' }];
    await expect(loadCatalog(testDb.db, writeCatalog(duplicate), silentLog)).rejects.toThrow(/lists ".*" twice/);
    expect((await storedCatalog()).size).toBe(0);
  });
});
