import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pruneBackups, writeBackup } from '../features/operations/backup-file.js';
import { commandConfig, processOutput, type Output } from './output.js';

const usage = `Usage: npm run backup

Writes an online backup of the SQLite database (DATABASE_PATH) into BACKUP_DIR (default DATA_DIR/backups) and keeps
the newest BACKUP_KEEP files. Safe while the server runs. Restore one with: npm run restore -- FILE`;

/** `npm run backup`. Returns the exit code: 0 done, 1 failed or misconfigured, 2 misuse. */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: Output = processOutput): Promise<number> {
  if (args.length > 0) {
    output.err(usage);
    return 2;
  }
  const config = commandConfig(env, output);
  if (config === undefined) return 1;
  if (config.databaseUrl !== undefined) {
    output.err('DATABASE_URL is set: back up Postgres with its own tools (pg_dump).');
    return 1;
  }
  if (!existsSync(config.databasePath)) {
    output.err(`There is no database at ${config.databasePath} yet: nothing to back up.`);
    return 1;
  }
  try {
    const backup = await writeBackup(config.databasePath, config.backupDir);
    const pruned = await pruneBackups(config.backupDir, config.backupKeep);
    output.out(`Backed up ${config.databasePath} to ${join(config.backupDir, backup.file)} (${backup.size} bytes).`);
    if (pruned.length > 0) output.out(`Deleted ${pruned.length} older backup(s), keeping the newest ${config.backupKeep}.`);
    return 0;
  } catch (error) {
    output.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

// Run only as a program (node api/dist/cli/backup.js), not when a test imports main.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
