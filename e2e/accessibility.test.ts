import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { axeProblems, mailedLink, newUser, registerUser, signInPage, verifiedUser, type Session } from './accounts.js';
import { adminSession, apiCall } from './admin-accounts.js';
import { useBrowser, withoutServiceWorker } from './browser.js';
import { sharedServer } from './own-server.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const server = sharedServer();

// Visitor pages, in an order where no two neighbours are drawn by the same screen component: the tab moves between them
// by the router, and a screen left mounted (same component, other search) would keep the heading the wait looks for.
const paths = [
  '/',
  '/inventory',
  '/login',
  '/inventory?view=catalog',
  '/register',
  '/projects',
  '/forgot-password',
  '/reset-password?token=from-the-mail',
  '/help',
  '/reset-password',
  '/verify-email?token=not-a-real-token',
  '/privacy-policy',
  '/confirm-email-change?token=not-a-real-token',
  '/terms-of-service',
  '/profile',
  '/showcase/unknown',
  '/no/such/page',
];

// Both themes, and a phone and a desktop width: contrast and hidden-control problems differ between them.
const setups = [
  { name: 'light desktop', colorScheme: 'light' as const, viewport: { width: 1280, height: 900 } },
  { name: 'dark phone', colorScheme: 'dark' as const, viewport: { width: 360, height: 740 } },
];

/** The page's headings and statuses as they are now, marked, so the next screen's own can be waited for. */
const ready = 'main h1:not([data-axe-seen]), main [role="status"]:not([data-axe-seen])';

/**
 * Moves the tab to `path` as a link in the app does (the router, no reload), and waits for that screen. A full load
 * per page cost a new app start each (the file's time was mostly that); what axe checks is the screen drawn, the same
 * either way. The first page of a tab is a real load, so the prerendered landing page is checked as served.
 */
async function showScreen(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const seen of document.querySelectorAll('main h1, main [role="status"]')) seen.setAttribute('data-axe-seen', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(ready).first().waitFor();
}

describe.concurrent("axe-core, every visitor's page", () => {
  // One tab per setup walks every page (the two setups side by side); each page's findings are reported on their own.
  it.for(setups)(
    '$name: no serious or critical violation, nothing wider than the screen',
    async ({ colorScheme, viewport }, { expect }) => {
      const context = await browser().newContext({ baseURL: baseUrl, colorScheme, viewport, ...withoutServiceWorker });
      try {
        const page = await context.newPage();
        await page.goto(paths[0]!);
        await page.locator(ready).first().waitFor();
        for (const [index, path] of paths.entries()) {
          if (index > 0) await showScreen(page, path);
          expect.soft(await axeProblems(page), path).toEqual([]);
          // Nothing is wider than a 360 px phone: no sideways scrolling.
          expect.soft(await fitsTheScreen(page), `${path} fits the screen`).toBe(true);
        }
      } finally {
        await context.close();
      }
    },
  );
});

/** Nothing is wider than the screen: no sideways scrolling. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// The pages whose words come from the server's answers (their behaviour is held by the screens tests in
// web/src/features/*/*.server.test.tsx), checked here as they show with those answers: contrast, names and layout.
let admin: Session;
let painter: Session;
let longNamed: string;
beforeAll(async () => {
  admin = (await adminSession(server, 'axe-admin')).session;
  // Registered, never verified: a row of the admin's user list with a long family name.
  const newcomer = newUser('axe-newcomer', { firstName: 'Katherine', lastName: 'Johnson-With-A-Very-Long-Family-Name-Indeed' });
  await registerUser(server.url, newcomer);
  longNamed = newcomer.email;
  painter = await verifiedUser(server.url, server.dataDir, newUser('axe-painter'));
  await apiCall(
    server,
    painter.token,
    'POST',
    '/api/feedback',
    { subject: 'Metallics', message: 'Please add the metallic range of Scale75.' },
    201,
  );
  const [sent] = (await apiCall(server, painter.token, 'GET', '/api/feedback')) as Array<{ id: string }>;
  await apiCall(server, admin.token, 'PATCH', `/api/admin/feedback/${sent!.id}`, {
    status: 'in_progress',
    adminReply: 'Thanks, they are on our list.',
  });
});

// Each check has its own context, so they run side by side (a check is mostly waiting on its page and on axe).
describe.each(setups)("axe-core with the server's answers, $name", ({ colorScheme, viewport }) => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));
  async function pageAt(path: string, session?: Session): Promise<Page> {
    const context = await browser().newContext({ baseURL: baseUrl, colorScheme, viewport, ...withoutServiceWorker });
    contexts.push(context);
    const page = await context.newPage();
    if (session) await signInPage(page, session, path);
    else await page.goto(path);
    return page;
  }

  it.concurrent('/admin with the figures and every account listed, a long name included, also at 390 px', async ({ expect }) => {
    const page = await pageAt('/admin', admin);
    // The list is virtual, newest first, and other files' accounts on the shared server may have pushed this one below
    // the rows drawn: scroll down to it, as an admin would.
    await page.getByRole('article').first().waitFor();
    const row = page.getByRole('article').filter({ hasText: longNamed });
    for (let scrolls = 0; scrolls < 60 && !(await row.isVisible()); scrolls += 1) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    await row.waitFor();
    await page.getByTestId('signups-chart').waitFor();
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    if (viewport.width < 390) {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });

  it.concurrent("/profile signed in, with the forms' messages shown", async ({ expect }) => {
    const page = await pageAt('/profile', painter);
    const password = page.locator('main div.rounded-lg', { has: page.getByRole('heading', { level: 2, name: 'Change Password' }) });
    await password.getByRole('button', { name: 'Update Password' }).click();
    await password.getByText('Current password is required').waitFor();
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
  });

  it.concurrent("/feedback with a message listed, its status and the team's reply", async ({ expect }) => {
    const page = await pageAt('/feedback', painter);
    await page.getByRole('button', { name: 'Show History' }).click();
    await page.getByText('Thanks, they are on our list.').waitFor();
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
  });

  it.concurrent('/confirm-email-change with a real link: the address changed', async ({ expect }) => {
    const moving = newUser('axe-moving');
    const session = await verifiedUser(server.url, server.dataDir, moving);
    const newEmail = newUser('axe-moved').email;
    await apiCall(server, session.token, 'POST', '/api/auth/request-email-change', { newEmail });
    const page = await pageAt(await mailedLink(server.dataDir, newEmail, '/confirm-email-change'), session);
    await page.getByText('Your email address has been changed.').waitFor();
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
  });

  it.concurrent("/colours with a paint's equivalents in other brands", async ({ expect }) => {
    const found = (await (await fetch(`${baseUrl}/api/paints/search?q=mephiston%20red`)).json()) as Array<{ id: string; name: string }>;
    const page = await pageAt(`/colours?paint=${found.find((paint) => paint.name === 'Mephiston Red')!.id}`);
    await page.getByTestId('colour-equivalents').getByRole('listitem').first().waitFor({ timeout: 30_000 });
    expect(await axeProblems(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
  });
});
