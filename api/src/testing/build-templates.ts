import { join } from 'node:path';
import { buildTemplate } from './database-templates.js';
import { postgresDatabaseUrl, postgresTemplateDatabase, postgresTemplateNames, templateNames } from './template-names.js';

/**
 * Builds the run's templates (database-templates.ts), run by the global set-ups as
 * `node --conditions=source --import tsx api/src/testing/build-templates.ts sqlite DIR | postgres RUN_URL`
 * (for Postgres, the template databases exist already, empty).
 */
const [kind, where] = process.argv.slice(2);
if (kind === 'sqlite' && where !== undefined) {
  for (const name of templateNames) await buildTemplate({ databasePath: join(where, `${name}.db`), databaseUrl: undefined }, name);
} else if (kind === 'postgres' && where !== undefined) {
  const runUrl = new URL(where);
  for (const name of postgresTemplateNames) {
    await buildTemplate({ databasePath: '', databaseUrl: postgresDatabaseUrl(runUrl, postgresTemplateDatabase(runUrl, name)) }, name);
  }
} else {
  throw new Error('usage: build-templates.ts sqlite DIR | postgres RUN_URL');
}
