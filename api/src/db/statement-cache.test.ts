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
