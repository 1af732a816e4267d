import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RestoreError, restoreDatabase } from '../features/operations/restore.js';
import { commandConfig, processOutput, type Output } from './output.js';

const usage = `Usage: npm run restore -- FILE

Puts the backup FILE (a path, or a file name in BACKUP_DIR) in place of the database (DATABASE_PATH). Stop the
server first: the restore refuses to run while the database is open. The database as it was is kept in BACKUP_DIR
as paintforge-before-restore-<time>.db. The next start migrates the restored database if it is older.`;

/** A path as given, else a file of that name in the backup folder (`npm run restore -- paintforge-2026….db`). */
function locate(file: string, backupDir: string): string {
  const given = resolve(process.cwd(), file);
  if (existsSync(given) || isAbsolute(file)) return given;
  const inBackups = join(backupDir, file);
  return existsSync(inBackups) ? inBackups : given;
}

/** `npm run restore -- FILE`. Returns the exit code: 0 restored, 1 refused or failed, 2 misuse. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: Output = processOutput): Promise<number> {
  const [file, ...extra] = args;
  if (file === undefined || extra.length > 0) {
    output.err(usage);
    return 2;
  }
  const config = commandConfig(env, output);
  if (config === undefined) return 1;
  if (config.databaseUrl !== undefined) {
    output.err('DATABASE_URL is set: restore Postgres with its own tools (pg_restore).');
    return 1;
  }
  const source = locate(file, config.backupDir);
  try {
    const { safetyCopy } = restoreDatabase(config.databasePath, config.backupDir, source);
    output.out(`Restored ${source} into ${config.databasePath}.`);
    if (safetyCopy !== undefined) output.out(`The database as it was before is kept in ${safetyCopy}.`);
    output.out('Start the server again (npm start).');
    return 0;
  } catch (error) {
    output.err(error instanceof RestoreError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

// Run only as a program (node api/dist/cli/restore.js), not when a test imports main.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
