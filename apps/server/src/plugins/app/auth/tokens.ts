import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  messages,
  REFRESH_TOKEN_TTL_DAYS,
  StatusCode,
  type TokenPair,
} from '@hoogo/core';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../../db/index.js';
import { refreshTokens, type User, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/envelope.js';

export interface AuthUser {
  id: string;
  email: string;
  /** The session (refresh-token family) the access token belongs to; null for tokens made before sessions had ids. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: ReturnType<typeof createTokenService>;
    /** preHandler of protected routes: checks the Bearer access token and sets request.user. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const tokenError = (sentence: string) => new ApiError(401, sentence, { statusCode: StatusCode.TokenInvalid });

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

interface TokenServiceOptions {
  db: Db;
  now: () => Date;
  secret: string;
  onReuse: (details: { userId: string; familyId: string }) => void;
}

/**
 * Access tokens are short JWTs (HS256, 15 minutes). Refresh tokens are 32 bytes, stored only as SHA-256
 * hashes, valid 30 days, and replaced at every use. The first of a family is random; each successor is
 * an HMAC of the token it replaces under a server key, so a retry with the replaced token answers the
 * very same successor for as long as nobody has used that successor (a lost answer, a phone offline for
 * hours, two requests racing), within both tokens' 30 days. A replaced token that comes back once its
 * successor was used means it leaked: its whole family is revoked (docs/decisions/0003-sign-in.md).
 */
export function createTokenService({ db, now, secret, onReuse }: TokenServiceOptions) {
  const key = new TextEncoder().encode(secret);
  const successorKey = createHmac('sha256', secret).update('hoogo refresh token successor').digest();
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url');

  async function signAccessToken(user: Pick<User, 'id' | 'email'>, sessionId: string): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ email: user.email, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);
  }

  async function storeRefreshToken(
    tx: Db,
    userId: string,
    familyId: string,
    token = randomBytes(32).toString('base64url'),
  ) {
    const [row] = await tx
      .insert(refreshTokens)
      .values({
        userId,
        familyId,
        tokenHash: sha256(token),
        createdAt: now(),
        expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000),
      })
      .returning({ id: refreshTokens.id });
    return { token, id: row!.id };
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  const findByHash = async (hash: string) =>
    (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1))[0];

  /**
   * The successor of a rotated token while that successor is still the family's live token (never used,
   * not revoked, not expired): the one a lost or racing answer carried. No time limit of its own: a phone
   * that lost the answer may come back hours later (docs/decisions/0003-sign-in.md: "A lost answer never ends
   * a session").
   */
  async function undeliveredSuccessor(row: typeof refreshTokens.$inferSelect, token: string, at: Date) {
    if (!row.usedAt || !row.replacedBy || row.revokedAt) return null;
    const successor = successorOf(token);
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.id, row.replacedBy),
          eq(refreshTokens.tokenHash, sha256(successor)),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, at),
        ),
      )
      .limit(1);
    return live ? successor : null;
  }

  return {
    /** A new session: an access token and the first refresh token of a new family. */
    async issue(user: Pick<User, 'id' | 'email'>): Promise<TokenPair> {
      const familyId = randomUUID();
      const refresh = await storeRefreshToken(db, user.id, familyId);
      return { access_token: await signAccessToken(user, familyId), refresh_token: refresh.token };
    },

    async verifyAccessToken(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw tokenError(messages.sessionApi.invalid);
        }
        return {
          id: payload.sub,
          email: payload.email,
          sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw tokenError(messages.network.sessionExpired);
        throw tokenError(messages.sessionApi.invalid);
      }
    },

    /**
     * Trades a refresh token for a new pair. The presented token is spent; while its successor is unused
     * (and within the presented token's own 30 days) it answers that same successor again.
     */
    async rotate(token: string, findUser: (id: string) => Promise<User | undefined>): Promise<TokenPair> {
      const at = now();
      const hash = sha256(token);
      let row = await findByHash(hash);
      if (!row || row.revokedAt) throw tokenError(messages.sessionApi.invalid);
      if (!row.usedAt) {
        if (row.expiresAt.getTime() <= at.getTime()) throw tokenError(messages.network.sessionExpired);
        const user = await findUser(row.userId);
        if (!user) throw tokenError(messages.sessionApi.invalid);
        const { id, userId, familyId } = row;
        const next = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(refreshTokens)
            .set({ usedAt: at })
            .where(
              and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
            )
            .returning({ id: refreshTokens.id });
          if (!claimed) return null;
          const refresh = await storeRefreshToken(tx, userId, familyId, successorOf(token));
          await tx.update(refreshTokens).set({ replacedBy: refresh.id }).where(eq(refreshTokens.id, id));
          return refresh;
        });
        if (next) return { access_token: await signAccessToken(user, familyId), refresh_token: next.token };
        // Another request spent the same token a moment ago: judge this one as a retry of it.
        row = await findByHash(hash);
        if (!row || row.revokedAt) throw tokenError(messages.sessionApi.invalid);
      }

      const successor = await undeliveredSuccessor(row, token, at);
      if (successor && row.expiresAt.getTime() <= at.getTime()) {
        // The answer was lost and the phone came back after the token's 30 days: the session has ended as
        // it would have unused. Its unclaimed successor goes too, so nothing of the family outlives it.
        await revokeFamily(row.familyId);
        throw tokenError(messages.network.sessionExpired);
      }
      const user = successor ? await findUser(row.userId) : undefined;
      if (!successor || !user) {
        await revokeFamily(row.familyId);
        onReuse({ userId: row.userId, familyId: row.familyId });
        throw tokenError(messages.sessionApi.invalid);
      }
      return { access_token: await signAccessToken(user, row.familyId), refresh_token: successor };
    },

    /**
     * Ends every session of a user (password reset), or every one but `exceptSessionId` (a password change
     * from that session). Access tokens already issued to the ended sessions still work until they expire
     * (at most 15 minutes): they are not looked up in the database.
     */
    async revokeAll(userId: string, exceptSessionId?: string | null): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptSessionId ? ne(refreshTokens.familyId, exceptSessionId) : undefined,
          ),
        );
    },
  };
}

export default fp(
  async (fastify) => {
    const tokens = createTokenService({
      db: fastify.db,
      now: fastify.clock,
      secret: fastify.config.jwtSecret,
      onReuse: (details) => fastify.log.warn(details, 'refresh token reused: family revoked'),
    });
    fastify.decorate('tokens', tokens);
    fastify.decorateRequest('user', null);
    fastify.decorate('authenticate', async (request) => {
      const header = request.headers.authorization ?? '';
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw tokenError(messages.sessionApi.missing);
      const user = await tokens.verifyAccessToken(token);
      // A deleted account's access token (valid up to 15 minutes) reads nothing more: one lookup by
      // primary key per authenticated request (docs/decisions/0065-media-lifetime-and-deletion-races.md).
      const [exists] = await fastify.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (!exists) throw tokenError(messages.network.sessionExpired);
      request.user = user;
    });
  },
  { name: 'tokens', dependencies: ['db'] },
);
