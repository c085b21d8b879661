import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@hoogo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../lib/envelope.js';
import { escapeHtml } from '../../lib/html.js';
import { chooseEncoding, isNotModified, loadWebBuild, type WebFile } from '../../lib/web-build.js';
import { isMediaKey, MEDIA_CACHE_CONTROL, type MediaStorage } from '../app/media/media-storage.js';
import { describeS3Error } from './s3.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths that belong to the server: never answered with the web app's index.html. */
const SERVER_PATHS = /^\/(api|media|healthz|metrics|assets)(\/|$)/;

const nothingAt = (method: string, pathname: string) =>
  failure(404, { general: [messages.requestApi.nothingFound(method, pathname)] });

/**
 * `/media/<key>` answered from the media store (the disk, or an S3 bucket: docs/operations.md,
 * "Several instances"): the file streamed with its type and year-long immutable caching (keys are
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

/**
 * A file of the web build from memory: the precompressed variant the client accepts (Vary: Accept-Encoding
 * when there is a choice), year-long immutable caching for the hashed assets and revalidation (ETag, 304)
 * for everything else, whose content may change with the next deployment.
 */
function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  const { encoding, variant } = chooseEncoding(request.headers['accept-encoding'], file);
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache')
    .header('etag', variant.etag);
  if (Object.keys(file.compressed).length > 0) reply.header('vary', 'Accept-Encoding');
  if (isNotModified(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(variant.body);
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

    const webApp = existsSync(path.join(webDist, 'index.html')) ? loadWebBuild(webDist) : undefined;
    const shell = webApp?.get('/index.html');
    if (webApp) {
      // One route per file of the build, known at start-up: a request never touches the file system.
      for (const [urlPath, file] of webApp) {
        fastify.get(urlPath, (request, reply) => sendWebFile(request, reply, file));
      }
      if (shell) fastify.get('/', (request, reply) => sendWebFile(request, reply, shell));
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
        if (shell) return sendWebFile(request, reply, shell);
        reply.type('text/html; charset=utf-8').send(notBuiltPage(escapeHtml(productName)));
        return;
      }
      reply.code(404).send(nothingAt(request.method, pathname));
    });
  },
  { name: 'static', dependencies: ['media-storage'] },
);
