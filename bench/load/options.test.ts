import { describe, expect, it } from 'vitest';
import { numberedParameters } from './bare-database.js';
import { defaultPostgresUrl, loadOptions } from './options.js';

describe('loadOptions', () => {
  it('measures SQLite only, 5 s a run and a 2-minute soak, unless told otherwise', () => {
    expect(loadOptions({}, [])).toEqual({ seconds: 5, soakSeconds: 120, connections: 8, postgresUrl: undefined });
  });

  it('adds Postgres with --postgres (the local server unless LOAD_POSTGRES_URL names another) or with DATABASE_URL', () => {
    expect(loadOptions({}, ['--postgres']).postgresUrl).toBe(defaultPostgresUrl);
    expect(loadOptions({ LOAD_POSTGRES_URL: 'postgres://bench@db/x' }, ['--postgres']).postgresUrl).toBe('postgres://bench@db/x');
    expect(loadOptions({ DATABASE_URL: 'postgresql://u@h/d' }, []).postgresUrl).toBe('postgresql://u@h/d');
  });

  it('shortens the run from the environment and refuses a value that is not a whole number', () => {
    expect(loadOptions({ LOAD_SECONDS: '2', LOAD_SOAK_SECONDS: '0', LOAD_CONNECTIONS: '4' }, [])).toMatchObject({
      seconds: 2,
      soakSeconds: 0,
      connections: 4,
    });
    expect(() => loadOptions({ LOAD_SECONDS: '0' }, [])).toThrow('LOAD_SECONDS');
    expect(() => loadOptions({ LOAD_SOAK_SECONDS: 'soon' }, [])).toThrow('LOAD_SOAK_SECONDS');
    expect(() => loadOptions({ DATABASE_URL: 'mysql://x' }, [])).toThrow('postgres://');
  });
});

describe('numberedParameters', () => {
  it("turns SQLite's ? placeholders into Postgres's $1, $2, … in order", () => {
    expect(numberedParameters('select * from paint where user_id = ? and version > ?')).toBe(
      'select * from paint where user_id = $1 and version > $2',
    );
  });
});
