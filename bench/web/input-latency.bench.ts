import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { AppServer } from './app-server.js';
import type { BaselineServer, PlainRow } from './baseline-server.js';
import { launchBenchBrowser, signIn, waitForQuietDom } from './browser.js';
import { median } from './stats.js';
import { paintAt, seedPaints } from './seed.js';

const letters = ['a', 'e', 'o', 'r', 'i', 'n', 's', 'l', 't', 'u', 'b', 'c', 'd', 'g', 'm', 'p', 'k', 'w', 'y', 'h'];
const ownedPaints = 10_000;

/**
 * In-page timing, a string because tsx would wrap named functions in a helper the page lacks. `frame`: keydown to the
 * first frame after the input event (requestAnimationFrame, then setTimeout 0 so the frame has been produced).
 * `settled`: keydown to the frame after the last DOM change the keystroke caused (deferred renders included).
 */
const harness = `window.__inputBench = (() => {
  const state = { t0: 0, frame: -1, settled: -1 };
  const afterNextFrame = (t0, record) =>
    requestAnimationFrame(() => setTimeout(() => { if (state.t0 === t0) record(performance.now() - t0); }, 0));
  document.addEventListener('keydown', () => { state.t0 = performance.now(); state.frame = -1; state.settled = -1; }, true);
  document.addEventListener('input', () => {
    if (state.t0) afterNextFrame(state.t0, (ms) => { if (state.frame < 0) state.frame = ms; state.settled = Math.max(state.settled, ms); });
  }, true);
  new MutationObserver(() => {
    if (state.t0) afterNextFrame(state.t0, (ms) => { state.settled = Math.max(state.settled, ms); });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  return state;
})()`;

export interface Keystroke {
  letter: string;
  frame: number;
  settled: number;
  rows: number;
}

export const rowsIn = (page: Page, list: string) =>
  page.evaluate(
    `document.querySelectorAll('[aria-label="${list}"] li, [aria-label="${list}"] [role="listitem"]').length`,
  ) as Promise<number>;

/** Types each letter into an empty box, one at a time, waiting for the page to settle before and after. */
export async function typeLetters(page: Page, searchLabel: string, list: string, rowsFor?: Record<string, number>): Promise<Keystroke[]> {
  await page.evaluate(harness);
  const box = page.getByLabel(searchLabel, { exact: true });
  const strokes: Keystroke[] = [];
  for (const letter of letters) {
    await page.evaluate('window.__inputBench.t0 = 0');
    await box.fill('');
    await waitForQuietDom(page, 300);
    await box.press(letter);
    // Polled with evaluate: waitForFunction compiles a string predicate with eval, which the app's CSP refuses.
    while (!((await page.evaluate('window.__inputBench.frame >= 0')) as boolean)) await page.waitForTimeout(16);
    await waitForQuietDom(page, 500);
    const { frame, settled } = (await page.evaluate('({ ...window.__inputBench })')) as { frame: number; settled: number };
    const rows = await rowsIn(page, list);
    if (rowsFor && rowsFor[letter] !== rows) throw new Error(`baseline drew ${rows} rows for "${letter}", ours ${rowsFor[letter]}`);
    strokes.push({ letter, frame, settled, rows });
  }
  return strokes;
}

function print(title: string, ours: Keystroke[], base: Keystroke[]): void {
  const figures = (strokes: Keystroke[]) => ({
    frame: median(strokes.map((s) => s.frame)),
    settled: median(strokes.map((s) => s.settled)),
    rows: median(strokes.map((s) => s.rows)),
  });
  const o = figures(ours);
  const b = figures(base);
  const line = (label: string, f: typeof o) =>
    `  ${label.padEnd(52)} ${`${f.frame.toFixed(1)} ms`.padStart(9)} ${`${f.settled.toFixed(1)} ms`.padStart(10)} ${String(f.rows).padStart(6)}`;
  console.log(`\n${title} (median of ${letters.length} keystrokes, one letter into an empty box)`);
  console.log(`  ${''.padEnd(52)} ${'→ frame'.padStart(9)} ${'→ results'.padStart(10)} ${'rows'.padStart(6)}`);
  console.log(line('ours', o));
  console.log(line('baseline: plain DOM render of as many rows', b));
  console.log(
    `  ratio ours / baseline: ${(o.frame / b.frame).toFixed(2)}× to the next frame, ${(o.settled / b.settled).toFixed(2)}× to the results`,
  );
}

/** The same keystrokes on the bench's plain page, drawing per letter as many rows as ours drew. */
async function plainRender(page: Page, baseline: BaselineServer, name: string, rows: PlainRow[], ours: Keystroke[], initial: number) {
  const rowsFor = Object.fromEntries([['', initial], ...ours.map((stroke) => [stroke.letter, stroke.rows] as const)]);
  baseline.setPlainRender(name, rows, rowsFor);
  await page.goto(`${baseline.url}/plain/${name}`);
  await page.waitForSelector('body[data-ready="true"]');
  return typeLetters(page, 'Search paints', 'Paints', rowsFor);
}

/** Waits until the app's pull has brought every page of the painter's data (the last pull answers hasMore false). */
function lastPull(page: Page): Promise<void> {
  return new Promise((resolveDone) => {
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/sync/pull') || !response.ok()) return;
      response.json().then(
        (body: { hasMore?: boolean }) => (body.hasMore === false ? resolveDone() : undefined),
        () => undefined,
      );
    });
  });
}

export async function benchInputLatency(app: AppServer, baseline: BaselineServer): Promise<void> {
  console.log('\nSearch box: keydown → next frame in Chromium (no throttling, 390×844)');
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.context.newPage();

    await page.goto(`${app.url}/inventory?view=catalog`);
    await page.getByRole('list', { name: 'Paints' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await waitForQuietDom(page);
    const catalogInitial = await rowsIn(page, 'Paints');
    const catalogOurs = await typeLetters(page, 'Search paints', 'Paints');
    const catalogFile = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../api/catalog/paints.json'), 'utf8')) as Array<
      Record<'brand' | 'range' | 'name' | 'hex', string>
    >;
    const catalogRows = catalogFile.map((paint) => ({ name: paint.name, detail: `${paint.brand} · ${paint.range}`, color: paint.hex }));
    const catalogBase = await plainRender(page, baseline, 'catalog', catalogRows, catalogOurs, catalogInitial);
    print(`Catalog (/inventory?view=catalog, ${catalogRows.length.toLocaleString('en-US')} paints)`, catalogOurs, catalogBase);

    const painter = await app.newSession();
    await seedPaints(app.url, painter, ownedPaints);
    const pulled = lastPull(page);
    await signIn(page, app.url, painter, '/inventory');
    await pulled;
    await page.getByRole('list', { name: 'Inventory paints' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await waitForQuietDom(page, 2000);
    const inventoryInitial = await rowsIn(page, 'Inventory paints');
    const inventoryOurs = await typeLetters(page, 'Search your paints', 'Inventory paints');
    const inventoryRows = Array.from({ length: ownedPaints }, (_, index) => {
      const paint = paintAt(index);
      return { name: paint.name, detail: `${paint.brand} · ${paint.type}`, color: paint.color };
    });
    const inventoryBase = await plainRender(page, baseline, 'inventory', inventoryRows, inventoryOurs, inventoryInitial);
    print(`Owned inventory (/inventory, ${ownedPaints.toLocaleString('en-US')} paints)`, inventoryOurs, inventoryBase);
  } finally {
    await browser.close();
  }
}
