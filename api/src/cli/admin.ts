import { pathToFileURL } from 'node:url';
import { closeDatabase, createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { listAdmins, setAdminByEmail } from '../features/auth/admins.js';
import { commandConfig, processOutput, type Output } from './output.js';

const usage = `Usage: npm run admin -- <command>

  grant EMAIL    make the account with this email an admin
  revoke EMAIL   take admin rights away from it
  list           show every admin

Uses the same settings as the server (DATA_DIR, DATABASE_PATH). Admins can also be named in ADMIN_EMAILS, which
grants the rights once the address is verified.`;

/**
 * `npm run admin -- grant|revoke EMAIL` and `list`, against the configured database (migrated first, so a fresh
 * install works). Returns the exit code: 0 done, 1 the email has no account or the configuration is bad, 2 misuse.
 */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: Output = processOutput): Promise<number> {
  const [command, email, ...extra] = args;
  const needsEmail = command === 'grant' || command === 'revoke';
  if (
    (!needsEmail && command !== 'list') ||
    (needsEmail && email === undefined) ||
    (command === 'list' && email !== undefined) ||
    extra.length > 0
  ) {
    output.err(usage);
    return 2;
  }

  const config = commandConfig(env, output);
  if (config === undefined) return 1;
  const db = createDatabase(config);
  try {
    await migrateToLatest(db, { info: () => undefined, error: (_details, message) => output.err(message) });
    if (command === 'list') {
      const admins = await listAdmins(db);
      if (admins.length === 0) output.out(`No admins yet. Make one with: npm run admin -- grant EMAIL`);
      for (const admin of admins) {
        const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ');
        output.out(
          `${admin.email}${name ? ` (${name})` : ''}, ${admin.emailVerified ? 'verified' : 'not verified'}, ${admin.lastLoginAt ? `last login ${admin.lastLoginAt}` : 'never logged in'}`,
        );
      }
      return 0;
    }
    const address = (email ?? '').trim().toLowerCase();
    const granting = command === 'grant';
    const change = await setAdminByEmail(db, address, granting);
    if (change === 'unknown-email') {
      output.err(`No account has the email ${address}. The person must register first.`);
      return 1;
    }
    if (change === 'unchanged') output.out(granting ? `${address} is already an admin.` : `${address} is not an admin.`);
    else output.out(granting ? `${address} is now an admin.` : `${address} is no longer an admin.`);
    if (!granting && config.adminEmails.includes(address)) {
      output.err(`Note: ${address} is listed in ADMIN_EMAILS, which makes it an admin again at the next start. Remove it there too.`);
    }
    return 0;
  } catch (error) {
    output.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase(db);
  }
}

// Run only as a program (node api/dist/cli/admin.js), not when a test imports main.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
