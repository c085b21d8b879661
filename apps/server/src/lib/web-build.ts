import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built web app held in memory (docs/benchmarks.md, "The event, rehearsed"): a few megabytes read
 * once at start-up, so that the event link's page and files cost no file-system call. Under the
 * morning rush a page made of seven files timed out behind photo processing: each file read from disk
 * waited its turn in the same small thread pool that image processing and the embedded database use.
 */

export type Encoding = 'br' | 'gzip';

export interface WebFileVariant {
  body: Buffer;
  /** A strong validator of these bytes: a browser revalidating the app shell gets a 304. */
  etag: string;
}

export interface WebFile {
  contentType: string;
  /** Vite puts a content hash in every name under assets/: those never change. */
  immutable: boolean;
  identity: WebFileVariant;
  /** The build writes .br and .gz beside each compressible file. */
  compressed: Partial<Record<Encoding, WebFileVariant>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

const ENCODING_SUFFIXES: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

function variant(body: Buffer, tag: string): WebFileVariant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${tag}"` };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every file of the build by its URL path (`/assets/index-Ab12.js`), its precompressed variants beside
 * it. A `.br` or `.gz` without its original is not a file of the app and is left out.
 */
export function loadWebBuild(dir: string): Map<string, WebFile> {
  const all = filesUnder(dir);
  const present = new Set(all);
  const files = new Map<string, WebFile>();
  for (const file of all) {
    const suffix = path.extname(file);
    if (ENCODING_SUFFIXES[suffix] && present.has(file.slice(0, -suffix.length))) continue;
    const compressed: WebFile['compressed'] = {};
    for (const [ending, encoding] of Object.entries(ENCODING_SUFFIXES)) {
      if (present.has(file + ending))
        compressed[encoding] = variant(readFileSync(file + ending), `-${encoding}`);
    }
    const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    files.set(urlPath, {
      contentType: CONTENT_TYPES[suffix.toLowerCase()] ?? 'application/octet-stream',
      immutable: urlPath.startsWith('/assets/'),
      identity: variant(readFileSync(file), ''),
      compressed,
    });
  }
  return files;
}

/**
 * The variant an `Accept-Encoding` header asks for: the highest weight among those the file has, Brotli
 * before gzip on a tie; the file as it is when the client accepts neither (or refuses both with q=0).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: WebFile,
): { encoding: Encoding | undefined; variant: WebFileVariant } {
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    const encoding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : undefined;
    if (!encoding || !file.compressed[encoding]) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    if (!best || weight > best.weight || (weight === best.weight && encoding === 'br'))
      best = { encoding, weight };
  }
  const chosen = best ? file.compressed[best.encoding] : undefined;
  return chosen && best
    ? { encoding: best.encoding, variant: chosen }
    : { encoding: undefined, variant: file.identity };
}

/** Whether an `If-None-Match` header names this validator (or `*`): the client's copy is current. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
