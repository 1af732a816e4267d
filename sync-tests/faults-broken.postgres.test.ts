import { describeBrokenServer } from './faults/catch-broken.js';

/**
 * The fault harness catches, on Postgres (issue 34): a server that acknowledges before it commits (a pull runs
 * beside the open transaction there; on SQLite it waits for it), and one that loses writes when its connection to
 * Postgres is cut. The device lets a change go only once a pull reports it consumed, and never re-sends one a push's
 * answer acknowledged: against the first server it either lost the change (a pull said consumed before the crash) or
 * holds it and waits for a pull that will never confirm it (stuck); either is caught.
 */
describeBrokenServer(
  'acknowledges before commit',
  ['server-sigkill'],
  /acknowledged mutation .* is missing on the server|a delta lost|stuck/,
);
describeBrokenServer(
  'loses a write on a Postgres connection cut',
  ['pg-terminate-backend', 'pg-refuse-connections'],
  /acknowledged mutation .* is missing on the server|a delta lost/,
);
