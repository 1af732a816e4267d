/**
 * The names the run's template databases go by (database-templates.ts), in a module of their own: the global set-ups
 * that make them run in Vitest's main process, which does not resolve the workspace packages the app imports.
 */
export type TemplateName = 'migrated' | 'catalog';
export const templateNames: readonly TemplateName[] = ['migrated', 'catalog'];
/** Postgres copies only the catalog template (database-templates.ts, copyTemplate, says why). */
export const postgresTemplateNames: readonly TemplateName[] = ['catalog'];

/** Where the global set-up (database-templates-setup.ts) left the SQLite templates for this run's workers. */
export const sqliteTemplatesVariable = 'PAINTFORGE_TEST_SQLITE_TEMPLATES';

/** The name of a Postgres template database of the run database `runUrl`. */
export function postgresTemplateDatabase(runUrl: URL, name: TemplateName): string {
  return `${runUrl.pathname.slice(1)}_${name}`;
}

/** The schema the Postgres templates keep the app's tables in (each copy is a database of its own). */
export const postgresTemplateSchema = 'app';

/** A URL for the database `database` on the server of `base`, with the app's tables in `postgresTemplateSchema`. */
export function postgresDatabaseUrl(base: URL, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  url.searchParams.set('options', `-c search_path=${postgresTemplateSchema}`);
  return url.toString();
}
