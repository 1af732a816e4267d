import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  // One second, so the test is quick; the default is REQUEST_TIMEOUT_SECONDS=30.
  t = await createTestApp({ requestTimeoutSeconds: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.cleanup();
});

/** Opens a raw connection, sends `start`, then trickles one more byte every 200 ms; resolves with all it was answered once the server closes. */
function trickle(start: string): Promise<{ answer: string; socket: Socket; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(' ');
      }, 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the 408 is the point
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, socket, elapsedMs: Date.now() - startedAt });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server kept a slow client for 10 s; it answered: ${answer}`));
    }, 10_000);
  });
}

describe('a slow client is dropped with 408 once the request timeout passes', () => {
  it('a body sent a byte at a time', async () => {
    const body =
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"type":';
    const { answer } = await trickle(body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers that never end', async () => {
    const { answer } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow:');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('while a prompt request on another connection is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
