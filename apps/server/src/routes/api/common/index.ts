import { totalConnectionsSchema } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { envelope } from '../../../schemas/envelope.js';

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
};

export default commonRoutes;
