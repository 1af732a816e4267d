import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { mailedLink } from '../api/src/testing/mail-outbox.js';

export { linksIn, mailedLink, readMails } from '../api/src/testing/mail-outbox.js';

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

/**
 * An address of its own for each API call a test makes: the shared server believes X-Forwarded-For (global-setup.ts),
 * so the files' accounts together do not meet its per-address limits; a server that does not believe it ignores it.
 * Random, as every test file counts from its own fresh module.
 */
function nextAddress(): string {
  const n = randomInt(1, 2 ** 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': nextAddress(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
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

/** Stores a session in the page's localStorage, as a login does, then opens `path`, so the app starts signed in there. */
export async function signInPage(page: Page, session: Session, path = '/'): Promise<void> {
  // A page of the origin first, to reach the app's storage: a page that sends a signed-out visitor away (/admin goes to
  // /) could do so between this and the next line, and a reload would then open where it went, not `path`. A plain
  // text file, not the landing page: the app would start there only to be left at once (a second app start per test).
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/**
 * axe-core at the version package.json pins (4.14.1: label-in-name is among its default rules, where 4.13 held it
 * experimental): the rules the app is held to change only when that pin moves, on purpose, with the app's findings
 * fixed in the same change.
 */
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/**
 * Serious and critical axe-core findings on the page as it is now. axe's script is put in once per document (a tab that
 * moves by the router keeps it), and only the violations come back: AxeBuilder injected the 600 KB script and sent
 * every pass and its nodes back on each call, most of a check's time. Injected by evaluate, which the CSP does not
 * govern, as Playwright's axe integration does.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // A colour read half-way through a transition or a fade-in is neither the old nor the new one (a theme's buttons
    // once failed contrast that way): every running animation that ends has ended first. A spinner's never ends, and a
    // paused one would not end while axe waited.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    type Violation = { id: string; impact?: string | null; help: string; nodes: Array<{ target: string[] }> };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
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

/**
 * Waits until a signed-in phone has stored what a sign-in stores in the background (issue 33): the 5,805-paint catalog,
 * marked by the device's note that it told the painter so. A timing taken before measures the phone setting itself up
 * (a download, a parse and thousands of IndexedDB writes) as much as what it times.
 */
export async function catalogStored(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('paintforge.saved-for-offline.'))), {
      timeout: 60_000,
    })
    .toBe(true);
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
