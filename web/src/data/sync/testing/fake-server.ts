import {
  applyMutation,
  entityNames,
  MutationRejected,
  protocolVersion,
  pullRequestSchema,
  pushRequestSchema,
  schemaVersion,
  type CatalogPaint,
  type EntityName,
  type EntityRows,
  type MutationStore,
  type PatchOperation,
  type PushResult,
} from '@paintforge/sync-protocol';
import { MemoryStore } from '@paintforge/sync-protocol/testing';
import { imageTypeOf } from '@paintforge/sync-protocol';
import { sha256Hex } from '../blobs';

/**
 * A small in-memory stand-in for the API's sync and blob routes, for the data layer's unit tests: the same
 * answers (design/sync.md §4) on sync-protocol's MemoryStore and applyMutation. The lead's property suite runs the
 * real Fastify app; this one only has to be faithful to the wire contract.
 */

interface Space {
  store: MemoryStore;
  versions: Map<string, number>;
  version: number;
  purgedVersion: number;
}

interface LoggedMutation {
  clientId: string;
  mutationId: number;
  name: string;
  args: unknown;
  status: 'applied' | 'rejected';
  error?: { code: string; message: string };
  notices?: { code: string; message: string }[];
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Reads through to the store, keeps writes aside until the mutation succeeds: a rejection leaves nothing behind. */
class Staging implements MutationStore {
  readonly writes: { entity: EntityName; row: EntityRows[EntityName] }[] = [];
  constructor(private readonly store: MemoryStore) {}
  async get<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined> {
    for (let index = this.writes.length - 1; index >= 0; index--) {
      const write = this.writes[index]!;
      if (write.entity === entity && write.row.id === id) return structuredClone(write.row) as EntityRows[E];
    }
    return this.store.get(entity, id);
  }
  async put<E extends EntityName>(entity: E, row: EntityRows[E]): Promise<void> {
    this.writes.push({ entity, row: structuredClone(row) });
  }
  getCatalogPaint(id: string): Promise<CatalogPaint | undefined> {
    return this.store.getCatalogPaint(id);
  }
}

export class FakeSyncServer {
  readonly tokens = new Map<string, string>();
  readonly clients = new Map<string, { userId: string; lastMutationId: number }>();
  readonly log: LoggedMutation[] = [];
  readonly blobs = new Map<string, { bytes: Uint8Array; mime: string; owners: Set<string> }>();
  private readonly spaces = new Map<string, Space>();
  /** Every request, in order: `<METHOD> <path>`. */
  readonly requests: string[] = [];

  constructor(readonly catalog: ReadonlyMap<string, CatalogPaint> = new Map()) {}

  space(userId: string): Space {
    let space = this.spaces.get(userId);
    if (!space) {
      space = { store: new MemoryStore(this.catalog), versions: new Map(), version: 0, purgedVersion: 0 };
      this.spaces.set(userId, space);
    }
    return space;
  }

  /** The user's rows as the server holds them. */
  rows<E extends EntityName>(userId: string, entity: E): EntityRows[E][] {
    return [...this.space(userId).store.tables[entity].values()] as EntityRows[E][];
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://test');
    const method = init.method ?? 'GET';
    this.requests.push(`${method} ${url.pathname}`);
    const token = new Headers(init.headers).get('Authorization')?.replace(/^Bearer /, '');
    const userId = token ? this.tokens.get(token) : undefined;
    if (!userId) return json(401, { error: 'unauthorized', message: 'Authentication required' });
    const blob = /^\/api\/blobs\/([0-9a-f]{64})$/.exec(url.pathname);
    if (blob) return method === 'PUT' ? this.putBlob(userId, blob[1]!, init.body) : this.getBlob(userId, blob[1]!);
    const body = JSON.parse(String(init.body)) as { protocolVersion?: unknown; schemaVersion?: unknown };
    if (body.protocolVersion !== protocolVersion || body.schemaVersion !== schemaVersion) return json(426, { error: 'version-not-supported', message: 'Please reload to update.' });
    if (url.pathname === '/api/sync/push') return this.push(userId, body);
    if (url.pathname === '/api/sync/pull') return this.pull(userId, body);
    return json(404, { error: 'not-found', message: 'Route not found' });
  };

