import { messages, StatusCode, totalConnectionsSchema } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ok } from '../../../lib/envelope.js';
import { envelope, errorEnvelope } from '../../../schemas/envelope.js';

const commonRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/total-connections/',
    {
      schema: {
        tags: ['common'],
        summary: 'Connections made in all events, for the landing page counter',
        response: { 200: envelope(totalConnectionsSchema) },
      },
    },
    async () =>
      ok({ total_connections: await fastify.statsRepository.totalConnections() }, 'Total connections'),
  );

  fastify.post(
    '/onboard-user/',
    {
      schema: {
        tags: ['common'],
        summary: 'Finish the sign-in of the entry route: the account is marked verified',
        description:
          'The entry route receives tokens issued elsewhere (a ticketing or social sign-in) and calls ' +
          'this once. Holding a valid access token proves the account, so its email counts as verified ' +
          'from now on (an OTP login works for it). Idempotent; no body.',
        security: [{ bearerAuth: [] }],
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
      return ok(null, 'User onboarded');
    },
  );
};

export default commonRoutes;
