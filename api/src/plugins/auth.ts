import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Session } from '../db/schema.js';
import { findLiveSession, touchSession, type SessionLookup, type SessionPolicy } from '../features/auth/sessions.js';
import { ApiError } from './api-error.js';

/** Who is calling, once `app.authenticate` has let the request through. */
export interface SignedInUser {
  id: string;
  sessionId: string;
}

/** The claims of a session token besides iat and exp: who, and which session (so a revoked session ends the token). */
interface SessionClaims {
  sub: string;
  sid: string;
  /** Seconds since the epoch: when the token was issued (set by the signer). */
  iat?: number;
  /** Seconds since the epoch: when the token ends (set by the signer, required on verification). */
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SignedInUser | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook: answers 401 unless the bearer token is valid and names a live session of its user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * `authenticate` with the session check made by the caller's own statement, so a read and its check are one round
     * trip and one snapshot. `read` must embed liveSessionSelect (sessions.ts) and answer undefined, having read
     * nothing, when it finds no live session; the answer is then the same 401. The touch is authenticate's.
     */
    authenticateWithRead<T>(
      request: FastifyRequest,
      read: (lookup: SessionLookup) => Promise<{ session: Session; value: T } | undefined>,
    ): Promise<T>;
    /** A token for a new session: HS256, `{sub, sid, iat, exp}`, exp = the session's absolute maximum lifetime. */
    signSessionToken(session: Pick<Session, 'id' | 'userId'>): string;
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'Authentication required');
export const passwordChanged = () => new ApiError(401, 'password-changed', 'Your password was changed on another device. Log in again.');

/** How long, and how many, verified tokens are kept before their signature is checked again (claimsOf). */
const verifiedTokenMs = 60_000;
const verifiedTokensKept = 1000;

const bearer = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

/**
 * Session tokens. A JWT alone cannot be revoked, so each one names a session row that every request checks: logout,
 * a password change or reset, or deleting the account removes rows and the tokens die at once. The token's `exp` is
 * the absolute limit (SESSION_MAX_DAYS); the row's `expiresAt` is the idle limit (SESSION_DAYS), extended on use.
 *
 * The algorithm is pinned to HS256 on verification, so a token that says `alg: none` or names any other algorithm
 * is refused before its signature is even considered.
 */
export async function registerAuth(
  app: FastifyInstance,
  options: { db: Kysely<Database>; jwtSecret: string; policy: SessionPolicy },
): Promise<void> {
  const { db, policy } = options;
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: policy.sessionMaxDays * 24 * 60 * 60 },
    // Verified tokens are kept in claimsOf's own cache (below), not fast-jwt's.
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'sid', 'iat', 'exp'] },
  });

  app.decorate('signSessionToken', (session: Pick<Session, 'id' | 'userId'>) => app.jwt.sign({ sub: session.userId, sid: session.id }));

  /**
   * Verified tokens, kept for a minute and never past their exp, keyed by the token itself, at most
   * `verifiedTokensKept` (the oldest verified goes first): a device sends the same token with every request, and the
   * signature check was most of a read's own CPU. fast-jwt's own cache, used before, keyed each token by its SHA-256,
   * which cost as much per request as the signature check it saved (a push's profile, docs/push-path.md); the token is
   * in this process's memory with every request anyway. Only valid tokens are kept, so a stream of forged ones costs
   * their signature checks and cannot push the painters' tokens out. Revocation is unaffected: every request still
   * looks its session up in the database (findLiveSession below, or liveSessionSelect in the read).
   */
  const verified = new Map<string, { claims: SessionClaims; untilMs: number }>();

  /** The token's claims, or the 401 of every refused token. */
  const claimsOf = (request: FastifyRequest): SessionClaims => {
    const token = bearer.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) throw unauthorized();
    const nowMs = Date.now();
    const kept = verified.get(token);
    if (kept !== undefined && nowMs < kept.untilMs) return kept.claims;
    let claims: SessionClaims;
    try {
      claims = app.jwt.verify<SessionClaims>(token);
    } catch {
      if (kept !== undefined) verified.delete(token);
      throw unauthorized();
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') throw unauthorized();
    // A token is never kept past its exp (required on verification, so never missing here).
    const untilMs = Math.min(nowMs + verifiedTokenMs, (claims.exp ?? 0) * 1000);
    verified.delete(token);
    if (verified.size >= verifiedTokensKept) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, untilMs });
    return claims;
  };

  /**
   * The 401 of a valid token whose session is gone. Sessions are deleted rows, so why is read from the user: a token
   * issued before the password last changed ended with that change (issue 33: the device says so and keeps its data).
   * Only refused requests pay for this read. `iat` has whole seconds: a token issued in the second of the change counts
   * as before it (a session the change ended is far likelier than one made and ended within that second).
   */
  const sessionGone = async (claims: SessionClaims): Promise<ApiError> => {
    const user = await db.selectFrom('user').select('passwordChangedAt').where('id', '=', claims.sub).executeTakeFirst();
    const changedAt = user?.passwordChangedAt ? Date.parse(user.passwordChangedAt) : Number.NaN;
    return claims.iat !== undefined && claims.iat * 1000 <= changedAt ? passwordChanged() : unauthorized();
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = claimsOf(request);
    const session = await findLiveSession(db, policy, claims.sub, claims.sid);
    if (session === undefined) throw await sessionGone(claims);
    request.user = { id: session.userId, sessionId: session.id };
  });

  app.decorate(
    'authenticateWithRead',
    async <T>(request: FastifyRequest, read: (lookup: SessionLookup) => Promise<{ session: Session; value: T } | undefined>) => {
      const claims = claimsOf(request);
      const now = new Date();
      const found = await read({ userId: claims.sub, sessionId: claims.sid, now: now.toISOString() });
      if (found === undefined) throw await sessionGone(claims);
      const session = await touchSession(db, policy, found.session, now);
      request.user = { id: session.userId, sessionId: session.id };
      return found.value;
    },
  );
}

/** The caller of a route that runs `app.authenticate`; a route that forgot the hook fails loudly instead of serving anyone. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (request.user === null || request.user === undefined) throw new Error('signedInUser: the route does not run app.authenticate');
  return request.user;
}
