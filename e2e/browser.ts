import { afterAll, beforeAll, inject } from 'vitest';
import { buffer } from 'node:stream/consumers';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A fake camera (a test pattern) that needs no permission prompt, for the gallery's camera capture.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network of this machine (and any a test adds). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] });
}

/**
 * The run's one Chromium, launched by the e2e global set-up (global-setup.ts) for every file to connect to: a launch
 * costs a second or two of the two cores, per file.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * The run's Chromium for the calling test file, connected before its tests; the connection and every context it made
 * are closed after them (the browser itself stays for the next file). A file that needs flags of its own launches its
 * own (launchBrowser).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser exists only inside a test');
    return browser;
  };
}

/**
 * A browser with a real profile on disk. Chromium judges installability only outside incognito, and a
 * plain launch() gives incognito-like contexts.
 */
export function launchWithProfile(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath, args: chromiumArgs, baseURL });
}

/**
 * Context options for a test that neither goes offline nor checks the service worker: the app runs without one, as in
 * a browser that has none. Its install precaches the whole app (160 files, 2 MB) in every fresh context: about 4 of the
 * CPU-seconds of this two-core machine each (a signed-out landing page measured 8.3 with it, 4.2 without). What the
 * worker does is proved by the tests that go offline or update it, which keep it.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const satisfies BrowserContextOptions;

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far, except the ones a test said to expect. */
  errors: string[];
}

/** A page that records every console error and page error, so a test can assert there were none. */
export async function watchedPage(context: BrowserContext, expected: RegExp[] = []): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const record = (text: string) => {
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
  return { page, errors };
}

/** A download's bytes, read through the browser connection (`download.path()` is not there on a connected browser). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}

/**
 * With SHOTS=1 in the environment, saves what the page shows now as /tmp/<name>.png, for a person to look at (the
 * screenshots a closing note lists); without it, nothing. `centred` is scrolled to the middle of the screen first,
 * clear of a sticky header or footer. Asserts nothing: the tests' own checks do that.
 */
export async function screenshotIfAsked(page: Page, name: string, options: { fullPage?: boolean; centred?: Locator } = {}): Promise<void> {
  if (!process.env.SHOTS) return;
  await options.centred?.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: options.fullPage ?? false });
}
