import type { Page } from 'playwright-core';
import type { AppServer } from './app-server.js';
import type { BaselineServer, ReactRow } from './baseline-server.js';
import { launchBenchBrowser, signIn, timeTo, waitForQuietDom } from './browser.js';
import { rowsIn, typeLetters, type Keystroke } from './input-latency.bench.js';
import { pushMutations } from './seed.js';
import { median } from './stats.js';

/**
 * Issue 35: /armies with 20 armies of 30 units (600 units, none of whose models are owned, every army painted with a
 * scheme of paints the painter does not own), so the one shopping list has a line per unit and per paint. Figures:
 * navigation → the shopping list's first line, and keydown → next frame in its filter, each beside a plain React
 * list of the same rows (plain-react-list.tsx) measured in the same run. Nothing here asserts a time.
 */
const armies = 20;
const unitsPerArmy = 30;
const runs = 5;
const id = (kind: number, n: number) => `0190a0b0-${String(kind).padStart(4, '0')}-7000-8000-${String(n).padStart(12, '0')}`;
const unitNames = [
  'Intercessors',
  'Hellblasters',
  'Assault Intercessors',
  'Bladeguard Veterans',
  'Outriders',
  'Eradicators',
  'Aggressors',
  'Scouts',
];
const paints = [
  ['Macragge Blue', '#0D407F', 'Base'],
  ['Calgar Blue', '#2A497F', 'Layer'],
  ['Retributor Armour', '#C39E00', 'Base'],
  ['Nuln Oil', '#14100E', 'Shade'],
  ['Mephiston Red', '#9A1115', 'Base'],
] as const;

function armyMutations(createdAt: string): [string, unknown][] {
  const schemeId = id(1, 1);
  const steps = paints.map(([name, color, type], index) => ({
    id: id(2, index),
    part: ['Armour', 'Highlights', 'Trim', 'Shadows', 'Eyes'][index]!,
    paint: { catalogId: null, name, brand: 'Citadel', color, type, range: type },
    position: `a${index}`,
  }));
  const list: [string, unknown][] = [['scheme.create@1', { id: schemeId, name: 'Ultramarines', steps, createdAt }]];
  for (let a = 0; a < armies; a++) {
    const armyId = id(3, a);
    list.push(['army.create@1', { id: armyId, name: `Army ${a + 1}`, faction: 'Ultramarines', points: 2000, schemeId, createdAt }]);
    for (let u = 0; u < unitsPerArmy; u++) {
      const name = `${unitNames[(a + u) % unitNames.length]} ${a * unitsPerArmy + u + 1}`;
      list.push([
        'unit.create@1',
        {
          id: id(4, a * unitsPerArmy + u),
          armyId,
          name,
          modelCount: 5 + (u % 6),
          points: 100,
          position: `a${String(u).padStart(2, '0')}`,
          createdAt,
        },
      ]);
    }
  }
  return list;
}

/** The shopping list's lines as the page shows them: each line's name and its why, for the plain list to draw. */
async function linesOf(page: Page): Promise<ReactRow[]> {
  return (await page.evaluate(`[...document.querySelectorAll('[data-testid="shopping-line"]')].map((line, index) => {
    const [name, detail] = [...line.querySelectorAll('p')].map((p) => p.textContent);
    return { key: String(index), name, detail };
  })`)) as ReactRow[];
}

function print(ours: Keystroke[], base: Keystroke[], first: number[], baseFirst: number[], lines: number): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const stroke = (strokes: Keystroke[], key: 'frame' | 'settled') => median(strokes.map((s) => s[key]));
  console.log(`  ${''.padEnd(50)} ${'first line'.padStart(10)} ${'→ frame'.padStart(10)} ${'→ results'.padStart(10)}`);
  console.log(`  ${'/armies (ours)'.padEnd(50)} ${ms(median(first))} ${ms(stroke(ours, 'frame'))} ${ms(stroke(ours, 'settled'))}`);
  console.log(
    `  ${`baseline: plain React list of the same ${lines} rows`.padEnd(50)} ${ms(median(baseFirst))} ${ms(stroke(base, 'frame'))} ${ms(stroke(base, 'settled'))}`,
  );
  console.log(
    `  ratio ours / baseline: ${(median(first) / median(baseFirst)).toFixed(2)}× to the first line, ${(stroke(ours, 'frame') / stroke(base, 'frame')).toFixed(2)}× to the next frame, ${(stroke(ours, 'settled') / stroke(base, 'settled')).toFixed(2)}× to the results`,
  );
  console.log(
    `  first line: navigation → first shopping line (median of ${runs}); keystrokes: median of ${ours.length}, one letter into an empty filter`,
  );
}

export async function benchArmies(app: AppServer, baseline: BaselineServer): Promise<void> {
  console.log(
    `\n/armies: ${armies} armies of ${unitsPerArmy} units, the shopping list's first render and filter keystrokes (Chromium, 390×844)`,
  );
  const painter = await app.newSession();
  await pushMutations(app.url, painter, armyMutations(new Date().toISOString()));
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.context.newPage();
    await signIn(page, app.url, painter, '/armies');
    // The first visit pulls the rows into the device's database; the figures time the visits after it.
    await page
      .getByRole('list', { name: 'Armies' })
      .getByRole('listitem')
      .nth(armies - 1)
      .waitFor({ timeout: 120_000 });
    await page.getByTestId('shopping-line').first().waitFor({ timeout: 120_000 });
    await waitForQuietDom(page, 2000);
    const lines = await linesOf(page);
    const first: number[] = [];
    for (let run = 0; run < runs; run++) first.push(await timeTo(page, `${app.url}/armies`, '[data-testid="shopping-line"]'));
    await waitForQuietDom(page, 1000);
    const ours = await typeLetters(page, 'Filter the shopping list', 'Shopping list');

    baseline.setReactList('shopping', lines);
    const baseFirst: number[] = [];
    for (let run = 0; run < runs; run++)
      baseFirst.push(await timeTo(page, `${baseline.url}/react/shopping`, '[aria-label="Shopping list"] li'));
    await page.waitForSelector('body[data-ready="true"]');
    const rowsFor = Object.fromEntries(ours.map((stroke) => [stroke.letter, stroke.rows]));
    const base = await typeLetters(page, 'Filter the shopping list', 'Shopping list', rowsFor);
    console.log(
      `  ${lines.length} shopping lines (${armies * unitsPerArmy} units to buy, ${paints.length} paints); ${await rowsIn(page, 'Shopping list')} drawn by the baseline at the end`,
    );
    print(ours, base, first, baseFirst, lines.length);
  } finally {
    await browser.close();
  }
}
