import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@hoogo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../lib/envelope.js';
import { escapeHtml } from '../../lib/html.js';
import { isMediaKey, MEDIA_CACHE_CONTROL, type MediaStorage } from '../app/media-storage.js';
import { describeS3Error } from './s3.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths that belong to the server: never answered with the web app's index.html. */
const SERVER_PATHS = /^\/(api|media|healthz|metrics|assets)(\/|$)/;

const nothingAt = (method: string, pathname: string) =>
  failure(404, { general: [`Nothing found at ${method} ${pathname}`] });

/**
 * `/media/<key>` answered from the media store (the disk, or an S3 bucket: docs/operations.md, Several
 * instances): the file streamed with its type and year-long immutable caching (keys are
 * content-addressed), 404 for an address that is not a key or a key the store does not hold, 503 while
 * the store cannot be read.
 */
function serveMediaFrom(fastify: FastifyInstance, open: NonNullable<MediaStorage['open']>) {
  fastify.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    const pathname = request.url.split('?')[0] ?? request.url;
    if (!isMediaKey(key)) return reply.code(404).send(nothingAt(request.method, pathname));
    let object: Awaited<ReturnType<typeof open>>;
    try {
      object = await open(key);
    } catch (error) {
      request.log.error(
        { store: describeS3Error(error), key },
        'media: could not read a file from the store',
      );
      return reply.code(503).send(failure(503, { general: [messages.mediaApi.unavailable] }));
    }
    if (!object) return reply.code(404).send(nothingAt(request.method, pathname));
    reply.header('content-type', object.contentType).header('cache-control', MEDIA_CACHE_CONTROL);
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    return reply.send(object.body);
  });
}

const notBuiltPage = (name: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body><h1>${name}</h1><p>The web app is not built yet. Run <code>npm run build</code> in the repository, then reload this page.</p></body></html>
`;

/**
 * The built web app at / with the single-page-app fallback, uploaded media at /media/, and the 404
 * answer for everything else (an envelope, since the caller is then an API client).
 */
export default fp(
  async (fastify) => {
    const { webDist, mediaDir, productName } = fastify.config;

    mkdirSync(mediaDir, { recursive: true });
    const storage = fastify.mediaStorage;
    serveMediaFrom(fastify, storage.open.bind(storage));

    const hasWebApp = existsSync(path.join(webDist, 'index.html'));
    const assetsDir = path.join(webDist, 'assets') + path.sep;
    if (hasWebApp) {
      await fastify.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // The build writes .br and .gz beside each file: served as they are, with Vary: Accept-Encoding.
        preCompressed: true,
        // One route per file of the build, found once at start-up: with a catch-all route the plugin
        // listed the folders of every requested path to check its spelling, on every request.
        wildcard: false,
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Vite puts a content hash in every file name under assets/; everything else may change.
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
    } else {
      fastify.log.warn({ webDist }, 'web app not built: run `npm run build`');
    }

    fastify.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !SERVER_PATHS.test(pathname) &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        if (hasWebApp) {
          reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
          return;
        }
        reply.type('text/html; charset=utf-8').send(notBuiltPage(escapeHtml(productName)));
        return;
      }
      reply.code(404).send(nothingAt(request.method, pathname));
    });
  },
  { name: 'static', dependencies: ['media-storage'] },
);
