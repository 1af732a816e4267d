/**
 * Which failures of a push may pass. Only those answer 5xx, so the device keeps the mutation and retries; any other
 * error while applying one mutation cannot be cured by sending it again, so the mutation is consumed as rejected
 * (sync.md §4: a bad mutation never wedges the queue). Decided on error codes, never on messages.
 */

/** A failure known to be passing (a test's injected fault, a dependency that says "try again"). */
export class TransientFault extends Error {
  override name = 'TransientFault';
}

// SQLite primary result codes (the part before an extended code's second underscore) that a retry can outlive.
const transientSqlite = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_NOMEM',
  'SQLITE_PROTOCOL',
  'SQLITE_INTERRUPT',
]);
// Postgres SQLSTATE classes: connection, transaction rollback (serialization, deadlock), resources, operator, system.
const transientPostgresClasses = new Set(['08', '40', '53', '57', '58']);
// Node's system errors on a connection or a full disk.
const transientSystem = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOSPC', 'EHOSTUNREACH']);

export function isTransient(error: unknown): boolean {
  if (error instanceof TransientFault) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (transientSystem.has(code)) return true;
  if (transientSqlite.has(code.split('_').slice(0, 2).join('_'))) return true;
  return code.length === 5 && transientPostgresClasses.has(code.slice(0, 2));
}
