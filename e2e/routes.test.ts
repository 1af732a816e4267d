import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useBrowser, watchedPage, withoutServiceWorker } from './browser.js';

/**
 * The built app in Chromium, route after route in one tab as a visitor's goes: each shows its heading, with no
 * console error (a chunk that fails to load, a script the CSP blocks, a hydration mismatch). What each route shows,
 * where a signed-out visitor is sent, the landing page's buttons and the not-found texts are held by
 * web/src/app/routes.server.test.tsx; an unknown /api path's JSON 404 by api/src/app.test.ts.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();
let context: BrowserContext;

beforeAll(async () => {
  context = await browser().newContext({ baseURL: baseUrl, ...withoutServiceWorker });
});

// Every route of spec §2 with the heading it must show (or where it must send a signed-out visitor), then a showcase
// link no longer shared (its 404 answers are the server's, which Chromium logs) and an unknown path.
const routes: Array<{ path: string; heading: RegExp; landsOn?: string; answers404?: true }> = [
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
  { path: '/showcase/does-not-exist', heading: /no longer shared/i, answers404: true },
  { path: '/no/such/page', heading: /404 Page Not Found/i },
];

describe('the built app', () => {
  it('walks every route of the spec in one tab, each with its heading and no console error', async () => {
    const { page, errors } = await watchedPage(context);
    for (const route of routes) {
      await page.goto(route.path);
      if (route.landsOn) await page.waitForURL((url) => url.pathname === route.landsOn);
      // In the app's page: a showcase's first answer is the server's own page, which the app then takes over.
      await expect.poll(() => page.locator('main').getByRole('heading', { level: 1 }).first().textContent()).toMatch(route.heading);
      expect(await page.locator('main').count(), route.path).toBe(1);
      const seen = errors.splice(0).filter((error) => !(route.answers404 && /status of 404/.test(error)));
      expect(seen, route.path).toEqual([]);
    }
    await page.close();
  });

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
});
