/** What the harness (parent) and a device process (device-process.ts) say to each other over IPC. */

export interface SessionSetup {
  userId: string;
  token: string;
  /** The device's proxy, in front of its server. */
  baseUrl: string;
  /** How far the device's clock is off (±10 minutes at most in the harness). */
  skewMs: number;
  /** The device runs the app of the previous schemaVersion until 'update-app'. */
  previousSchema: boolean;
}

export type WriteOp =
  { type: 'create'; pick: number } | { type: 'adjust'; pick: number; delta: number } | { type: 'notes'; pick: number; notes: string };

export type DeviceRequest =
  | { cmd: 'open'; session: SessionSetup }
  | { cmd: 'write'; op: WriteOp }
  | { cmd: 'kill-tab' }
  | { cmd: 'update-app' }
  | { cmd: 'state' }
  | { cmd: 'sync-now' }
  | { cmd: 'paints' }
  | { cmd: 'close' };

export type DeviceReply = { seq: number; ok: true; value: unknown } | { seq: number; ok: false; error: string };

/** A write as the device made it: what the checks need to account for it on the server. */
export interface DeviceWrite {
  mutationId: number;
  name: 'paint.create@1' | 'paint.adjustQuantity@1' | 'paint.update@1';
  paintId: string;
  delta?: number;
  notes?: string;
}

export interface DeviceState {
  /** Changes waiting to be pushed. */
  outbox: number;
  /** Every mutation id still in the outbox (waiting, or refused and not yet seen): the rest were acknowledged. */
  waiting: number[];
  /** The last mutation id a push answer said the server had consumed (applied or refused). */
  acknowledged: number;
  phase: string;
  problem: string | null;
  retryInMs: number | null;
  /** Answers the device received, by HTTP status. */
  statuses: Record<string, number>;
  rywViolations: string[];
  previousSchema: boolean;
}

export interface PaintRead {
  id: string;
  quantity: number;
  notes: string | null;
  deletedAt: string | null;
}
