import { describeBrokenServer } from './faults/catch-broken.js';

/**
 * The fault harness can fail (issue 34): deliberately broken server processes, each caught by the check it breaks.
 * This one on SQLite; the two that need Postgres (a pull that runs while a push's transaction is open; a connection
 * to cut) are in faults-broken.postgres.test.ts.
 */
describeBrokenServer('leaves a device stuck after a partition', ['drop-responses', 'partition'], /stuck/);
