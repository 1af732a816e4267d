import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPostgresPool } from '../../api/src/db/dialect.js';
import { terminatePushBackends } from '../../api/src/testing/postgres-faults.js';
import { databaseEnv } from '../../api/src/testing/database-env.js';
import { startServerProcess, waitForListening, type ServerProcess } from '../../api/src/testing/server-process.js';
import { createSyncTestApp, testCatalogRows, type SyncTestApp } from '../../api/src/testing/sync.js';
import type { BrokenServerName } from './broken-servers.js';
import { startDevice, type DeviceHandle } from './device.js';
import { startProxy, type Proxy } from './proxy.js';

/**
 * The harness's real parts: server processes on the test project's database (a SQLite file in the sync project, a
 * Postgres database of its own in the postgres project), a proxy between each server and Postgres, a proxy between each
 * device and its server, and the device processes. An in-process twin app on the same database migrates it, loads the
 * test catalog and signs the painters' sessions; no device talks to it.
 */
export interface ServerNode {
  process: ServerProcess;
  port: number;
  /** Between this server and Postgres (undefined on SQLite). */
  database?: Proxy;
  paused: boolean;
  /** Set while a killed server starts again. */
  restarting?: Promise<void>;
}

export interface Cluster {
  twin: SyncTestApp;
  dialect: 'sqlite' | 'postgres';
  servers: ServerNode[];
  devices: DeviceHandle[];
  /** Device i's proxy, in front of server i % servers.length. */
  deviceProxies: Proxy[];
  serverOf(device: number): ServerNode;
  /** SIGKILL, then the same server again on the same database, its devices' proxies pointed at it. */
  killAndRestart(server: number): Promise<void>;
  pause(server: number): void;
  resume(server: number): void;
  /** pg_terminate_backend on every backend holding a push's transaction open; how many it ended. */
  terminatePushBackends(): Promise<number>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  devices: number;
  /** Server processes (on one database: Postgres only; one on SQLite). */
  servers: number;
  /** A deliberately broken server (broken-servers.ts) instead of the real one. */
  broken?: BrokenServerName;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const twin = await createSyncTestApp();
  const dialect = twin.config.databaseUrl === undefined ? 'sqlite' : 'postgres';
  const catalogPath = join(twin.config.dataDir, 'test-catalog.json');
  writeFileSync(catalogPath, JSON.stringify(testCatalogRows));
  const baseEnv: Record<string, string> = {
    ...databaseEnv(twin.config),
    JWT_SECRET: twin.config.jwtSecret,
    CATALOG_PATH: catalogPath,
    PUSHES_PER_MINUTE: '100000',
    LOG_LEVEL: 'info',
    ...(options.broken !== undefined && { BROKEN_SERVER: options.broken }),
  };
  const entry = options.broken === undefined ? undefined : join(import.meta.dirname, 'broken-server.ts');
  const serverCount = dialect === 'sqlite' ? 1 : options.servers;

  async function startServer(database: Proxy | undefined): Promise<{ process: ServerProcess; port: number }> {
    const env = { ...baseEnv };
    if (database !== undefined) {
      const url = new URL(baseEnv.DATABASE_URL!);
      url.hostname = '127.0.0.1';
      url.port = String(database.port);
      env.DATABASE_URL = url.toString();
    }
    // A server of its own data folder on Postgres (several servers share only the database); SQLite's holds the file.
    const serverProcess =
      dialect === 'sqlite' ? startServerProcess(env, twin.config.dataDir, entry) : startServerProcess(env, undefined, entry);
    return { process: serverProcess, port: await waitForListening(serverProcess) };
  }

  /**
   * As a supervisor (systemd, a container's restart policy) does: a server that cannot start because Postgres refuses
   * connections for a while exits, and is started again until it listens.
   */
  async function startAgain(database: Proxy | undefined): Promise<{ process: ServerProcess; port: number }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startServer(database);
      } catch (error) {
        if (attempt >= 30) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  const servers: ServerNode[] = [];
  for (let index = 0; index < serverCount; index++) {
    const database = dialect === 'postgres' ? await startProxy(Number(new URL(baseEnv.DATABASE_URL!).port || 5432)) : undefined;
    servers.push({ ...(await startServer(database)), database, paused: false });
  }
  const deviceProxies: Proxy[] = [];
  const devices: DeviceHandle[] = [];
  for (let index = 0; index < options.devices; index++) {
    deviceProxies.push(await startProxy(servers[index % servers.length]!.port));
    devices.push(await startDevice(`device-${index}`));
  }
  // Its own pool: one of the twin's connections must never be among those it terminates.
  const pgPool = twin.config.databaseUrl === undefined ? undefined : createPostgresPool(twin.config.databaseUrl);

  const cluster: Cluster = {
    twin,
    dialect,
    servers,
    devices,
    deviceProxies,
    serverOf: (device) => servers[device % servers.length]!,
    async killAndRestart(index) {
      const node = servers[index]!;
      node.process.child.kill('SIGKILL');
      await node.process.exited;
      node.paused = false;
      const started = await startAgain(node.database);
      node.process = started.process;
      node.port = started.port;
      deviceProxies.forEach((proxy, device) => device % servers.length === index && proxy.retarget(started.port));
    },
    pause(index) {
      servers[index]!.process.child.kill('SIGSTOP');
      servers[index]!.paused = true;
    },
    resume(index) {
      servers[index]!.process.child.kill('SIGCONT');
      servers[index]!.paused = false;
    },
    async terminatePushBackends() {
      if (pgPool === undefined) return 0;
      return terminatePushBackends(pgPool);
    },
    async close() {
      await Promise.all(devices.map((device) => device.exit()));
      for (const node of servers) {
        node.process.child.kill('SIGKILL');
        await node.process.exited;
        if (dialect === 'postgres') rmSync(node.process.dataDir, { recursive: true, force: true });
      }
      await Promise.all(
        [...deviceProxies, ...servers.flatMap((node) => (node.database ? [node.database] : []))].map((proxy) => proxy.close()),
      );
      await pgPool?.end();
      await twin.cleanup();
    },
  };
  return cluster;
}