  private async push(userId: string, body: unknown): Promise<Response> {
    const request = pushRequestSchema.parse(body);
    const client = this.clients.get(request.clientId) ?? { userId, lastMutationId: 0 };
    if (client.userId !== userId) return json(403, { error: 'client-mismatch', message: 'Another account' });
    this.clients.set(request.clientId, client);
    const space = this.space(userId);
    const results: PushResult[] = [];
    for (const mutation of request.mutations) {
      if (mutation.id <= client.lastMutationId) {
        const logged = this.log.find((entry) => entry.clientId === request.clientId && entry.mutationId === mutation.id);
        results.push({ id: mutation.id, status: 'alreadyProcessed', ...(logged?.error && { error: logged.error }), ...(logged?.notices && { notices: logged.notices }) });
        continue;
      }
      if (mutation.id > client.lastMutationId + 1) {
        return json(409, { error: 'out-of-order', message: 'Out of order', expected: client.lastMutationId + 1 });
      }
      const staging = new Staging(space.store);
      const entry: LoggedMutation = { clientId: request.clientId, mutationId: mutation.id, name: mutation.name, args: mutation.args, status: 'applied' };
      try {
        const { notices } = await applyMutation(staging, mutation.name, mutation.args);
        for (const write of staging.writes) {
          if (write.entity === 'project') {
            const hash = (write.row as EntityRows['project']).imageHash;
            if (hash && !this.blobs.get(hash)?.owners.has(userId)) throw new MutationRejected('not-found', 'Please upload the photo first.');
          }
        }
        space.version += 1;
        for (const write of staging.writes) {
          await space.store.put(write.entity, write.row);
          space.versions.set(`${write.entity}:${write.row.id}`, space.version);
        }
        if (notices.length > 0) entry.notices = notices;
        results.push({ id: mutation.id, status: 'applied', ...(notices.length > 0 && { notices }) });
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
        entry.status = 'rejected';
        entry.error = { code: error.code, message: error.message };
        results.push({ id: mutation.id, status: 'rejected', error: entry.error });
      }
      this.log.push(entry);
      client.lastMutationId = mutation.id;
    }
    return json(200, { lastMutationId: client.lastMutationId, results });
  }

  private async pull(userId: string, body: unknown): Promise<Response> {
    const request = pullRequestSchema.parse(body);
    const client = this.clients.get(request.clientId);
    if (client && client.userId !== userId) return json(403, { error: 'client-mismatch', message: 'Another account' });
    const space = this.space(userId);
    const reset = request.cursor < space.purgedVersion;
    const from = reset ? 0 : request.cursor;
    const changed: PatchOperation[] = [];
    for (const entity of entityNames) {
      for (const row of space.store.tables[entity].values()) {
        const version = space.versions.get(`${entity}:${row.id}`) ?? 0;
        if (version > from) changed.push({ op: 'put', entity, id: row.id, version, value: structuredClone(row) } as PatchOperation);
      }
    }
    changed.sort((a, b) => a.version - b.version);
    const limit = request.limit ?? 1000;
    let upTo = changed.length > limit ? changed[limit - 1]!.version : Number.POSITIVE_INFINITY;
    if (reset) upTo = Math.max(upTo, space.purgedVersion);
    const patch = changed.filter((op) => op.version <= upTo);
    const hasMore = patch.length < changed.length;
    const lastMutationIds = Object.fromEntries([...this.clients].filter(([, c]) => c.userId === userId).map(([id, c]) => [id, c.lastMutationId]));
    return json(200, { cursor: hasMore ? upTo : Math.max(space.version, request.cursor), hasMore, reset, lastMutationIds, patch });
  }

  private async putBlob(userId: string, hash: string, body: BodyInit | null | undefined): Promise<Response> {
    const bytes = body instanceof Uint8Array ? new Uint8Array(body) : new Uint8Array(body as ArrayBuffer);
    const mime = imageTypeOf(bytes);
    if (!mime) return json(415, { error: 'invalid-image', message: 'Invalid file type' });
    if ((await sha256Hex(bytes.buffer)) !== hash) return json(400, { error: 'hash-mismatch', message: 'Hash mismatch' });
    const stored = this.blobs.get(hash) ?? { bytes, mime, owners: new Set<string>() };
    const created = !stored.owners.has(userId);
    stored.owners.add(userId);
    this.blobs.set(hash, stored);
    return json(created ? 201 : 200, { sha256: hash, mime, size: bytes.length });
  }

  private getBlob(userId: string, hash: string): Response {
    const stored = this.blobs.get(hash);
    if (!stored?.owners.has(userId)) return json(404, { error: 'not-found', message: 'Not found' });
    return new Response(stored.bytes.slice(), { status: 200, headers: { 'Content-Type': stored.mime } });
  }

  /** Drops tombstones and marks cursors before now as too old (the server's purge of old tombstones). */
  purgeTombstones(userId: string): void {
    const space = this.space(userId);
    for (const entity of entityNames) {
      for (const [id, row] of space.store.tables[entity]) {
        if (row.deletedAt !== null) {
          space.store.tables[entity].delete(id);
          space.versions.delete(`${entity}:${id}`);
        }
      }
    }
    space.purgedVersion = space.version;
  }
}
