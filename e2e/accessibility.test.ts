import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';

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

// Both themes, and a phone and a desktop width: contrast and hidden-control problems differ between them.
const setups = [
  { name: 'light desktop', colorScheme: 'light' as const, viewport: { width: 1280, height: 900 } },
  { name: 'dark phone', colorScheme: 'dark' as const, viewport: { width: 360, height: 740 } },
];

describe.each(setups)('axe-core, $name', ({ colorScheme, viewport }) => {
  for (const path of paths) {
    it(`${path} has no serious or critical violation`, async () => {
      const context = await browser().newContext({ baseURL: baseUrl, colorScheme, viewport });
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('main h1, main [role="status"]').first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const problems = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(problems).toEqual([]);
      // Nothing is wider than a 360 px phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
});
