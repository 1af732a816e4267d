import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../../e2e/server.js';
import type { BenchSession } from './app-server.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, kept off the (closed) network of this machine; no browser is downloaded. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchBrowser {
  context: BrowserContext;
  /** The DevTools port, for Lighthouse, which opens its tab in this same profile (so it sees the session). */
  port: number;
  close(): Promise<void>;
}

/**
 * A fresh profile on disk with its DevTools port open: Playwright drives it (signing in, snapshots, keystrokes) and
 * Lighthouse connects to the same browser, whose default context is this profile.
 */
export async function launchBenchBrowser(
  viewport: { width: number; height: number } | null = { width: 390, height: 844 },
): Promise<BenchBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'paintforge-bench-web-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    viewport,
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Keeps the session where the app looks for it (localStorage, as a login does) and opens `path` signed in. */
export async function signIn(page: Page, baseUrl: string, session: BenchSession, path: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(`${baseUrl}${path}`);
}

/**
 * Waits until nothing in the page's DOM has changed for `quietMs` (a list finished loading and rendering). In-page code
 * is a string: tsx would wrap named functions in a helper that does not exist in the page.
 */
export async function waitForQuietDom(page: Page, quietMs = 1000, timeoutMs = 120_000): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    let last = performance.now();
    const started = last;
    const observer = new MutationObserver(() => (last = performance.now()));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setInterval(() => {
      const now = performance.now();
      if (now - last < ${quietMs} && now - started < ${timeoutMs}) return;
      clearInterval(timer);
      observer.disconnect();
      if (now - last >= ${quietMs}) resolve(); else reject(new Error('the page kept changing'));
    }, 100);
  })`);
}

/** Navigation start to `selector` in the DOM, in ms (the page's own clock, so no round trip to the test counts). */
export async function timeTo(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector(selector, { timeout: 60_000 });
  const ms = (await page.evaluate('performance.now()')) as number;
  await waitForQuietDom(page, 500);
  return ms;
}
