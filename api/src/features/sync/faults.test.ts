import { describe, expect, it } from 'vitest';
import { isTransient, TransientFault } from './faults.js';

/** An error as a driver throws it: a message and a machine-readable code. */
function coded(code: unknown): Error {
  return Object.assign(new Error('driver failure'), { code });
}

// A transient failure answers 5xx and the device retries; anything else is consumed as rejected. Getting this
// wrong either wedges a device (a permanent error retried forever) or drops a change (a passing one rejected).
describe('isTransient', () => {
  it('knows its own fault, under its own name in the logs', () => {
    const fault = new TransientFault('catalog unavailable');
    expect(isTransient(fault)).toBe(true);
    expect(fault.name).toBe('TransientFault');
  });

  it.each([
    'SQLITE_BUSY',
    'SQLITE_LOCKED',
    'SQLITE_IOERR',
    'SQLITE_FULL',
    'SQLITE_CANTOPEN',
    'SQLITE_NOMEM',
    'SQLITE_PROTOCOL',
    'SQLITE_INTERRUPT',
  ])('retries SQLite %s, and its extended codes', (code) => {
    expect(isTransient(coded(code))).toBe(true);
    expect(isTransient(coded(`${code}_DETAIL`))).toBe(true);
  });

  it.each(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_ERROR', 'SQLITE_MISMATCH', 'SQLITE', 'SQLITEBUSY'])(
    'does not retry SQLite %s',
    (code) => {
      expect(isTransient(coded(code))).toBe(false);
    },
  );

  it.each(['08006', '40001', '40P01', '53100', '57P01', '58030'])('retries the Postgres SQLSTATE %s', (code) => {
    expect(isTransient(coded(code))).toBe(true);
  });

  it.each(['23505', '22001', '42P01', '4000', '400011', '08'])('does not retry the Postgres SQLSTATE %s', (code) => {
    expect(isTransient(coded(code))).toBe(false);
  });

  it.each(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOSPC', 'EHOSTUNREACH'])(
    'retries the system error %s',
    (code) => {
      expect(isTransient(coded(code))).toBe(true);
    },
  );

  it.each(['ENOENT', 'EACCES', 'ERR_INVALID_ARG_TYPE'])('does not retry the system error %s', (code) => {
    expect(isTransient(coded(code))).toBe(false);
  });

  it('does not retry what carries no code, or a code that is not a string', () => {
    for (const error of [
      new Error('boom'),
      new TypeError('x is undefined'),
      coded(40001),
      coded(undefined),
      null,
      undefined,
      'SQLITE_BUSY',
    ]) {
      expect(isTransient(error)).toBe(false);
    }
  });
});
