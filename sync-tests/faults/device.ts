import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { DeviceReply, DeviceRequest, DeviceState, DeviceWrite, PaintRead, SessionSetup, WriteOp } from './device-protocol.js';

const repoRoot = join(import.meta.dirname, '..', '..');

/** The parent's handle on a device process (device-process.ts). */
export interface DeviceHandle {
  readonly name: string;
  open(session: SessionSetup): Promise<string>;
  write(op: WriteOp): Promise<DeviceWrite>;
  /** Whether a request was in flight when the tab went. */
  killTab(): Promise<boolean>;
  updateApp(): Promise<void>;
  state(): Promise<DeviceState>;
  syncNow(): Promise<string>;
  paints(): Promise<{ view: PaintRead[]; confirmed: PaintRead[] }>;
  close(): Promise<void>;
  /** Ends the process. */
  exit(): Promise<void>;
}

export async function startDevice(name: string): Promise<DeviceHandle> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'device-process.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--conditions=source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let seq = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)));
    child.on('message', (reply: DeviceReply) => {
      if (reply.seq === 0) return resolve();
      const waiter = waiting.get(reply.seq);
      waiting.delete(reply.seq);
      if (reply.ok) waiter?.resolve(reply.value);
      else waiter?.reject(new Error(`${name}: ${reply.error}`));
    });
  });
  child.once('exit', (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`${name} exited (${code})`));
    waiting.clear();
  });
  await ready;
  const call = <T>(request: DeviceRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      seq += 1;
      waiting.set(seq, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, seq });
    });
  return {
    name,
    open: (session) => call({ cmd: 'open', session }),
    write: (op) => call({ cmd: 'write', op }),
    killTab: () => call({ cmd: 'kill-tab' }),
    updateApp: () => call({ cmd: 'update-app' }),
    state: () => call({ cmd: 'state' }),
    syncNow: () => call({ cmd: 'sync-now' }),
    paints: () => call({ cmd: 'paints' }),
    close: () => call({ cmd: 'close' }),
    async exit() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
