import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('statement cache', () => {
  it('prepares each SQL text once, and drops the least recently used past its capacity', () => {
    const connection = new SqliteDatabase(':memory:');
    const cached = withStatementCache(connection, 2);
    const a = cached.prepare('select 1 as x');
    expect(cached.prepare('select 1 as x')).toBe(a);
    const b = cached.prepare('select 2 as x');
    cached.prepare('select 1 as x');
    cached.prepare('select 3 as x');
    // 'select 2' was the least recently used when the third text came in.
    expect(cached.prepare('select 2 as x')).not.toBe(b);
    expect(cached.prepare('select 1 as x').all([])).toEqual([{ x: 1 }]);
    cached.close();
    expect(connection.open).toBe(false);
  });
});

describe('transactions on the cached connection', () => {
  it('take the write lock at begin, so a transaction that reads first waits for another writer instead of failing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paintforge-begin-'));
    try {
      const path = join(dir, 'db.sqlite');
      const other = new SqliteDatabase(path, { timeout: 0 });
      other.pragma('journal_mode = WAL');
      other.exec('create table t (x integer)');
      const cached = withStatementCache(new SqliteDatabase(path, { timeout: 0 }));
      cached.prepare('begin').run([]);
      // Another connection cannot write now: the lock was taken at begin, before any statement ran.
      expect(() => other.exec('insert into t values (1)')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      cached.prepare('select count(*) as n from t').all([]);
      cached.prepare('insert into t values (2)').run([]);
      cached.prepare('commit').run([]);
      expect(other.prepare('select x from t').all()).toEqual([{ x: 2 }]);
      cached.close();
      other.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
