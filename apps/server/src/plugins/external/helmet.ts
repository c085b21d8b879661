import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The sha256 sources of the web build's inline scripts (the route preload apps/web/vite.config.ts writes,
 * docs/decisions/0023-request-waves-on-a-slow-network.md: "Route preload"), read once at start: script-src
 * stays 'self' plus exactly these. A rebuild of the web app needs a restart of the server, as it does for the
 * new files anyway.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

function webAppScriptHashes(webDist: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

/** The origin browsers load media from when it is not ours (MEDIA_S3_PUBLIC_URL: a public bucket, a CDN). */
export function mediaImageSources(publicUrl: string | undefined): string[] {
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/**
 * Where the pages may open live sockets: the server's own address as a ws:/wss: origin (PUBLIC_URL's
 * host; 'self' covers the page's own host in CSP Level 3 browsers, this names it for the older ones). No
 * other host: a script that got in could not send what it reads to a socket elsewhere.
 */
export function socketSources(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * Security headers. The policy is the one a Vite-built React app passes: scripts from our origin only (plus
 * index.html's route preload, by its hash),
 * inline styles (libraries set style attributes), images from data: and blob: URLs (previews, canvas
 * captures) and live sockets to our own host only (socketSources). Images may also come from the media bucket's public address when one is set
 * (docs/operations.md, "Several instances"). No upgrade-insecure-requests: an organiser may serve plain HTTP
 * on a LAN.
 *
 * helmet's middleware is built once, here: @fastify/helmet built it again on every request (parsing the
 * policy each time), 6 % of the server's main thread on get-user-matrix (docs/measurements/performance.md).
 */
export default fp(
  async (fastify) => {
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...webAppScriptHashes(fastify.config.webDist)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...mediaImageSources(fastify.config.mediaS3?.publicUrl)],
          connectSrc: ["'self'", ...socketSources(fastify.config.publicUrl)],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'helmet' },
);
