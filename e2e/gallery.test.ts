import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeProblems, newUser, signInPage, verifiedUser, waitForServiceWorker, type Session } from './accounts.js';
import { drawnPhoto } from './photos.js';
import { watchedPage } from './browser.js';
import { useSharedServer } from './own-server.js';
import { sharedPhone } from './shared-phone.js';

/**
 * Issue 10 (gallery UI) at 390x844: a miniature with a photo and a recipe made offline reaches the server; issue 26's
 * work-in-progress photo and one-tap stage move, made offline too, survive the reload in its timeline; the
 * camera captures through Chromium's fake device and lets go of it (image links: hobby-table.test.ts); a
 * 60-character name never scrolls the page sideways; the details sheet passes axe.
 *
 * The three tests are one painter's phone in turn: one context, one sign-in, one catalog stored and one precache.
 */

const { server, phoneContext } = useSharedServer();

// Offline, and for a link to a closed port, the browser logs the requests that could not go out; the app expects them.
const networkNoise = [
  /net::ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/,
];

interface ServerProject {
  name: string;
  stage: string;
  imageUrl: string | null;
  paints: { partName: string; technique: string | null; paint: { name: string; brand: string } }[];
}

async function projectsOnServer(token: string): Promise<ServerProject[]> {
  const response = await fetch(`${server().url}/api/projects`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as ServerProject[];
}

async function newSession(label: string): Promise<Session> {
  return verifiedUser(server().url, server().dataDir, newUser(label));
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** A miniature's timeline in its open details sheet: each step as its stage word and how many photos it holds. */
async function timelineOf(page: Page, name: string): Promise<[string, number][]> {
  const steps = page.getByRole('list', { name: `Timeline of ${name}` }).locator(':scope > li');
  const result: [string, number][] = [];
  for (let index = 0; index < (await steps.count()); index++) {
    const step = steps.nth(index);
    result.push([
      (await step.locator('.font-medium').first().textContent()) ?? '',
      await step.getByRole('button', { name: /^View .* large$/ }).count(),
    ]);
  }
  return result;
}
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const painter = sharedPhone(async () => {
  const session = await newSession('gallery');
  const context = await phoneContext();
  await context.grantPermissions(['camera']);
  // Keeps every stream the page opens, so the camera's test can see that capture stopped its tracks.
  await context.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  return { session, context, ...(await watchedPage(context, networkNoise)) };
});

it('a miniature with an uploaded photo, a recipe, a work-in-progress photo and a stage move, made offline, survives a reload and reaches the server', async () => {
  const { session, context, page, errors } = painter();
  // The catalog downloads on the inventory's catalog view; the recipe picker then works offline.
  await signInPage(page, session, '/inventory?view=catalog');
  await expect.poll(() => page.getByText(/5,?805 paints/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await waitForServiceWorker(page);
  const photo = await drawnPhoto(page, { width: 600, height: 1200, background: '#27408b', accent: '#d4af37' });
  const workInProgress = await drawnPhoto(page, { width: 1200, height: 900, background: '#3b2f2f', accent: '#9a1115' });

  await context.setOffline(true);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Painted Miniature' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Painted Miniature' });
  await add.getByLabel('Miniature name').fill('Offline Paladin');
  await add.getByLabel('Description').fill('Blue and gold');
  await add.getByLabel('Photo file').setInputFiles(photo);
  await add.getByAltText('Preview of the photo').waitFor();
  await add.getByRole('button', { name: 'Add Miniature' }).click();
  await add.waitFor({ state: 'detached' });

  // The portrait photo sits in the same 3:2 frame as any other.
  const image = card(page, 'Offline Paladin').getByAltText('Photo of Offline Paladin');
  await image.waitFor();
  const box = (await image.boundingBox())!;
  expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.02);

  await page.getByRole('button', { name: 'View details of Offline Paladin' }).click();
  const details = page.getByRole('dialog', { name: 'Offline Paladin' });
  await details.getByRole('button', { name: 'Add Paint' }).click();
  await details.getByLabel('Part').fill('Armor');
  await details.getByLabel('Technique').selectOption('Base Coat');
  await details.getByLabel('Search paints').fill('macragge blue');
  await details.getByRole('list', { name: 'Paint suggestions' }).getByRole('button').first().click();
  await details.getByRole('button', { name: 'Add to Recipe' }).click();
  await details.getByRole('listitem', { name: /Macragge Blue/ }).waitFor();

  await details.getByRole('button', { name: 'Add Paint' }).click();
  await details.getByLabel('Part').fill('Trim');
  await details.getByRole('radio', { name: 'Custom paint' }).check();
  await details.getByLabel('Custom paint name').fill('Mixed Gold');
  await details.getByLabel('Custom paint brand').fill('My Mixes');
  await details.getByLabel('Custom paint colour').fill('#C9A227');
  await details.getByRole('button', { name: 'Add to Recipe' }).click();
  await details.getByRole('listitem', { name: 'Mixed Gold' }).waitFor();

  // A work-in-progress photo under the miniature's stage ("Add Painted Miniature" makes a painted entry).
  expect(await details.getByLabel("Photo's stage").inputValue()).toBe('painted');
  await details.getByLabel('Add a work-in-progress photo').setInputFiles(workInProgress);
  const wipLarge = details.getByRole('button', { name: 'View Painted: work-in-progress photo 1 large' });
  await wipLarge.waitFor();
  expect(await axeProblems(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(390);
  // Viewed large: the large copy (up to 1600 px), not the card's 600x400.
  await wipLarge.click();
  const large = page.getByRole('dialog', { name: 'Painted: work-in-progress photo 1' });
  await expect.poll(() => large.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await page.keyboard.press('Escape');
  await large.waitFor({ state: 'detached' });
  // The one-tap move on a stage: the timeline shows both steps, the photo under its own.
  await details.getByRole('button', { name: 'Move Offline Paladin on to Based' }).click();
  await details.getByRole('button', { name: 'Stage of Offline Paladin: Based. Change stage' }).waitFor();
  const steps = [
    ['Painted', 1],
    ['Based', 0],
  ];
  await expect.poll(() => timelineOf(page, 'Offline Paladin')).toEqual(steps);
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await details.waitFor({ state: 'detached' });

  await page.reload();
  await card(page, 'Offline Paladin').getByText('2 paints').waitFor();
  await card(page, 'Offline Paladin').getByAltText('Photo of Offline Paladin').waitFor();
  await card(page, 'Offline Paladin').getByRole('button', { name: 'Stage of Offline Paladin: Based. Change stage' }).waitFor();
  await page.getByRole('button', { name: 'View details of Offline Paladin' }).click();
  await expect.poll(() => timelineOf(page, 'Offline Paladin')).toEqual(steps);
  const thumbnail = details.getByRole('img', { name: 'Painted: work-in-progress photo 1' });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(533);
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await details.waitFor({ state: 'detached' });
  expect(await projectsOnServer(session.token)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await projectsOnServer(session.token))[0]?.paints.length ?? 0, { timeout: 30_000, interval: 500 }).toBe(2);
  const [project] = await projectsOnServer(session.token);
  expect(project!.name).toBe('Offline Paladin');
  expect(project!.stage).toBe('based');
  expect(project!.imageUrl).toMatch(/^\/api\/blobs\/[0-9a-f]{64}$/);
  expect(project!.paints.map((link) => [link.partName, link.technique, link.paint.name, link.paint.brand])).toEqual([
    ['Armor', 'Base Coat', expect.stringMatching(/Macragge Blue/), 'Citadel'],
    ['Trim', null, 'Mixed Gold', 'My Mixes'],
  ]);
  const photoResponse = await fetch(`${server().url}${project!.imageUrl}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(photoResponse.headers.get('content-type')).toBe('image/jpeg');
  expect(errors).toEqual([]);
}, 180_000);

it('takes a photo with the camera: the dialog stays open while it is on, and capture lets go of the camera', async () => {
  const { session, page, errors } = painter();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Painted Miniature' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Painted Miniature' });
  await add.getByRole('button', { name: 'Take Photo' }).click();
  const capture = add.getByRole('button', { name: 'Capture' });
  await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
  const liveTracks = () =>
    page.evaluate(
      () =>
        (window as unknown as { __streams: MediaStream[] }).__streams
          .flatMap((stream) => stream.getTracks())
          .filter((track) => track.readyState === 'live').length,
    );
  expect(await liveTracks()).toBe(1);

  // Escape and the close button leave the dialog (and the camera) as they are.
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Close', exact: true }).click();
  expect(await add.isVisible()).toBe(true);
  expect(await liveTracks()).toBe(1);

  await capture.click();
  await add.getByAltText('Preview of the photo').waitFor();
  expect(await liveTracks()).toBe(0);
  expect(await add.getByRole('group', { name: 'Camera' }).count()).toBe(0);

  // Closing the camera without capturing also lets go of it.
  await add.getByRole('button', { name: 'Take Photo' }).click();
  await expect.poll(() => liveTracks(), { timeout: 15_000 }).toBe(1);
  await add.getByRole('button', { name: 'Close Camera' }).click();
  expect(await liveTracks()).toBe(0);

  await add.getByLabel('Miniature name').fill('Camera Captain');
  await add.getByRole('button', { name: 'Add Miniature' }).click();
  await card(page, 'Camera Captain').getByAltText('Photo of Camera Captain').waitFor();
  await expect
    .poll(async () => (await projectsOnServer(session.token)).find((project) => project.name === 'Camera Captain')?.imageUrl ?? null, {
      timeout: 30_000,
    })
    .toMatch(/^\/api\/blobs\//);
  expect(errors).toEqual([]);
}, 120_000);

it('a 60-character unbroken name never scrolls the page sideways, in the grid or the details sheet', async () => {
  const { session, page, errors } = painter();
  const name = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.padEnd(60, 'X');
  const created = await fetch(`${server().url}/api/projects`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, description: 'D'.repeat(80) }),
  });
  expect(created.status).toBe(201);
  // Made on another device: the phone pulls it when the screen opens.
  await page.goto('/projects');
  await card(page, name).waitFor({ timeout: 30_000 });
  expect(await sidewaysScroll(page)).toBe(390);
  await page.getByRole('button', { name: `View details of ${name}` }).click();
  const details = page.getByRole('dialog', { name });
  await details.waitFor();
  expect(await sidewaysScroll(page)).toBe(390);
  const sheet = (await details.boundingBox())!;
  expect(sheet.x).toBeGreaterThanOrEqual(0);
  expect(sheet.x + sheet.width).toBeLessThanOrEqual(390);
  // The sticky actions are on screen without scrolling the sheet.
  const close = (await details.getByRole('button', { name: 'Close', exact: true }).last().boundingBox())!;
  expect(close.y + close.height).toBeLessThanOrEqual(844);
  expect(await axeProblems(page)).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);
