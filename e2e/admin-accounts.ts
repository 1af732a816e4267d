import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { RunningServer } from './server.js';
import { loginUser, newUser, verifiedUser, type Session, type TestUser } from './accounts.js';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** `npm run admin -- grant EMAIL` against the running server's database, as an operator makes the first admin. */
export function grantAdmin(server: RunningServer, email: string): void {
  const output = execFileSync(process.execPath, ['api/dist/cli/admin.js', 'grant', email], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: server.dataDir, ...server.env },
    encoding: 'utf8',
  });
  expect(output).toContain('is now an admin');
}

/**
 * Ages accounts by `days` in the running server's SQLite database: a painter's voice counts toward what every painter
 * sees only after a week as a member (api/src/features/trust/trust-rule.ts), and a browser test cannot wait a week.
 * The next change through the app counts them again (a link, a report; or the hourly sweep).
 */
export function ageAccounts(server: RunningServer, emails: readonly string[], days: number): void {
  const db = new Database(join(server.dataDir, 'paintforge.db'));
  try {
    const joined = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const age = db.prepare('update user set created_at = ? where email = ?');
    for (const email of emails) expect(age.run(joined, email.toLowerCase()).changes, email).toBe(1);
  } finally {
    db.close();
  }
}

/** A verified account made an admin, then signed in (the session's user says isAdmin). */
export async function adminSession(server: RunningServer, label = 'admin'): Promise<{ user: TestUser; session: Session }> {
  const user = newUser(label, { firstName: 'Grace', lastName: 'Hopper' });
  await verifiedUser(server.url, server.dataDir, user);
  grantAdmin(server, user.email);
  const session = await loginUser(server.url, user);
  expect(session.user.isAdmin).toBe(true);
  return { user, session };
}

/** Calls the API as `token`, failing the test on a status other than `status`; returns the parsed JSON answer. */
export async function apiCall(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? (JSON.parse(text) as unknown) : undefined;
}
