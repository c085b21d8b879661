import fp from 'fastify-plugin';
import { z } from 'zod';
import { callOutside, jsonOf, OutsideUnreachable } from '../../../lib/outside-http.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null while LINKEDIN_CLIENT_ID or LINKEDIN_CLIENT_SECRET is not set: sharing is off. */
    linkedin: ReturnType<typeof createLinkedin> | null;
  }
}

/** The version of LinkedIn's versioned REST API (YYYYMM) the calls below are written against. */
export const LINKEDIN_VERSION = '202401';

export interface LinkedinOptions {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
}

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const userinfoAnswer = z.object({ sub: z.string().min(1) });
const uploadAnswer = z.object({ value: z.object({ uploadUrl: z.url(), image: z.string().min(1) }) });

function parse<T>(schema: z.ZodType<T>, what: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new OutsideUnreachable(`${what} answered an unexpected shape`);
  return parsed.data;
}

/**
 * LinkedIn's documented calls for "connect an account" and "share an image post". Every method throws
 * OutsideRefused (LinkedIn said no: 401 means the member's token is not good) or OutsideUnreachable.
 */
export function createLinkedin(options: LinkedinOptions) {
  const restHeaders = (token: string) => ({
    Authorization: `Bearer ${token}`,
    'LinkedIn-Version': LINKEDIN_VERSION,
    'X-Restli-Protocol-Version': '2.0.0',
    'Content-Type': 'application/json',
  });

  return {
    /** Trades an authorization code for a member token and the member's author URN. */
    async connect(code: string, redirectUri: string): Promise<{ accessToken: string; author: string }> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      });
      const tokenResponse = await callOutside('LinkedIn accessToken', `${options.oauthUrl}/accessToken`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
      });
      const { access_token } = parse(
        tokenAnswer,
        'LinkedIn accessToken',
        await jsonOf('LinkedIn accessToken', tokenResponse),
      );
      const userinfo = await callOutside('LinkedIn userinfo', `${options.apiUrl}/v2/userinfo`, {
        headers: { Authorization: `Bearer ${access_token}`, Accept: 'application/json' },
      });
      const { sub } = parse(userinfoAnswer, 'LinkedIn userinfo', await jsonOf('LinkedIn userinfo', userinfo));
      return { accessToken: access_token, author: `urn:li:person:${sub}` };
    },

    /** Uploads the PNG, then publishes it with the text on the member's feed; answers the post's id. */
    async postImage(input: { token: string; author: string; png: Buffer; content: string; title: string }) {
      const init = await callOutside(
        'LinkedIn initializeUpload',
        `${options.apiUrl}/rest/images?action=initializeUpload`,
        {
          method: 'POST',
          headers: restHeaders(input.token),
          body: JSON.stringify({ initializeUploadRequest: { owner: input.author } }),
        },
      );
      const { value } = parse(
        uploadAnswer,
        'LinkedIn initializeUpload',
        await jsonOf('LinkedIn initializeUpload', init),
      );
      await callOutside('LinkedIn image upload', value.uploadUrl, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${input.token}`, 'Content-Type': 'image/png' },
        body: new Uint8Array(input.png),
      });
      const post = await callOutside('LinkedIn posts', `${options.apiUrl}/rest/posts`, {
        method: 'POST',
        headers: restHeaders(input.token),
        body: JSON.stringify({
          author: input.author,
          commentary: input.content,
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          content: { media: { id: value.image, title: input.title } },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      await post.arrayBuffer().catch(() => undefined);
      return { postId: post.headers.get('x-restli-id') };
    },
  };
}

/** Decorates `linkedin` with the calls, or with null while the client id or secret is missing. */
export default fp(
  async (fastify) => {
    const { linkedinClientId, linkedinClientSecret, linkedinOauthUrl, linkedinApiUrl } = fastify.config;
    fastify.decorate(
      'linkedin',
      linkedinClientId && linkedinClientSecret
        ? createLinkedin({
            clientId: linkedinClientId,
            clientSecret: linkedinClientSecret,
            oauthUrl: linkedinOauthUrl,
            apiUrl: linkedinApiUrl,
          })
        : null,
    );
  },
  { name: 'linkedin' },
);
