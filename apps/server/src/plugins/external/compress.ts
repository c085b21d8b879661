import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this many bytes compression saves less than a packet and costs a round of CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of compressible types (JSON, HTML, JS, CSS, SVG: mime-db's list, so never JPEG or
 * WebP) above COMPRESS_THRESHOLD_BYTES, brotli or gzip as the Accept-Encoding allows. Brotli at quality
 * 4: answers are compressed per request, and the default 11 costs tens of times more CPU for a few
 * per cent. Answers that already carry a Content-Encoding (the web app's precompressed files) pass as
 * they are, and WebSocket upgrades never reach the reply hooks. Requests are never inflated: no client
 * sends compressed bodies, and multipart uploads stay untouched
 * (docs/decisions/0020-compression-and-caching.md). Registered before the static files and the routes, so its
 * hook covers them.
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
