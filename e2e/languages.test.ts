import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newUser, signInPage, verifiedUser, type Session } from './accounts.js';
import { watchedPage, withoutServiceWorker } from './browser.js';
import { useSharedServer } from './own-server.js';
import { showScreen } from './screens.js';

/**
 * Issue 38: longer words survive a 390 px phone. German and Polish run long; the pseudo-locale makes every message
 * ~40% longer than English (i18n/pseudo-locale.ts). One tab per language walks every route, a visitor's first and
 * then a painter's with paints, a wish and a miniature on screen (the inventory's tabs, the header's menus and the
 * first dialog of each screen opened), and on each page asks the real layout engine two
 * things: nothing scrolls sideways, and no element cuts its own text off (its scrollWidth beyond its clientWidth while
 * it hides or ellipsises what overflows), nor pushes it off the screen. Whether any English is left is the component
 * tests' question (testing/no-english.ts); this one is about room.
 */
const { server, phoneContext } = useSharedServer();

const visitorRoutes = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=unknown',
  '/verify-email?token=unknown',
  '/help',
  '/privacy-policy',
  '/terms-of-service',
  '/showcase/does-not-exist',
  '/no/such/page',
];
const painterRoutes = ['/', '/inventory', '/scan', '/colours', '/projects', '/pile', '/armies', '/profile', '/feedback', '/help'];

// The painter's own words (paints, brands, a miniature's name) may be cut with an ellipsis where a row is narrow: they
// are data, not the app's words, and keep their full text in the row's title or its details.
const dataWords = ['Abaddon Black', 'Citadel', 'Nuln Oil', 'Mephiston Red', 'Plague Marine', 'Blood Angels Captain', 'Gedenkstein', 'Ada'];

async function painterWithThings(label: string): Promise<Session> {
  const session = await verifiedUser(server().url, server().dataDir, newUser(label, { firstName: 'Ada' }));
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${server().url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  await call('/api/paints', { name: 'Abaddon Black', brand: 'Citadel', color: '#231F20', type: 'Base', range: 'Base', quantity: 2 });
  await call('/api/paints', { name: 'Nuln Oil', brand: 'Citadel', color: '#14100E', type: 'Shade', range: 'Shade', quantity: 1 });
  await call('/api/paints', {
    name: 'Mephiston Red',
    brand: 'Citadel',
    color: '#9A1115',
    type: 'Base',
    range: 'Base',
    quantity: 0,
    isWishlist: true,
  });
  await call('/api/projects', { name: 'Plague Marine', stage: 'painting' });
  // A painted one too: the gallery's card, whose sheet opens with the recipe form (tappedOpen).
  await call('/api/projects', { name: 'Blood Angels Captain', stage: 'painted' });
  return session;
}

interface Cut {
  text: string;
  why: string;
}

/** Elements on the page that cut their own text off or push it off the screen (see the file's comment). */
function cutTexts(page: Page, { onlyMarked }: { onlyMarked: boolean }): Promise<Cut[]> {
  return page.evaluate(
    ({ onlyMarked, dataWords }) => {
      const cuts: Array<{ text: string; why: string }> = [];
      // A toast slides in from the right (the catalog's 'saved for offline use' on a new phone may come at any moment):
      // off the screen for its first 180 ms, as it is meant to be. Where it settles is what counts.
      const moving = (element: HTMLElement) => {
        for (let node: HTMLElement | null = element; node; node = node.parentElement) {
          // A spinner's or a skeleton's endless animation moves nothing out of place: only one that ends counts.
          const passing = (animation: Animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity;
          if (node.getAnimations().some(passing)) return true;
        }
        return false;
      };
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim() ?? '')
          .join(' ')
          .trim();
        if (!own) continue;
        // In the pseudo-locale only the app's messages carry the marks; a paint's name is the painter's.
        if (onlyMarked && !own.includes('⟦')) continue;
        if (dataWords.some((word) => own.includes(word))) continue;
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
        const box = element.getBoundingClientRect();
        // Screen-reader-only text (1 px, clipped on purpose) and what is not laid out.
        if (box.width <= 1 || box.height <= 1) continue;
        const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (style.display !== 'inline' && hides && element.scrollWidth > element.clientWidth + 1) {
          cuts.push({ text: own, why: `cut: ${element.scrollWidth} px in ${element.clientWidth}` });
        } else if ((box.right > window.innerWidth + 1 || box.left < -1) && !moving(element)) {
          // Inside a container that scrolls sideways on purpose (a row of chips), the painter can scroll to it.
          let scroller = element.parentElement;
          while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
          if (!scroller || scroller === document.documentElement || scroller === document.body) {
            cuts.push({ text: own, why: `off the screen: ${Math.round(box.left)}–${Math.round(box.right)} px` });
          }
        }
      }
      return cuts;
    },
    { onlyMarked, dataWords },
  );
}

/** Every key of every catalog: a page showing one read a word its language's loaded catalogs lack. */
let messageKeys: string[] | undefined;
async function allMessageKeys(): Promise<string[]> {
  const i18n = '../web/src/i18n';
  messageKeys ??= Object.keys(
    ((await import(`${i18n}/whole-catalogs.ts`)) as { wholeCatalogs: { en: Record<string, string> } }).wholeCatalogs.en,
  );
  return messageKeys;
}

