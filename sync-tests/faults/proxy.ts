import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy of the harness's own, between a device and its server or between a server and Postgres. It carries
 * bytes as they come and, per mode, breaks the link the way a network does:
 * - 'partition': both ways cut: open connections are reset and new ones are refused (a reset rather than a silent
 *   black hole, so a device learns at once, as a phone whose Wi-Fi dropped does; a held request is the paused
 *   server's fault, below);
 * - 'drop-requests': a request goes out and never reaches the server (the connection is then reset);
 * - 'drop-responses': the request reaches the server, which does the work and commits; its answer is lost and the
 *   connection reset;
 * - 'refuse': new connections are refused (Postgres refusing connections for a while); open ones carry on.
 * The mode is read for every chunk, so a kept-alive connection meets it too.
 */
export type ProxyMode = 'pass' | 'partition' | 'drop-requests' | 'drop-responses' | 'refuse';

export interface Proxy {
  readonly port: number;
  mode: ProxyMode;
  /** Where connections go from now on (a restarted server listens on a new port). */
  retarget(port: number): void;
  /** Resets every open connection (a cut connection: Postgres's, or a device's mid-request). */
  cutAll(): void;
  /** Connections reset by a mode or a cut, since the start. */
  readonly cuts: number;
  close(): Promise<void>;
}

export async function startProxy(targetPort: number): Promise<Proxy> {
  let target = targetPort;
  const open = new Set<Socket>();
  let cuts = 0;
  const proxy = {
    mode: 'pass' as ProxyMode,
  };

  const cut = (client: Socket, upstream?: Socket) => {
    cuts += 1;
    client.resetAndDestroy();
    upstream?.resetAndDestroy();
  };

  const server: Server = createServer((client) => {
    if (proxy.mode === 'partition' || proxy.mode === 'refuse') return cut(client);
    const upstream = connect(target, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (chunk: Buffer) => {
      if (proxy.mode === 'partition' || proxy.mode === 'drop-requests') return cut(client, upstream);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (proxy.mode === 'partition' || proxy.mode === 'drop-responses') return cut(client, upstream);
      client.write(chunk);
    });
  });
  server.on('connection', (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return Object.assign(proxy, {
    port,
    retarget(next: number) {
      target = next;
    },
    cutAll() {
      for (const socket of open) {
        cuts += 1;
        socket.resetAndDestroy();
      }
      open.clear();
    },
    get cuts() {
      return cuts;
    },
    async close() {
      proxy.mode = 'pass';
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
