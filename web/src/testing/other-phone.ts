import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { protocolVersion, schemaVersion } from '@paintforge/sync-protocol';
import type { AppServer, Painter } from './app-server';

/**
 * Another phone of the same painter (issue 33's concurrent edits): its own client id, pushing one mutation at a time
 * to the real server as the app does, each expected to apply. The phone on screen learns of it by pulling.
 */
export function otherPhone(app: AppServer, painter: Painter) {
  const clientId = randomUUID();
  let next = 1;
  return async (name: string, args: Record<string, unknown>) => {
    const id = next++;
    const answer = await app.call('POST', '/api/sync/push', {
      token: painter.token,
      body: { protocolVersion, schemaVersion, clientId, mutations: [{ id, name, args, createdAt: new Date().toISOString() }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ results: Array<{ status: string }> }>().results).toEqual([{ id, status: 'applied' }]);
  };
}
