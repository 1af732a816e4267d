import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
