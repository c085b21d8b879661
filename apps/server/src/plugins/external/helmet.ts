import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The policy is the one a Vite-built React app passes: scripts from our origin only,
 * inline styles (libraries set style attributes), images from data: and blob: URLs (previews, canvas
 * captures) and live sockets. No upgrade-insecure-requests: an organiser may serve plain HTTP on a LAN.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
  },
  { name: 'helmet' },
);
