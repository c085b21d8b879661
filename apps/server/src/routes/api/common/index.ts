import {
  envelope,
  errorEnvelope,
  LINKEDIN_CONTENT_MAX_LENGTH,
  LINKEDIN_TOKEN_HEADER,
  linkedinAccessTokenBody,
  linkedinConnectionSchema,
  linkedinPostFields,
  linkedinPostSchema,
  messages,
  playerKeyQuery,
  publicConfigSchema,
  StatusCode,
  totalConnectionsSchema,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ok } from '../../../lib/envelope.js';
import { OutsideRefused } from '../../../lib/outside-http.js';
import { bearer } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { templateImage } from '../../../plugins/app/media/images.js';

const linkedinPostBody = z.object({
  [linkedinPostFields.author]: z
    .string({ error: () => messages.fieldApi.required('author') })
    .trim()
    .regex(/^urn:li:person:[A-Za-z0-9_-]+$/, { error: () => messages.fieldApi.linkedinMember('author') }),
  [linkedinPostFields.content]: z
    .string({ error: () => messages.fieldApi.required('content') })
    .max(LINKEDIN_CONTENT_MAX_LENGTH, {
      error: () => messages.fieldApi.atMost('content', LINKEDIN_CONTENT_MAX_LENGTH),
    }),
  [linkedinPostFields.templateImage]: z
    .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
      error: () => messages.validation.fileNotImage,
    })
    .meta({ type: 'string', format: 'binary' })
    .describe('The post card as PNG, at most 10 MB'),
});

/** The Hoogo access token, or none: a player key in the query instead (authenticateOrPlayerKey). */
const bearerOrPlayerKey: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];
const playerKeyInstead = playerKeyQuery.partial();
const whoMayCall =
  'Callers: a host or player with a Hoogo access token (Authorization Bearer), or a player without a ' +
  'session (ticket-code sign-in) with their secret player key `user_id` in the query, of any event. ' +
  'A bad access token answers 401 with statusCode 1000 (refresh it), an unknown player key 401 ' +
  "'Invalid player key', neither 401 with statusCode 1000. ";
const linkedinErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  413: errorEnvelope,
  501: errorEnvelope,
  502: errorEnvelope,
};

const commonRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config } = fastify;

  /** LinkedIn's calls, or 501 while the integration is off. */
  function linkedin() {
    if (!fastify.linkedin) throw new ApiError(501, messages.linkedinApi.notConfigured);
    return fastify.linkedin;
  }

  fastify.get(
    routeUrl(fastify, 'config'),
    {
      schema: {
        tags: ['common'],
        summary:
          "The server's public setup: product name which sign-in and sharing services are on, and its public origin",
        response: { 200: envelope(publicConfigSchema) },
      },
    },
    async () =>
      ok(
        {
          product_name: config.productName,
          google_client_id: config.googleClientId ?? null,
          google_authorize_url: config.googleAuthorizeUrl,
          linkedin_enabled: fastify.linkedin !== null,
          linkedin_client_id: fastify.linkedin ? (config.linkedinClientId ?? null) : null,
          linkedin_authorize_url: `${config.linkedinOauthUrl}/authorization`,
          public_url: config.publicUrl,
        },
        'Configuration',
      ),
  );

  fastify.get(
    routeUrl(fastify, 'totalConnections'),
    {
      schema: {
        tags: ['common'],
        summary: 'Connections made in all events, for the landing page counter',
        response: { 200: envelope(totalConnectionsSchema) },
      },
    },
    async () =>
      ok(
        { total_connections: await fastify.statsRepository.totalConnections() },
        messages.requestApi.totalConnections,
      ),
  );

  fastify.post(
    routeUrl(fastify, 'onboardUser'),
    {
      schema: {
        tags: ['common'],
        summary: 'Finish the sign-in of the entry route: the account is marked verified',
        description:
          'The entry route receives tokens issued elsewhere (a ticketing or social sign-in) and calls ' +
          'this once. Holding a valid access token proves the account, so its email counts as verified ' +
          'from now on (an OTP login works for it). Idempotent; no body.',
        security: bearer,
        response: { 200: envelope(z.null()), 401: errorEnvelope },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const { usersRepository: users, clock } = fastify;
      const user = await users.findById(request.user!.id);
      if (!user) {
        throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
      }
      if (!user.emailVerifiedAt) await users.update(user.id, { emailVerifiedAt: clock() });
      return ok(null, messages.requestApi.userOnboarded);
    },
  );

  fastify.post(
    routeUrl(fastify, 'linkedinAccessToken'),
    {
      schema: {
        tags: ['common'],
        summary: "Trade LinkedIn's authorization code for the member's LinkedIn token and author URN",
        description:
          whoMayCall +
          'The exchange uses the client secret, so it runs here; the server keeps nothing, the client ' +
          'stores access_token and author. 401 when LinkedIn refuses the code, 502 when it cannot be ' +
          'reached, 501 while LINKEDIN_CLIENT_ID or LINKEDIN_CLIENT_SECRET is unset.',
        security: bearerOrPlayerKey,
        querystring: playerKeyInstead,
        body: linkedinAccessTokenBody,
        response: { 200: envelope(linkedinConnectionSchema), ...linkedinErrors },
      },
      preHandler: fastify.authenticateOrPlayerKey,
    },
    async (request) => {
      const calls = linkedin();
      try {
        const { accessToken, author } = await calls.connect(request.body.code, request.body.redirect_uri);
        return ok({ access_token: accessToken, author }, messages.linkedin.connected);
      } catch (error) {
        const refused = error instanceof OutsideRefused && error.status >= 400 && error.status < 500;
        if (!refused) request.log.warn({ err: error }, 'LinkedIn connect failed');
        throw new ApiError(refused ? 401 : 502, messages.linkedin.connectError);
      }
    },
  );

  fastify.post(
    routeUrl(fastify, 'linkedinPostImage'),
    {
      schema: {
        tags: ['common'],
        summary: "Post the card image with a text on the member's LinkedIn feed (multipart)",
        description:
          whoMayCall +
          `Fields: author, content (at most ${LINKEDIN_CONTENT_MAX_LENGTH} characters), template_image ` +
          `(an image, re-encoded as PNG). The member's LinkedIn token goes in the ${LINKEDIN_TOKEN_HEADER} ` +
          'header, since Authorization carries the Hoogo access token. 401 when LinkedIn refuses the ' +
          'token (connect again), 502 when it cannot be reached.',
        consumes: ['multipart/form-data'],
        security: bearerOrPlayerKey,
        querystring: playerKeyInstead,
        headers: z.object({ [LINKEDIN_TOKEN_HEADER.toLowerCase()]: z.string().max(4096).optional() }),
        body: linkedinPostBody,
        response: { 200: envelope(linkedinPostSchema), ...linkedinErrors },
      },
      // Before the body is read, as on every route that takes a form (plugins/external/multipart.ts): with
      // LinkedIn off, the 501 comes before the caller's checks and the card's 10 MB.
      onRequest: [
        async () => {
          linkedin();
        },
        fastify.validateAddress,
        fastify.authenticateOrPlayerKey,
      ],
    },
    async (request) => {
      const calls = linkedin();
      const token = request.headers[LINKEDIN_TOKEN_HEADER.toLowerCase()];
      if (typeof token !== 'string' || token.trim() === '') {
        throw new ApiError(401, messages.linkedinApi.tokenMissing);
      }
      const { author, content, template_image } = request.body;
      const png = await templateImage(template_image, 'template_image');
      try {
        const { postId } = await calls.postImage({
          token: token.trim(),
          author,
          png: png.bytes,
          content,
          title: messages.linkedinApi.postTitle,
        });
        return ok({ post_id: postId }, messages.linkedin.posted);
      } catch (error) {
        if (error instanceof OutsideRefused && error.unauthorized) {
          throw new ApiError(401, messages.linkedinApi.reconnect);
        }
        request.log.warn({ err: error }, 'LinkedIn post failed');
        throw new ApiError(502, messages.linkedin.postError);
      }
    },
  );
};

export default commonRoutes;
