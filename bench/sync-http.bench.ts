import { compareScenario } from './load/compare.js';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './load/databases.js';
import type { Goal } from './load/figures.js';
import { defaultPostgresUrl } from './load/options.js';
import { pushScenario } from './load/scenarios.js';
import { seedWorld } from './load/seed.js';
import { ourServerEnv, startBareServer, startOurServer, type RunningServer } from './load/servers.js';

const connections = 8;
const seconds = 8;

/** Issue 34's bars for the HTTP push of 5: the same as issue 22's, on both databases. */
const goals: Record<BenchDatabase['label'], Goal> = {
  SQLite: { issue: 34, minRatio: 0.5, maxP99TimesBare: 2 },
  Postgres: { issue: 34, minRatio: 0.35 },
};

/**
 * Pushes of 5 paint creates over HTTP to the built server process, as devices send them (each connection a device,
 * its mutation ids in order), at saturation, beside two routes of a bare Fastify process on the same database,
 * measured in the same run: the issue's baseline (the push's 5 inserts in one transaction) and our own statements by
 * hand (bench/raw-mutation-statements.ts: the client's claim, a savepoint per mutation, the version, the log). The
 * second says how much of the distance to the first is the design's SQL, which no server code can take back.
 */
async function onDatabase(database: BenchDatabase): Promise<void> {
  const ours = await startOurServer(ourServerEnv(database));
  let bare: RunningServer | undefined;
  try {
    const world = await seedWorld(ours.url, { readers: 1, pushers: connections, logins: 1 });
    bare = await startBareServer(database.bareEnv);
    const push = pushScenario(world, database.label);
    await compareScenario(
      push,
      { ours: ours.url, bare: bare.url },
      { connections, seconds },
      `Sync over HTTP (${database.label}): pushes of 5 paint creates, ${connections} devices, ${seconds} s each (autocannon)`,
      [goals[database.label]],
    );
  } finally {
    await bare?.stop();
    await ours.stop();
    await database.drop();
  }
}

export async function benchSyncHttp(): Promise<void> {
  await onDatabase(sqliteDatabase());
  await onDatabase(await postgresDatabase(process.env.DATABASE_URL ?? defaultPostgresUrl));
}
