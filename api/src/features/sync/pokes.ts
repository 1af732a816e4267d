import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema.js';

/**
 * Live devices (issue 33): after a push commits, the server pokes the painter's other connected devices and they
 * pull. A poke carries no data, only "pull now", and nothing depends on it: a device that misses one pulls on its
 * polling schedule. Streams are bounded per painter and per server (a painter's 50 streams cost the server
 * `streamsPerPainter` of them, the rest are refused at once), and a stream that does not read is dropped at its
 * next poke once a poke is still unsent in its socket: it costs at most that socket's buffer, never a queue.
 */

/** One connected device's stream, as the hub sees it. */
export interface PokeStream {
  clientId: string;
  /** Writes a poke; false when the stream could not take it (its last write is still unsent), and it is closed. */
  poke(): boolean;
  /** Ends the stream (the server is closing). */
  close(): void;
}

export type JoinRefusal = 'painter-full' | 'server-full';

export interface PokeHub {
  /** Adds a device's stream; the function that removes it, or why it was refused. */
  join(userId: string, stream: PokeStream): (() => void) | JoinRefusal;
  /**
   * The note that tells the other servers of a push (Postgres, several servers): sent by the push itself inside its
   * transaction (`select pg_notify`, delivered at its commit and only then, sync/log-rows.ts). Undefined when no other
   * server listens (SQLite, or no database URL).
   */
  relayNote(userId: string, clientId: string): string | undefined;
  /**
   * A push of `clientId` committed: poke the painter's other devices, on this server and (Postgres) the others, unless
   * the push's own transaction already told them (`relayed`: it carried relayNote's note).
   */
  pushed(userId: string, clientId: string, relayed?: boolean): void;
  /** Open streams on this server, and painters with one. */
  counts(): { streams: number; painters: number };
  /** Settles once pokes from other servers are heard (Postgres), at once otherwise. */
  readonly listening: Promise<void>;
  /** Ends every stream and stops listening (the server is closing: open streams would hold it). */
  close(): Promise<void>;
}

export interface PokeLimits {
  streamsPerPainter: number;
  streamsPerServer: number;
}

/** Phones, tablets and a laptop or two with a few tabs; a painter's 11th stream is refused (the device polls). */
export const defaultPokeLimits: PokeLimits = { streamsPerPainter: 10, streamsPerServer: 10_000 };

/** The Postgres channel that carries pokes between servers sharing a database. */
export const pokeChannel = 'paintforge_pokes';

interface PokeNote {
  /** The server that sent it (it delivered its own streams already). */
  s: string;
  u: string;
  c: string;
}

export function createPokeHub(options: {
  db: Kysely<Database>;
  databaseUrl?: string | undefined;
  limits?: PokeLimits;
  onError?: (error: unknown) => void;
}): PokeHub {
  const limits = options.limits ?? defaultPokeLimits;
  const byPainter = new Map<string, Set<PokeStream>>();
  let streams = 0;
  const serverId = randomUUID();

  function deliver(userId: string, except: string): void {
    for (const stream of byPainter.get(userId) ?? []) if (stream.clientId !== except) stream.poke();
  }

  const relay =
    options.databaseUrl === undefined ? null : listen(options.databaseUrl, serverId, deliver, options.onError ?? (() => undefined));

  function relayNote(userId: string, clientId: string): string | undefined {
    if (relay === null) return undefined;
    const note: PokeNote = { s: serverId, u: userId, c: clientId };
    return JSON.stringify(note);
  }

  return {
    join(userId, stream) {
      const own = byPainter.get(userId) ?? new Set<PokeStream>();
      if (own.size >= limits.streamsPerPainter) return 'painter-full';
      if (streams >= limits.streamsPerServer) return 'server-full';
      own.add(stream);
      byPainter.set(userId, own);
      streams += 1;
      return () => {
        if (!own.delete(stream)) return;
        streams -= 1;
        if (own.size === 0 && byPainter.get(userId) === own) byPainter.delete(userId);
      };
    },
    relayNote,
    pushed(userId, clientId, relayed = false) {
      deliver(userId, clientId);
      const note = relayed ? undefined : relayNote(userId, clientId);
      if (note === undefined) return;
      // Fire and forget: a lost poke costs a device one polling interval, never data.
      sql`select pg_notify(${pokeChannel}, ${note})`.execute(options.db).catch(options.onError ?? (() => undefined));
    },
    counts: () => ({ streams, painters: byPainter.size }),
    listening: relay?.ready ?? Promise.resolve(),
    async close() {
      for (const own of byPainter.values()) for (const stream of own) stream.close();
      await relay?.stop();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting with backoff after a
 * lost connection (a database restart): pokes from the other servers are delivered to this server's streams.
 */
function listen(url: string, serverId: string, deliver: (userId: string, except: string) => void, onError: (error: unknown) => void) {
  const driver = createRequire(import.meta.url)('pg') as typeof pg;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const onNote = (message: pg.Notification) => {
    if (message.channel !== pokeChannel || message.payload === undefined) return;
    try {
      const note = JSON.parse(message.payload) as Partial<PokeNote>;
      if (note.s !== serverId && typeof note.u === 'string' && typeof note.c === 'string') deliver(note.u, note.c);
    } catch {
      // Not one of ours.
    }
  };

  const again = () => {
    if (stopped || retry !== null) return;
    const delay = Math.min(30_000, 500 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new driver.Client({ connectionString: url });
    next.on('error', (error) => {
      onError(error);
      if (client === next) client = null;
      next.end().catch(() => undefined);
      again();
    });
    next.on('notification', onNote);
    try {
      await next.connect();
      await next.query(`LISTEN ${pokeChannel}`);
      if (stopped) return void (await next.end());
      client = next;
      failures = 0;
    } catch (error) {
      onError(error);
      await next.end().catch(() => undefined);
      again();
    }
  }

  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (retry !== null) clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
