import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: `${fastify.config.productName} API`,
          description: 'Every JSON answer is an envelope: { hasError, statusCode, message, response }.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI would otherwise load a badge from validator.swagger.io, which the CSP forbids.
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'swagger' },
);
