/**
 * `npm run bench:web`: the web app in Debian's Chromium, served by the built server process; every figure printed
 * next to a baseline measured in the same run. Not part of `npm test`: nothing here asserts a time.
 */
import { startAppServer } from './app-server.js';
import { startBaselineServer } from './baseline-server.js';
import { benchArmies } from './armies.bench.js';
import { benchInputLatency } from './input-latency.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { benchOfflineReady } from './offline-ready.bench.js';
import { benchPalette } from './palette.bench.js';
import { benchPile } from './pile.bench.js';

const only = process.argv[2];
console.log(`The Paint Forge web benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
const app = await startAppServer();
const baseline = await startBaselineServer();
try {
  if (only === undefined || only === 'lighthouse') await benchLighthouse(app, baseline);
  if (only === undefined || only === 'input') await benchInputLatency(app, baseline);
  if (only === undefined || only === 'pile') await benchPile(app);
  if (only === undefined || only === 'palette') await benchPalette(app);
  if (only === undefined || only === 'armies') await benchArmies(app, baseline);
  if (only === undefined || only === 'offline-ready') await benchOfflineReady();
} finally {
  await baseline.close();
  await app.stop();
}
