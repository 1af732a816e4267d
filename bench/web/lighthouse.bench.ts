import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import type { AppServer } from './app-server.js';
import type { BaselineServer } from './baseline-server.js';
import { launchBenchBrowser, signIn, waitForQuietDom, type BenchBrowser } from './browser.js';
import { median } from './stats.js';
import { seedPaints, sharedProject } from './seed.js';

const runs = 3;
/** LIGHTHOUSE_REPORTS=folder keeps every run's full JSON report there, to read what lost the points. */
const reportsFolder = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that lost points outside performance's metrics, to say what to fix. */
  failing: string[];
}

/** One Lighthouse run; a run whose trace came back broken (NO_NAVSTART happens on a busy machine) is run again. */
async function audit(port: number, url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(port, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${error instanceof Error ? error.message : String(error)}; running it again)`);
    }
  }
}

/** One Lighthouse run with its default (mobile) settings: a Moto G Power screen, simulated slow 4G and 4× CPU. */
async function auditOnce(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportsFolder) {
    mkdirSync(reportsFolder, { recursive: true });
    const name = `${++reportCount}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(join(reportsFolder, name), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  };
}

function medianFigures(list: Figures[]): Figures {
  const pick = (get: (figures: Figures) => number) => median(list.map(get));
  return {
    scores: {
      performance: pick((f) => f.scores.performance),
      accessibility: pick((f) => f.scores.accessibility),
      'best-practices': pick((f) => f.scores['best-practices']),
      seo: pick((f) => f.scores.seo),
    },
    lcp: pick((f) => f.lcp),
    tbt: pick((f) => f.tbt),
    cls: pick((f) => f.cls),
    failing: [...new Set(list.flatMap((f) => f.failing))],
  };
}

function row(label: string, f: Figures): string {
  const s = f.scores;
  const cells = [
    String(s.performance).padStart(4),
    String(s.accessibility).padStart(5),
    String(s['best-practices']).padStart(5),
    String(s.seo).padStart(4),
    `${(f.lcp / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(f.tbt)} ms`.padStart(8),
    f.cls.toFixed(2).padStart(5),
  ];
  return `  ${label.padEnd(46)}${cells.join(' ')}`;
}

interface Target {
  title: string;
  path: string;
  snapshot: string;
  /** Signs in, seeds, opens the page once so the local data is there; leaves the page where a snapshot can be taken. */
  prepare(page: Page, browser: BenchBrowser): Promise<void>;
}

/** Ours next to a static copy of the same rendered page served by a bare Fastify route, runs interleaved. */
async function measure(app: AppServer, baseline: BaselineServer, target: Target): Promise<void> {
  // A fresh profile per page; no viewport override, so Lighthouse's own mobile emulation is the only one.
  const browser = await launchBenchBrowser(null);
  try {
    const page = await browser.context.newPage();
    await target.prepare(page, browser);
    await waitForQuietDom(page);
    baseline.setSnapshot(target.snapshot, await page.content());
    await page.close();
    const ours: Figures[] = [];
    const base: Figures[] = [];
    for (let run = 0; run < runs; run++) {
      ours.push(await audit(browser.port, `${app.url}${target.path}`));
      base.push(await audit(browser.port, `${baseline.url}/snapshot/${target.snapshot}`));
    }
    const oursMedian = medianFigures(ours);
    console.log(`\n${target.title} (median of ${runs})`);
    console.log(`  ${''.padEnd(46)}perf  a11y    bp  seo      LCP      TBT   CLS`);
    console.log(row(`ours: ${target.path}`, oursMedian));
    console.log(row('baseline: static copy, bare Fastify route', medianFigures(base)));
    if (oursMedian.failing.length > 0) console.log(`  ours loses points on: ${oursMedian.failing.join(', ')}`);
  } finally {
    await browser.close();
  }
}

export async function benchLighthouse(app: AppServer, baseline: BaselineServer): Promise<void> {
  console.log('\nLighthouse (npm package, default mobile settings: simulated slow 4G, 4× CPU slowdown)');
  await measure(app, baseline, {
    title: 'Landing page, signed out',
    path: '/',
    snapshot: 'landing',
    prepare: async (page) => void (await page.goto(`${app.url}/`)),
  });
  const painter = await app.newSession();
  await seedPaints(app.url, painter, 200);
  await measure(app, baseline, {
    title: 'Inventory, signed in with 200 paints (already on the device, as for a returning painter)',
    path: '/inventory',
    snapshot: 'inventory',
    async prepare(page) {
      await signIn(page, app.url, painter, '/inventory');
      await page.getByRole('list', { name: 'Inventory paints' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    },
  });
  const showcase = await sharedProject(app.url, painter);
  await measure(app, baseline, {
    title: 'Showcase page of a shared project, signed out',
    path: showcase,
    snapshot: 'showcase',
    prepare: async (page) => void (await page.goto(`${app.url}${showcase}`)),
  });
}
