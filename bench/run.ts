/**
 * `npm run bench`: every figure is printed next to a baseline measured in the same run, on this machine.
 * Nothing here asserts a time; regressions are read, not flaked on.
 */
import { benchApiSearch } from './api-search.bench.js';
import { benchCatalogLoad } from './catalog-load.bench.js';
import { benchCatalogSearch } from './catalog-search.bench.js';
import { benchSyncDrain } from './sync-drain.bench.js';
import { benchSyncServer } from './sync-server.bench.js';

console.log(`The Paint Forge benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
await benchCatalogSearch();
await benchApiSearch();
await benchCatalogLoad();
await benchSyncServer();
await benchSyncDrain();
