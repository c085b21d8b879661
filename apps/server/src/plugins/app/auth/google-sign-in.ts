import fp from 'fastify-plugin';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { OUTSIDE_TIMEOUT_MS } from '../../../lib/outside-http.js';

declare module 'fastify' {
  interface FastifyInstance {
    googleSignIn: ReturnType<typeof createGoogleSignIn>;
  }
}

/** The claims of a Google ID token that sign-in uses. */
const googleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  email_verified: z.boolean().optional(),
  nonce: z.string().optional(),
  name: z.string().trim().optional(),
  picture: z.url().optional(),
});

export type GoogleUser = z.infer<typeof googleClaimsSchema>;

/** Why a Google ID token is not accepted: the route answers 401 with the sentence for `reason`. */
export class GoogleTokenRefused extends Error {
  override name = 'GoogleTokenRefused';
  constructor(readonly reason: 'invalid' | 'unverified') {
    super(`Google ID token refused: ${reason}`);
  }
}

/** Google's signing keys could not be fetched (network failure, timeout, no usable key set): 502. */
export class GoogleKeysUnreachable extends Error {
  override name = 'GoogleKeysUnreachable';
}

export interface GoogleSignInOptions {
  /** The OAuth client id of this app: the only audience accepted. */
  clientId: string | undefined;
  /** Where Google publishes its signing keys (JWKS). */
  jwksUrl: string;
  /** The issuers accepted in `iss`. */
  issuers: string[];
  now: () => Date;
}

/**
 * OpenID Connect Core 3.1.3.7, as Google's "Verify the integrity of the ID token" asks: a token with
 * several audiences must name this app as its authorized party (`azp`), and an `azp`, when present, must
 * be this app's client id. Otherwise a token Google issued to another app that merely lists ours among
 * its audiences would sign people in here.
 */
export function authorizedParty(payload: JWTPayload, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (audiences.length > 1 && payload.azp === undefined) return false;
  return payload.azp === undefined || payload.azp === clientId;
}

/**
 * Proves a Google ID token (an OpenID Connect JWT) without calling Google for each sign-in: the signature
 * against Google's published keys (fetched and cached by jose), `aud` holding this app's client id (and `azp`
 * naming it when there are several audiences), `iss`
 * one of Google's issuers, not expired, and the `nonce` the browser stored before leaving for Google. A
 * token issued to another app, forged, replayed into another tab, or for an unverified email is refused.
 */
export function createGoogleSignIn({ clientId, jwksUrl, issuers, now }: GoogleSignInOptions) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: OUTSIDE_TIMEOUT_MS,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });

  return {
    async verify(idToken: string, nonce: string): Promise<GoogleUser> {
      if (!clientId) throw new GoogleTokenRefused('invalid');
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          audience: clientId,
          issuer: issuers,
          algorithms: ['RS256'],
          currentDate: now(),
          clockTolerance: 30,
          requiredClaims: ['exp', 'iat', 'sub', 'email'],
        }));
      } catch (error) {
        // A failed fetch of the key set is a plain error (network) or a generic JOSEError (not 200, not
        // JSON); a timeout and a malformed key set have their own classes. Anything else is the token.
        const code = error instanceof joseErrors.JOSEError ? error.code : undefined;
        if (
          code === undefined ||
          code === joseErrors.JOSEError.code ||
          code === joseErrors.JWKSTimeout.code ||
          code === joseErrors.JWKSInvalid.code
        ) {
          throw new GoogleKeysUnreachable('Google signing keys could not be fetched', { cause: error });
        }
        throw new GoogleTokenRefused('invalid');
      }
      if (!authorizedParty(payload as JWTPayload, clientId)) throw new GoogleTokenRefused('invalid');
      const claims = googleClaimsSchema.safeParse(payload);
      if (!claims.success) throw new GoogleTokenRefused('invalid');
      if (claims.data.nonce === undefined || claims.data.nonce !== nonce)
        throw new GoogleTokenRefused('invalid');
      if (claims.data.email_verified !== true) throw new GoogleTokenRefused('unverified');
      return claims.data;
    },
  };
}

export default fp(
  async (fastify) => {
    const { googleClientId, googleJwksUrl, googleIssuers } = fastify.config;
    fastify.decorate(
      'googleSignIn',
      createGoogleSignIn({
        clientId: googleClientId,
        jwksUrl: googleJwksUrl,
        issuers: googleIssuers,
        now: fastify.clock,
      }),
    );
  },
  { name: 'google-sign-in' },
);
