import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useBrowser, watchedPage, withoutServiceWorker, type WatchedPage } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let context: BrowserContext;
// One tab goes from route to route, as a visitor's does (each check reads only what it saw since it began): a new tab
// is a new renderer process, 1.6 CPU-seconds of this two-core machine. Tests that change the page (a slowed CPU) or
// expect an error in the console open their own.
let tab: WatchedPage;

beforeAll(async () => {
  context = await browser().newContext({ baseURL: baseUrl, ...withoutServiceWorker });
  tab = await watchedPage(context);
});

/** The shared tab, its console errors forgotten: a test asserts on its own. */
function sharedTab(): WatchedPage {
  tab.errors.length = 0;
  return tab;
}

// Every route of spec §2 with the heading it must show (or where it must send a logged-out visitor).
const routes: Array<{ path: string; heading: RegExp; landsOn?: string }> = [
  { path: '/', heading: /The Paint Forge/i },
  { path: '/inventory', heading: /paint/i },
  { path: '/projects', heading: /Painted Miniatures/i },
  { path: '/login', heading: /log ?in|sign ?in|welcome/i },
  { path: '/register', heading: /create|register|sign ?up/i },
  { path: '/profile', heading: /profile/i },
  { path: '/help', heading: /help|guide/i },
  { path: '/privacy-policy', heading: /Privacy Policy/i },
  { path: '/terms-of-service', heading: /Terms of Service/i },
  { path: '/feedback', heading: /log ?in|sign ?in|welcome/i, landsOn: '/login' },
  { path: '/admin', heading: /The Paint Forge/i, landsOn: '/' },
];

describe('every route of the spec renders', () => {
  for (const route of routes) {
    it(`${route.path} renders with no console error`, async () => {
      const { page, errors } = sharedTab();
      await page.goto(route.path);
      if (route.landsOn) await page.waitForURL((url) => url.pathname === route.landsOn);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(route.heading);
      expect(await page.locator('main').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  it('a showcase link renders its page (unknown id: no longer shared) without crashing', async () => {
    // An unknown link answers 404 (the server's page, then the JSON the app asks for), which Chromium logs.
    const { page, errors } = await watchedPage(context, [/status of 404/]);
    await page.goto('/showcase/does-not-exist');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/no longer shared/i);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an unknown path shows the not-found page with the exact texts', async () => {
    const { page, errors } = sharedTab();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('main').textContent()).toContain('404 Page Not Found');
    expect(await page.locator('main').textContent()).toContain('Did you forget to add the page to the router?');
    expect(errors).toEqual([]);
  });

  it('an unknown /api path answers JSON 404, not the app', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not-found' });
  });
});

describe('the landing page buttons go where spec §2 says', () => {
  const buttons: Array<[string, string]> = [
    ['Start Tracking for FREE', '/register'],
    ['Already Have an Account?', '/login'],
    ['Create Your Free Account', '/register'],
    ['View Complete Guide & Tutorial', '/help'],
  ];
  for (const [name, target] of buttons) {
    it(`'${name}' goes to ${target}`, async () => {
      const { page, errors } = sharedTab();
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === target);
      expect(errors).toEqual([]);
    });
  }

  it('a tap on the prerendered page while its scripts start is not lost (no jump to the top under the finger)', async () => {
    // A slow phone: the prerendered page is painted, and tappable, long before React adopts it.
    for (const delayMs of [0, 300]) {
      const { page, errors } = await watchedPage(context);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForTimeout(delayMs);
      await page.getByRole('link', { name: 'Create Your Free Account', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/register', { timeout: 10_000 });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows the spec section titles', async () => {
    const { page } = sharedTab();
    await page.goto('/');
    for (const title of [
      'Everything You Need to Master Your Paint Collection',
      'Why Painters Love The Paint Forge',
      'Ready to Organize Your Paint Collection?',
    ]) {
      await expect.poll(() => page.getByRole('heading', { name: title }).count()).toBe(1);
    }
  });
});
