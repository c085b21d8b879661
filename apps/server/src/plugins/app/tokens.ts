import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS, StatusCode, type TokenPair } from '@hoogo/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/index.js';
import { refreshTokens, type User } from '../../db/schema.js';
import { ApiError } from '../../lib/envelope.js';

export interface AuthUser {
  id: string;
  email: string;
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

export const tokenSentences = {
  missing: 'Please login to continue.',
  expired: 'Your session has expired. Please login again.',
  invalid: 'Your session is not valid. Please login again.',
};

const tokenError = (sentence: string) => new ApiError(401, sentence, { statusCode: StatusCode.TokenInvalid });

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

interface TokenServiceOptions {
  db: Db;
  now: () => Date;
  secret: string;
  onReuse: (details: { userId: string; familyId: string }) => void;
}

/**
 * Access tokens are short JWTs (HS256, 15 minutes). Refresh tokens are 32 random bytes, stored only as
 * SHA-256 hashes, valid 30 days, and replaced at every use; presenting a replaced one again means it
 * leaked, so its whole family is revoked.
 */
export function createTokenService({ db, now, secret, onReuse }: TokenServiceOptions) {
  const key = new TextEncoder().encode(secret);

  async function signAccessToken(user: Pick<User, 'id' | 'email'>): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);
  }

  async function storeRefreshToken(tx: Db, userId: string, familyId: string) {
    const token = randomBytes(32).toString('base64url');
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

  return {
    /** A new session: an access token and the first refresh token of a new family. */
    async issue(user: Pick<User, 'id' | 'email'>): Promise<TokenPair> {
      const refresh = await storeRefreshToken(db, user.id, randomUUID());
      return { access_token: await signAccessToken(user), refresh_token: refresh.token };
    },

    async verifyAccessToken(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw tokenError(tokenSentences.invalid);
        }
        return { id: payload.sub, email: payload.email };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw tokenError(tokenSentences.expired);
        throw tokenError(tokenSentences.invalid);
      }
    },

    /** Trades a refresh token for a new pair; the presented token can never be used again. */
    async rotate(token: string, findUser: (id: string) => Promise<User | undefined>): Promise<TokenPair> {
      const at = now();
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .limit(1);
      if (!row || row.revokedAt) throw tokenError(tokenSentences.invalid);
      if (row.usedAt) {
        await revokeFamily(row.familyId);
        onReuse({ userId: row.userId, familyId: row.familyId });
        throw tokenError(tokenSentences.invalid);
      }
      if (row.expiresAt.getTime() <= at.getTime()) throw tokenError(tokenSentences.expired);
      const user = await findUser(row.userId);
      if (!user) throw tokenError(tokenSentences.invalid);

      const next = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ usedAt: at })
          .where(
            and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
          )
          .returning({ id: refreshTokens.id });
        if (!claimed) return null;
        const refresh = await storeRefreshToken(tx, row.userId, row.familyId);
        await tx.update(refreshTokens).set({ replacedBy: refresh.id }).where(eq(refreshTokens.id, row.id));
        return refresh;
      });
      if (!next) {
        // Another request used the same token a moment ago: that is a reuse too.
        await revokeFamily(row.familyId);
        onReuse({ userId: row.userId, familyId: row.familyId });
        throw tokenError(tokenSentences.invalid);
      }
      return { access_token: await signAccessToken(user), refresh_token: next.token };
    },

    /** Ends every session of a user (password reset). */
    async revokeAll(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw tokenError(tokenSentences.missing);
      request.user = await tokens.verifyAccessToken(token);
    });
  },
  { name: 'tokens', dependencies: ['db'] },
);
