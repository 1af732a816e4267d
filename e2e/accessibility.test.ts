import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { useBrowser, withoutServiceWorker } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const paths = [
  '/',
  '/inventory',
  '/inventory?view=catalog',
  '/projects',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=from-the-mail',
  '/reset-password',
  '/verify-email?token=not-a-real-token',
  '/confirm-email-change?token=not-a-real-token',
  '/profile',
  '/help',
  '/privacy-policy',
  '/terms-of-service',
  '/showcase/unknown',
  '/no/such/page',
];

// Both themes, and a phone and a desktop width: contrast and hidden-control problems differ between them. The pages are
// checked a few at a time (each in its own context): most of a check is waiting on the page and on axe's script.
const setups = [
  { name: 'light desktop', colorScheme: 'light' as const, viewport: { width: 1280, height: 900 } },
  { name: 'dark phone', colorScheme: 'dark' as const, viewport: { width: 360, height: 740 } },
];

describe.each(setups)('axe-core, $name', ({ colorScheme, viewport }) => {
  // One context per setup (the visitor's, signed out), its HTTP cache shared by the pages; each page its own tab.
  let context: Promise<BrowserContext> | undefined;
  afterAll(async () => (await context)?.close());
  for (const path of paths) {
    it.concurrent(`${path} has no serious or critical violation`, async ({ expect }) => {
      context ??= browser().newContext({ baseURL: baseUrl, colorScheme, viewport, ...withoutServiceWorker });
      const page = await (await context).newPage();
      await page.goto(path);
      await page.locator('main h1, main [role="status"]').first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const problems = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(problems).toEqual([]);
      // Nothing is wider than a 360 px phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.close();
    });
  }
});
