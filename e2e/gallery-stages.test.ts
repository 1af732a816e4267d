import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeProblems, newUser, signInPage, verifiedUser, waitForServiceWorker } from './accounts.js';
import { drawnPhoto } from './photos.js';
import { watchedPage } from './browser.js';
import { useSharedServer } from './own-server.js';
import { timelineOf } from './timeline.js';

/**
 * Issue 26 in the gallery at 390x844: a work-in-progress photo added to a miniature offline, the miniature moved on
 * a stage with one tap, and after a reload (still offline) the timeline shows both moves in order with the photo
 * under its stage; the details sheet passes axe and never scrolls sideways.
 */

const { server, phoneContext } = useSharedServer();

// Offline, the browser logs the requests that could not go out; the app expects them.
const networkNoise = [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|net::ERR_FAILED|NetworkError/];

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

it('a work-in-progress photo and a stage move made offline survive a reload in the timeline', async () => {
  const session = await verifiedUser(server().url, server().dataDir, newUser('gallery-stages'));
  const context = await phoneContext();
  const { page, errors } = await watchedPage(context, networkNoise);
  await signInPage(page, session, '/projects');
  await waitForServiceWorker(page);
  const photo = await drawnPhoto(page, { width: 1200, height: 900, background: '#3b2f2f', accent: '#9a1115' });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Painted Miniature' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Painted Miniature' });
  await add.getByLabel('Miniature name').fill('Offline Bloodletter');
  await add.getByRole('button', { name: 'Add Miniature' }).click();
  await add.waitFor({ state: 'detached' });

  // "Add Painted Miniature" makes a painted entry: its stage shows on the card, with the one-tap move on.
  const bloodletter = card(page, 'Offline Bloodletter');
  await bloodletter.getByRole('button', { name: 'Stage of Offline Bloodletter: Painted. Change stage' }).waitFor();

  await bloodletter.getByRole('button', { name: 'View details of Offline Bloodletter' }).click();
  const details = page.getByRole('dialog', { name: 'Offline Bloodletter' });
  expect(await details.getByLabel("Photo's stage").inputValue()).toBe('painted');
  await details.getByLabel('Add a work-in-progress photo').setInputFiles(photo);
  await details.getByRole('button', { name: 'View Painted: work-in-progress photo 1 large' }).waitFor();
  expect(await axeProblems(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // Viewed large: the large copy (up to 1600 px), not the card's 600x400.
  await details.getByRole('button', { name: 'View Painted: work-in-progress photo 1 large' }).click();
  const large = page.getByRole('dialog', { name: 'Painted: work-in-progress photo 1' }).getByRole('img');
  await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Painted: work-in-progress photo 1' }).waitFor({ state: 'detached' });

  await details.getByRole('button', { name: 'Move Offline Bloodletter on to Based' }).click();
  await details.getByRole('button', { name: 'Stage of Offline Bloodletter: Based. Change stage' }).waitFor();
  await expect
    .poll(() => timelineOf(page, 'Offline Bloodletter'))
    .toEqual([
      ['Painted', 1],
      ['Based', 0],
    ]);
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await details.waitFor({ state: 'detached' });

  await page.reload();
  await bloodletter.getByRole('button', { name: 'Stage of Offline Bloodletter: Based. Change stage' }).waitFor();
  await bloodletter.getByRole('button', { name: 'View details of Offline Bloodletter' }).click();
  await expect
    .poll(() => timelineOf(page, 'Offline Bloodletter'))
    .toEqual([
      ['Painted', 1],
      ['Based', 0],
    ]);
  const thumbnail = details.getByRole('img', { name: 'Painted: work-in-progress photo 1' });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(533);
  expect(errors).toEqual([]);
});
