import fp from 'fastify-plugin';
import { z } from 'zod';
import { callOutside, jsonOf, OutsideUnreachable } from '../../lib/outside-http.js';

declare module 'fastify' {
  interface FastifyInstance {
    googleSignIn: ReturnType<typeof createGoogleSignIn>;
  }
}

/** The fields of Google's OpenID Connect userinfo answer that sign-in uses. */
const googleUserSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  email_verified: z.boolean().optional(),
  name: z.string().trim().optional(),
  picture: z.url().optional(),
});

export type GoogleUser = z.infer<typeof googleUserSchema>;

/**
 * Proves a Google access token by asking Google's userinfo endpoint who it belongs to. Throws
 * OutsideRefused (401 for a bad token) or OutsideUnreachable (no usable answer).
 */
export function createGoogleSignIn(userinfoUrl: string) {
  return {
    async userinfo(accessToken: string): Promise<GoogleUser> {
      const response = await callOutside('Google userinfo', userinfoUrl, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      });
      const parsed = googleUserSchema.safeParse(await jsonOf('Google userinfo', response));
      if (!parsed.success) throw new OutsideUnreachable('Google userinfo answered an unexpected shape');
      return parsed.data;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('googleSignIn', createGoogleSignIn(fastify.config.googleUserinfoUrl));
  },
  { name: 'google-sign-in' },
);
