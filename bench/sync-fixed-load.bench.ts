import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './load/databases.js';
import { comparisonLines } from './load/figures.js';
import { measure } from './load/measure.js';
import { defaultPostgresUrl } from './load/options.js';
import { pushScenario } from './load/scenarios.js';
import { seedWorld } from './load/seed.js';
import { ourServerEnv, startBareServer, startOurServer, type RunningServer } from './load/servers.js';

/** The fixed load (issue 34): 10 devices, each pushing once a second. */
const devices = 10;
const seconds = Number(process.env.FIXED_LOAD_SECONDS ?? 15);

/**
 * Push latency at a fixed load rather than at saturation: the built server process and the bare insert route
 * (bench/load/bare-server.ts, a push's inserts in one transaction) on the same fresh database, each sent pushes of 5
 * paint creates by 10 devices at one push a second each, for FIXED_LOAD_SECONDS (15). p99 is what a painter waits at
 * worst among a hundred pushes, beside the bare route's, measured in the same run; on SQLite and on Postgres (the
 * local server, or DATABASE_URL).
 */
async function onDatabase(database: BenchDatabase): Promise<void> {
  const ours = await startOurServer(ourServerEnv(database));
  let bare: RunningServer | undefined;
  try {
    const world = await seedWorld(ours.url, { readers: 1, pushers: devices, logins: 1 });
    bare = await startBareServer(database.bareEnv);
    const push = pushScenario(world, database.label);
    const load = { connections: devices, seconds, overallRate: devices };
    const oursFigures = await measure(ours.url, [push.ours.request()], load);
    const bareFigures = await measure(bare.url, [push.bare.request()], load);
    for (const line of comparisonLines(
      `Push at a fixed load (${database.label}): ${devices} devices, one push of 5 a second each, ${seconds} s`,
      { label: push.ours.label, figures: oursFigures },
      { label: push.bare.label, figures: bareFigures },
    ))
      console.log(line);
    console.log(`  p99 ours / bare: ${oursFigures.p99} / ${bareFigures.p99} ms`);
  } finally {
    await bare?.stop();
    await ours.stop();
    await database.drop();
  }
}

export async function benchSyncFixedLoad(): Promise<void> {
  console.log('');
  await onDatabase(sqliteDatabase());
  console.log('');
  await onDatabase(await postgresDatabase(process.env.DATABASE_URL ?? defaultPostgresUrl));
}