/** The page as it is now: sideways scroll, cut texts and words shown as their keys, each named with `where`. */
async function roomProblems(page: Page, where: string, language: string): Promise<string[]> {
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
  const problems: string[] = [];
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (sideways > 0) problems.push(`${where}: scrolls ${sideways} px sideways`);
  for (const cut of await cutTexts(page, { onlyMarked: language === 'pseudo' })) problems.push(`${where}: "${cut.text}" ${cut.why}`);
  // A button does not wrap its words: words wider than the button spill out of it, over its neighbour or past the
  // screen's edge, though nothing hides them (the project sheet's "Zum Rezept hinzufügen" in a 113 px grid column).
  const spilling = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a')]
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `"${element.innerText.trim()}" spills: ${element.scrollWidth} px in ${element.clientWidth}`),
  );
  for (const spill of spilling) problems.push(`${where}: ${spill}`);
  const shown = await page.evaluate(() => document.body.innerText);
  for (const key of await allMessageKeys()) if (shown.includes(key)) problems.push(`${where}: shows the key "${key}", not its words`);
  return problems;
}

const dialogOpeners: Partial<Record<string, string>> = {
  '/inventory': 'inventory.addPaint',
  '/projects': 'projects.add',
  '/pile': 'pile.addBox',
  '/armies': 'armies.newScheme',
};

/**
 * A button's words in the language shown: German's from its catalog, the pseudo-locale's as it accents English. Loaded
 * as the test runs (a path the tools' type check does not follow: web/'s modules are the web's to type-check).
 */
async function openerWords(key: string, language: string): Promise<string> {
  const i18n = '../web/src/i18n';
  if (language === 'pseudo') {
    const [{ default: en }, { accent }] = (await Promise.all([
      import(`${i18n}/locales/en/index.ts`),
      import(`${i18n}/pseudo-locale.ts`),
    ])) as [{ default: Record<string, string> }, { accent: (text: string) => string }];
    return accent(en[key]!);
  }
  const { default: catalog } = (await import(`${i18n}/locales/${language}/index.ts`)) as { default: Record<string, string> };
  return catalog[key]!;
}

/** What a route hides until tapped: the inventory's tabs, and the header's menus (account, theme, language). */
async function tappedOpen(page: Page, route: string, language: string): Promise<string[]> {
  const problems: string[] = [];
  // The dialog each screen opens first (add a paint, a miniature, a box, a scheme), found by its button's words in
  // the language shown, checked open, then closed.
  const opener = dialogOpeners[route];
  if (opener) {
    const words = await openerWords(opener, language);
    await page
      .getByRole('button', { name: new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    problems.push(...(await roomProblems(page, `${route}, dialog`, language)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  if (route === '/projects') {
    // The miniature's sheet with the recipe form open: its sticky row then holds three actions (Close, Edit, Add to
    // Recipe), the most any sheet shows side by side on a phone.
    const escaped = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await page
      .locator('main button')
      .filter({ hasText: escaped(await openerWords('projects.viewDetails', language)) })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await sheet.getByRole('button', { name: escaped(await openerWords('projects.addPaint', language)) }).click();
    await sheet.getByRole('button', { name: escaped(await openerWords('projects.addToRecipe', language)) }).waitFor();
    problems.push(...(await roomProblems(page, `${route}, recipe form`, language)));
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  }
  if (route === '/inventory') {
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      problems.push(...(await roomProblems(page, `${route}, tab ${index + 1}`, language)));
    }
  }
  if (route === '/') {
    const menus = page.locator('header [aria-haspopup="menu"]');
    for (let index = 0; index < (await menus.count()); index += 1) {
      if (!(await menus.nth(index).isVisible())) continue;
      await menus.nth(index).click();
      await page.getByRole('menu').waitFor();
      problems.push(...(await roomProblems(page, `${route}, header menu ${index + 1}`, language)));
      await page.keyboard.press('Escape');
    }
  }
  return problems;
}

async function walk(page: Page, routes: readonly string[], language: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, route] of routes.entries()) {
    // The first route as loaded (the app starts there), the rest by the router, as the app's links go (screens.ts).
    if (index === 0) await page.goto(route);
    else await showScreen(page, route);
    await page.locator('main').getByRole('heading', { level: 1 }).first().waitFor();
    const tag = language === 'pseudo' ? 'en-XA' : language;
    const shown = await page
      .waitForFunction((tag) => document.documentElement.lang === tag, tag, { timeout: 5_000 })
      .then(() => tag)
      .catch(() => page.evaluate(() => document.documentElement.lang));
    if (shown !== tag) problems.push(`${route}: shown in "${shown}"`);
    // Lazy parts of a page (a list's rows, a chart) settle before the layout is read: nothing busy.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    problems.push(...(await roomProblems(page, route, language)), ...(await tappedOpen(page, route, language)));
  }
  return problems;
}

describe.each(['de', 'pseudo'])('every route at 390×844 in %s', (language) => {
  it('nothing scrolls sideways and no text is cut off, for a visitor and for a painter with things on screen', async () => {
    const session = await painterWithThings(`lang-${language}`);
    const context = await phoneContext(withoutServiceWorker);
    await context.addInitScript((chosen) => localStorage.setItem('paintforge.language', chosen), language);
    const { page, errors } = await watchedPage(context, [/status of 40[04]/]);

    const problems = await walk(page, visitorRoutes, language);
    await signInPage(page, session, '/');
    problems.push(...(await walk(page, painterRoutes, language)));

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
