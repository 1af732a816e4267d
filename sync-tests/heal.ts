import { latestLocalVersion } from '../web/src/data/sync/database';
import { reopenDevice, signInAgain, type World } from './world.js';

/**
 * Heal, stop writing, sync until quiet (sync.md §7): the network delivers everything, the painter is signed in,
 * every device runs the current app (a device told "update required" reloads into it), and each device syncs in
 * turn until no outbox holds anything and one more full round changed nothing.
 */
export async function healAndSettle(world: World): Promise<void> {
  world.network.heal();
  if (!(await sessionIsLive(world))) await signInAgain(world);
  for (const device of world.devices) {
    if (device.version < latestLocalVersion || device.engine.getStatus().phase === 'update-required')
      await reopenDevice(world, device, latestLocalVersion);
    device.engine.setOnline(true);
  }
  for (let round = 0; round < 8; round++) {
    for (const device of world.devices) await device.engine.syncNow();
    let waiting = 0;
    for (const device of world.devices) waiting += await device.db.outbox.count();
    if (waiting === 0) {
      // One more round so every device pulls what the last pushes wrote.
      for (const device of world.devices) await device.engine.syncNow();
      return;
    }
  }
  const left = await Promise.all(
    world.devices.map(
      async (device) =>
        `${device.name}: ${await device.db.outbox.count()} (${device.engine.getStatus().phase}, ${device.engine.getStatus().problem})`,
    ),
  );
  throw new Error(`the outboxes did not drain after healing: ${left.join('; ')}`);
}

async function sessionIsLive(world: World): Promise<boolean> {
  if (!world.credentials) return false;
  const answer = await world.host.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${world.credentials.token}` },
  });
  return answer.statusCode === 200;
}
