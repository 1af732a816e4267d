import fc from 'fast-check';
import { commandArbitrary, runCommand, type Command, type RunLog } from './commands.js';
import { healAndSettle } from './heal.js';
import { checkProperties } from './properties.js';
import type { Transport } from './network.js';
import { addDevice, closeWorld, createWorld, type Host } from './world.js';

/** The longest history generated. `size: 'max'` lets lengths reach it: fast-check's default size stops far below. */
export const maxCommands = 30;

export interface History {
  seed: number;
  commands: Command[];
}

/** Three devices (one starting on the previous local schema) and up to `maxCommands` things happening to them. */
export const historyArbitrary: fc.Arbitrary<History> = historiesOf(commandArbitrary(3));

/** The histories as generated before issue 26's writes existed: the recorded regressions' seeds and paths name these. */
export const historyBefore26Arbitrary: fc.Arbitrary<History> = historiesOf(commandArbitrary(3, { stages: false }));

function historiesOf(command: fc.Arbitrary<Command>): fc.Arbitrary<History> {
  return fc.record({ seed: fc.integer(), commands: fc.array(command, { minLength: 5, maxLength: maxCommands, size: 'max' }) });
}

/**
 * The painter's collection before the history starts, on every device: paints (one on the wishlist), a miniature
 * and its recipe, so the history's deltas, moves and recipe edits have rows to act on from its first command.
 */
const startingCollection: Command[] = [
  { kind: 'write', device: 0, op: { type: 'createPaint', wishlist: false } },
  { kind: 'write', device: 0, op: { type: 'createPaint', wishlist: false } },
  { kind: 'write', device: 0, op: { type: 'createPaint', wishlist: true } },
  { kind: 'write', device: 0, op: { type: 'createProject', image: false } },
  { kind: 'write', device: 0, op: { type: 'addRecipe', pick: 0, paintPick: 0, useCatalog: true } },
  { kind: 'write', device: 0, op: { type: 'addRecipe', pick: 0, paintPick: 1, useCatalog: false } },
  { kind: 'sync', device: 0 },
  { kind: 'sync', device: 1 },
  { kind: 'sync', device: 2 },
];

/**
 * Runs one history on `host`, heals, and checks the design's properties (throws on the first that fails). The
 * devices reach the in-process server unless `transport` says otherwise (server processes over HTTP).
 */
export async function runHistory(host: Host, { seed, commands }: History, transport?: Transport): Promise<void> {
  const world = await createWorld(host, seed, transport);
  const log: RunLog = { writes: [], cursors: new Map() };
  try {
    await addDevice(world);
    await addDevice(world);
    await addDevice(world, 1);
    await world.network.calm(async () => {
      for (const command of startingCollection) await runCommand(world, log, command);
    });
    for (const command of commands) await runCommand(world, log, command);
    await healAndSettle(world);
    await checkProperties(world, log);
  } finally {
    await closeWorld(world);
  }
}

/** The property suite as one fast-check property over the host the calling test file uses. */
export function historiesHold(hostOf: () => Host, histories: fc.Arbitrary<History> = historyArbitrary) {
  return fc.asyncProperty(histories, (history) => runHistory(hostOf(), history));
}
