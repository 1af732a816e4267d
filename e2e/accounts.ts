import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Helpers for the account browser tests: accounts made through the API, mail read from the embedded outbox. */

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

let counter = 0;

/** A fresh user with a unique, lower-case address (the server stores addresses lower-cased). */
export function newUser(label: string, overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  return {
    email: `${label}-${Date.now().toString(36)}-${counter}@example.com`,
    password: 'Brushes and 3 Pots!',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Registers through the API (spec §7 body, the captcha answered), failing the test on anything but 201. */
export async function registerUser(baseUrl: string, user: TestUser): Promise<void> {
  const response = await post(baseUrl, '/api/auth/register', { ...user, captchaAnswer: 7, captchaExpectedAnswer: 7 });
  expect(response.status, await response.clone().text()).toBe(201);
}

export async function loginUser(baseUrl: string, user: Pick<TestUser, 'email' | 'password'>): Promise<Session> {
  const response = await post(baseUrl, '/api/auth/login', { email: user.email, password: user.password });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Session;
}

export async function logoutToken(baseUrl: string, token: string): Promise<number> {
  return (await post(baseUrl, '/api/auth/logout', {}, token)).status;
}

export async function meStatus(baseUrl: string, token: string): Promise<number> {
  return (await fetch(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

/** Registers and verifies through the API, and returns a signed-in session. */
export async function verifiedUser(baseUrl: string, dataDir: string, user: TestUser): Promise<Session> {
  await registerUser(baseUrl, user);
  const link = await mailedLink(dataDir, user.email, '/verify-email');
  const token = new URL(link, baseUrl).searchParams.get('token');
  const response = await post(baseUrl, '/api/auth/verify-email', { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return loginUser(baseUrl, user);
}

/** The body of a mail file, decoded as its Content-Transfer-Encoding says, so links can be searched. */
function mailText(raw: string): string {
  const [header = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(header)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable')
    return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  // 7bit, 8bit or a multipart message: the links are readable as they are.
  return body;
}

interface Mail {
  file: string;
  time: number;
  to: string;
  text: string;
}

/** Every mail the embedded mode wrote to `${dataDir}/mail/`, oldest first. */
export function readMails(dataDir: string): Mail[] {
  const folder = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => {
      const path = join(folder, name);
      const raw = readFileSync(path, 'utf8');
      const header = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const to = /^To:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(header)?.[1] ?? '';
      return { file: name, time: statSync(path).mtimeMs, to: to.toLowerCase(), text: mailText(raw) };
    })
    .sort((a, b) => a.time - b.time || a.file.localeCompare(b.file));
}

/** The links to `path` (e.g. '/verify-email') in the mails sent to `email`, oldest first, as path and query. */
export function linksIn(dataDir: string, email: string, path: string): string[] {
  const pattern = new RegExp(`${path.replace(/[-/]/g, '\\$&')}\\?token=([A-Za-z0-9._~%-]+)`, 'g');
  return readMails(dataDir)
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .flatMap((mail) => [...mail.text.matchAll(pattern)].map((match) => `${path}?token=${match[1]}`))
    .filter((link, index, all) => all.indexOf(link) === index);
}

/** Waits for a mail to `email` with a link to `path` (beyond the first `skip` such links) and returns the newest. */
export async function mailedLink(dataDir: string, email: string, path: string, skip = 0): Promise<string> {
  // A plain loop rather than expect.poll: this also runs in beforeAll hooks.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const links = linksIn(dataDir, email, path);
    if (links.length > skip) return links[links.length - 1] ?? '';
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a ${path} link in ${dataDir}/mail (found ${links.length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stores a session in the page's localStorage, as a login does, then opens `path`, so the app starts signed in there. */
export async function signInPage(page: Page, session: Session, path = '/'): Promise<void> {
  // The landing page first, to reach the app's storage: a page that sends a signed-out visitor away (/admin goes to
  // /) could do so between this and the next line, and a reload would then open where it went, not `path`.
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** Serious and critical axe-core findings on the page as it is now. */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** IndexedDB database names in the page's origin. */
export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name ?? ''));
}

/** Creates an (empty) IndexedDB database, standing in for data the app keeps on the device. */
export function createDatabase(page: Page, name: string): Promise<void> {
  return page.evaluate(
    (dbName) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(dbName, 1);
        request.onupgradeneeded = () => request.result.createObjectStore('marker');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      }),
    name,
  );
}

/** Waits until the service worker controls the page (the app shell is precached and opens offline). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Opens the header's account menu and returns the names of its items. */
export async function accountMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return items.map((text) => text.trim());
}

/** Chromium's console line for an answer with this status (the app expects it; the test allows it). */
export const failedLoad = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
