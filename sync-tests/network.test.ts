import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createNetwork, injectInto, type Fault } from './network.js';

// A stand-in server that counts what reaches it: the faults are about delivery, not about our routes.
const server = Fastify();
let received = 0;
let inFlight = 0;
let mostInFlight = 0;
server.post('/api/sync/push', async (request) => {
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  // Long enough that a second copy sent at once arrives while this one is still being handled.
  await new Promise((resolve) => setTimeout(resolve, 20));
  inFlight -= 1;
  return { received: ++received, echo: request.body };
});
server.get('/api/health', async () => ({ status: 'ok' }));
afterAll(() => server.close());

function networkWith(fault: Fault) {
  return createNetwork(
    injectInto(() => server),
    () => fault,
  );
}

const push = (fetch: typeof globalThis.fetch) =>
  fetch('/api/sync/push', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: 1 }) });

describe('the simulated network', () => {
  it('delivers', async () => {
    const before = received;
    const response = await push(networkWith('deliver').fetchFor('a'));
    expect(await response.json()).toEqual({ received: before + 1, echo: { n: 1 } });
  });

  it('drops a request before the server sees it', async () => {
    const before = received;
    await expect(push(networkWith('drop-request').fetchFor('a'))).rejects.toThrow('Failed to fetch');
    expect(received).toBe(before);
  });

  it('commits, then drops the response', async () => {
    const before = received;
    await expect(push(networkWith('drop-response').fetchFor('a'))).rejects.toThrow('Failed to fetch');
    expect(received).toBe(before + 1);
  });

  it('duplicates a request: the server sees it twice, both copies at once', async () => {
    const before = received;
    mostInFlight = 0;
    await push(networkWith('duplicate').fetchFor('a'));
    expect(received).toBe(before + 2);
    expect(mostInFlight).toBe(2);
  });

  it('lets a server error reach the server, armed for that request only', async () => {
    const before = received;
    const armed: string[] = [];
    const network = createNetwork(
      injectInto(() => server),
      () => 'server-error',
      {
        armServerFault: () => {
          armed.push(`armed at ${received}`);
          return () => armed.push(`disarmed at ${received}`);
        },
      },
    );
    await push(network.fetchFor('a'));
    expect(received).toBe(before + 1);
    expect(armed).toEqual([`armed at ${before}`, `disarmed at ${before + 1}`]);
  });

  it('answers 401, a gateway 503 and 426 without reaching the server', async () => {
    const before = received;
    expect((await push(networkWith('unauthorized').fetchFor('a'))).status).toBe(401);
    expect((await push(networkWith('gateway-error').fetchFor('a'))).status).toBe(503);
    expect((await push(networkWith('upgrade-required').fetchFor('a'))).status).toBe(426);
    expect(received).toBe(before);
  });

  it('faults only sync and blob calls, fails everything for an offline device, and heals', async () => {
    const network = networkWith('drop-request');
    expect((await network.fetchFor('a')('/api/health')).status).toBe(200);
    network.setOnline('a', false);
    await expect(network.fetchFor('a')('/api/health')).rejects.toThrow('Failed to fetch');
    expect((await network.fetchFor('b')('/api/health')).status).toBe(200);
    network.heal();
    expect((await push(network.fetchFor('a'))).status).toBe(200);
    expect(network.log.map((entry) => entry.fault)).toEqual(['deliver', 'offline', 'deliver', 'deliver']);
  });
});
