import type { Page } from 'playwright-core';
import { beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { axeProblems, mailedLink, newUser, registerUser, signInPage, verifiedUser, type Session } from './accounts.js';
import { adminSession, apiCall } from './admin-accounts.js';
import { useBrowser, withoutServiceWorker } from './browser.js';
import { sharedServer } from './own-server.js';
import { freshScreen, showScreen } from './screens.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const server = sharedServer();

// Visitor pages, in an order where no two neighbours are drawn by the same screen component (screens.ts, showScreen).
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

/** Nothing is wider than the screen: no sideways scrolling. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let admin: Session;
let longNamed: string;
let colourPath: string;
beforeAll(async () => {
  admin = (await adminSession(server, 'axe-admin')).session;
  // Registered, never verified: a row of the admin's user list with a long family name.
  const newcomer = newUser('axe-newcomer', { firstName: 'Katherine', lastName: 'Johnson-With-A-Very-Long-Family-Name-Indeed' });
  await registerUser(server.url, newcomer);
  longNamed = newcomer.email;
  const found = (await (await fetch(`${baseUrl}/api/paints/search?q=mephiston%20red`)).json()) as Array<{ id: string; name: string }>;
  colourPath = `/colours?paint=${found.find((paint) => paint.name === 'Mephiston Red')!.id}`;
});

/** A painter with a message sent and answered by the team, who has asked to move to another address. */
async function painterWithAnswers(label: string): Promise<{ session: Session; confirmPath: string }> {
  const session = await verifiedUser(server.url, server.dataDir, newUser(label));
  await apiCall(
    server,
    session.token,
    'POST',
    '/api/feedback',
    { subject: 'Metallics', message: 'Please add the metallic range of Scale75.' },
    201,
  );
  const [sent] = (await apiCall(server, session.token, 'GET', '/api/feedback')) as Array<{ id: string }>;
  await apiCall(server, admin.token, 'PATCH', `/api/admin/feedback/${sent!.id}`, {
    status: 'in_progress',
    adminReply: 'Thanks, they are on our list.',
  });
  const newEmail = newUser(`${label}-moved`).email;
  await apiCall(server, session.token, 'POST', '/api/auth/request-email-change', { newEmail });
  return { session, confirmPath: await mailedLink(server.dataDir, newEmail, '/confirm-email-change') };
}

type Setup = (typeof setups)[number];

/** Every visitor's page, moving by the router (screens.ts); each page's findings are reported on their own. */
async function visitorPages(page: Page, expect: ExpectStatic) {
  await page.goto(paths[0]!);
  await page.locator(freshScreen).first().waitFor();
  for (const [index, path] of paths.entries()) {
    if (index > 0) await showScreen(page, path);
    expect.soft(await axeProblems(page), path).toEqual([]);
    // Nothing is wider than a 360 px phone: no sideways scrolling.
    expect.soft(await fitsTheScreen(page), `${path} fits the screen`).toBe(true);
  }
}

/** /profile with the forms' messages, /feedback with the team's reply, /colours with a paint's equivalents, /confirm-email-change with a real link. */
async function painterPages(page: Page, setup: Setup, expect: ExpectStatic) {
  const { session, confirmPath } = await painterWithAnswers(`axe-painter-${setup.colorScheme}`);
  await signInPage(page, session, '/profile');
  const password = page.locator('main div.rounded-lg', { has: page.getByRole('heading', { level: 2, name: 'Change Password' }) });
  await password.getByRole('button', { name: 'Update Password' }).click();
  await password.getByText('Current password is required').waitFor();
  expect.soft(await axeProblems(page), '/profile').toEqual([]);
  expect.soft(await fitsTheScreen(page), '/profile fits the screen').toBe(true);

  await showScreen(page, '/feedback');
  await page.getByRole('button', { name: 'Show History' }).click();
  await page.getByText('Thanks, they are on our list.').waitFor();
  expect.soft(await axeProblems(page), '/feedback').toEqual([]);
  expect.soft(await fitsTheScreen(page), '/feedback fits the screen').toBe(true);

  await showScreen(page, colourPath);
  await page.getByTestId('colour-equivalents').getByRole('listitem').first().waitFor({ timeout: 30_000 });
  expect.soft(await axeProblems(page), '/colours').toEqual([]);
  expect.soft(await fitsTheScreen(page), '/colours fits the screen').toBe(true);

  // Last: the link signs the painter's address over to the new one.
  await showScreen(page, confirmPath);
  await page.getByText('Your email address has been changed.').waitFor();
  expect.soft(await axeProblems(page), '/confirm-email-change').toEqual([]);
  expect.soft(await fitsTheScreen(page), '/confirm-email-change fits the screen').toBe(true);
}

/** /admin with the figures and every account listed, a long name included, also at 390 px (so last: it resizes). */
async function adminPage(page: Page, setup: Setup, expect: ExpectStatic) {
  await signInPage(page, admin, '/admin');
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
  expect.soft(await axeProblems(page), '/admin').toEqual([]);
  expect.soft(await fitsTheScreen(page), '/admin fits the screen').toBe(true);
  if (setup.viewport.width < 390) {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
}

// One tab per setup (the two side by side) walks every visitor's page, then the pages whose words come from the
// server's answers (their behaviour is held by the screens tests in web/src/features/*/*.server.test.tsx), checked
// here as they show with those answers: contrast, names and layout. The same tab signs in as a painter, then as the
// admin: a context per role started the app (and, signed in, stored the catalog) three times over for what one shows.
describe.concurrent('axe-core, in both themes', () => {
  it.for(setups)(
    "$name: every visitor's page, a painter's /profile, /feedback, /colours and /confirm-email-change, and /admin: no serious or critical violation, nothing wider than the screen",
    { timeout: 180_000 },
    async (setup, { expect }) => {
      const { colorScheme, viewport } = setup;
      const context = await browser().newContext({ baseURL: baseUrl, colorScheme, viewport, ...withoutServiceWorker });
      try {
        const page = await context.newPage();
        await visitorPages(page, expect);
        await painterPages(page, setup, expect);
        await adminPage(page, setup, expect);
      } finally {
        await context.close();
      }
    },
  );
});
