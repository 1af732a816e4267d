import { inject } from 'vitest';
import type {} from './postgres-run.js';

// Set-up file of the Postgres test project (vitest.config.ts): points createTestConfig (test-config.ts) at the run's
// database made by postgres-run.ts, in this project's workers only.
process.env.PAINTFORGE_TEST_RUN_DATABASE_URL = inject('postgresRunDatabaseUrl');
