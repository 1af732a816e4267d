/**
 * `npm run bench`: every figure is printed next to a baseline measured in the same run, on this machine.
 * Nothing here asserts a time; regressions are read, not flaked on.
 */
import { benchApiSearch } from './api-search.bench.js';
import { benchApiHealth } from './api-health.bench.js';
import { benchApiPaints } from './api-paints.bench.js';
import { benchCatalogLoad } from './catalog-load.bench.js';
import { benchCatalogSearch, benchTypoSearch } from './catalog-search.bench.js';
import { benchColourMix, benchColourNearest } from './colour-nearest.bench.js';
import { benchInventory } from './inventory.bench.js';
import { benchSyncDrain } from './sync-drain.bench.js';
import { benchSyncServer } from './sync-server.bench.js';
import { benchSyncPull } from './sync-pull.bench.js';
import { benchSyncHttp } from './sync-http.bench.js';
import { benchSyncFixedLoad } from './sync-fixed-load.bench.js';
import { benchServerStart } from './server-start.bench.js';
import { benchLivePokes } from './live-pokes.bench.js';

// Measure the code as it is now, not a build of it (`npm run bench` passes --conditions=source).
if (!import.meta.resolve('@paintforge/sync-protocol').includes('/src/'))
  throw new Error('bench must run the sync-protocol source: use npm run bench');

console.log(`The Paint Forge benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
await benchCatalogSearch();
await benchTypoSearch();
await benchColourNearest();
await benchColourMix();
await benchInventory();
await benchApiSearch();
await benchApiHealth();
await benchServerStart();
await benchApiPaints();
await benchCatalogLoad();
await benchSyncServer();
await benchSyncPull();
await benchSyncHttp();
await benchSyncFixedLoad();
await benchSyncDrain();
await benchLivePokes();
