/**
 * `npm run bench:load`: autocannon against the built server in a child process, each scenario next to a bare
 * Fastify route doing the same database work on the same database, measured in the same run; then a mixed soak
 * with the server's memory at its start and end. SQLite always; Postgres too with `--postgres` or DATABASE_URL.
 * Nothing here asserts a figure: they are read, not flaked on. LOAD_SECONDS and LOAD_SOAK_SECONDS shorten a run.
 */
import { memoryVerdict, mebibytes, type MemorySample } from './figures.js';
import { compareScenario } from './compare.js';
import { measure } from './measure.js';
import { loadOptions, type LoadOptions } from './options.js';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './databases.js';
import { scenarios } from './scenarios.js';
import { seedWorld } from './seed.js';
import { ourServerEnv, startBareServer, startOurServer, type RunningServer } from './servers.js';

/** Seconds between memory samples in the soak: a dozen samples, at most one every 5 s (each forces a full GC). */
function sampleInterval(soakSeconds: number): number {
  return Math.max(5, soakSeconds / 12);
}

async function soak(server: RunningServer, requests: ReturnType<typeof scenarios>, options: LoadOptions): Promise<void> {
  if (options.soakSeconds === 0) return;
  console.log(
    `\n  Soak: ${options.soakSeconds} s of all ${requests.length} requests in turn on each of ${options.connections} connections`,
  );
  const samples: MemorySample[] = [await server.memory()];
  const sampling = setInterval(
    () =>
      void server.memory().then(
        (sample) => samples.push(sample),
        (error: unknown) => console.error(`  memory sample lost: ${String(error)}`),
      ),
    sampleInterval(options.soakSeconds) * 1000,
  );
  const figures = await measure(
    server.url,
    requests.map((scenario) => scenario.ours.request()),
    { connections: options.connections, seconds: options.soakSeconds },
  ).finally(() => clearInterval(sampling));
  samples.push(await server.memory());
  console.log(
    `  mixed load: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
      (figures.failures > 0 ? `, ${figures.failures} failed` : ''),
  );
  const [first, last] = [samples[0]!, samples.at(-1)!];
  console.log(
    `  memory at start ${mebibytes(first.rss)} RSS / ${mebibytes(first.heapUsed)} live heap; ` +
      `at end ${mebibytes(last.rss)} / ${mebibytes(last.heapUsed)}; highest RSS ${mebibytes(Math.max(...samples.map((sample) => sample.rss)))}`,
  );
  console.log(`  ${memoryVerdict(samples).text}`);
}

async function runOn(database: BenchDatabase, options: LoadOptions): Promise<void> {
  console.log(`\n=== ${database.label} ===`);
  const ours = await startOurServer(ourServerEnv(database));
  let bare: RunningServer | undefined;
  try {
    const world = await seedWorld(ours.url, { readers: 4, pushers: options.connections, logins: 4 });
    // Started after seeding: it reads the catalog our server loaded into the database.
    bare = await startBareServer(database.bareEnv);
    const list = scenarios(world, database.label);
    for (const scenario of list)
      await compareScenario(
        scenario,
        { ours: ours.url, bare: bare.url },
        options,
        `${scenario.title} (${database.label}, ${options.connections} connections, ${options.seconds} s each)`,
      );
    await soak(ours, list, options);
  } finally {
    await bare?.stop();
    await ours.stop();
    await database.drop();
  }
}

const options = loadOptions(process.env, process.argv.slice(2));
console.log(
  `The Paint Forge load bench — Node ${process.version}, ${new Date().toISOString()}; ` +
    `${options.seconds} s a run, soak ${options.soakSeconds} s, ${options.connections} connections` +
    (options.postgresUrl === undefined ? '; SQLite only (--postgres or DATABASE_URL adds Postgres)' : '; SQLite and Postgres'),
);
await runOn(sqliteDatabase(), options);
if (options.postgresUrl !== undefined) await runOn(await postgresDatabase(options.postgresUrl), options);
