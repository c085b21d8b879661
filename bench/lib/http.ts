import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from the first byte written to the last byte read. */
  elapsed: number;
}

export interface HttpRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /**
   * A Wi-Fi drop in the middle of the request (bench/event): 'after-send' breaks the connection once the
   * whole request was written, 'at-answer' once the answer's head arrived; either way the caller gets an
   * Error and never the answer, while the server may have done the work.
   */
  cut?: 'after-send' | 'at-answer';
}

export interface ClientOptions {
  /** The loopback address the client connects from (127.0.0.2 is another caller than 127.0.0.1). */
  localAddress?: string;
  /** A request without its whole answer after this long fails with an Error "timeout after N ms". */
  timeoutMs?: number;
  /** The server's host name (default 127.0.0.1), and whether it speaks HTTPS (bench:event --base-url). */
  host?: string;
  secure?: boolean;
}

/** How a kept-alive connection closed by the server just as a request went out fails. */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

/** The error of a request whose connection the bench broke on purpose (HttpRequest.cut). */
export const DROPPED = 'the Wi-Fi dropped: no answer';

/** A keep-alive client for one origin (on loopback unless `options.host`), at most `sockets` connections at once. */
export function createClient(port: number, sockets = 16, options: ClientOptions = {}) {
  const transport = options.secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: sockets });
  function request({ method = 'GET', path, headers = {}, body, cut }: HttpRequest): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      let current: http.ClientRequest | undefined;
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const send = (mayResend: boolean) => {
        let answered = false;
        const req = transport.request(
          {
            host: options.host ?? '127.0.0.1',
            port,
            method,
            path,
            agent,
            localAddress: options.localAddress,
            headers: { ...headers, ...(body && { 'content-length': String(body.length) }) },
          },
          (res) => {
            answered = true;
            if (cut === 'at-answer') {
              res.destroy();
              req.destroy();
              fail(new Error(DROPPED));
              return;
            }
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              clearTimeout(timer);
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
                elapsed: performance.now() - started,
              });
            });
            res.on('error', fail);
          },
        );
        current = req;
        req.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the server closed as this request went out: a browser sends the
          // request again on a new connection, whatever its method, since nothing of it was answered.
          if (mayResend && req.reusedSocket && !answered && STALE_CONNECTION.has(error.code ?? '')) {
            send(false);
            return;
          }
          fail(error);
        });
        if (cut === 'after-send') req.on('finish', () => req.destroy(new Error(DROPPED)));
        req.end(body);
      };
      const { timeoutMs } = options;
      if (timeoutMs !== undefined)
        timer = setTimeout(() => current?.destroy(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
      send(true);
    });
  }
  return { request, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;

/** A client for the origin of `url` (http or https, its host and port). */
export function clientFor(url: URL, sockets = 16, options: Omit<ClientOptions, 'host' | 'secure'> = {}) {
  const secure = url.protocol === 'https:';
  return createClient(Number(url.port || (secure ? 443 : 80)), sockets, {
    ...options,
    host: url.hostname,
    secure,
  });
}

/** The WebSocket origin of an HTTP origin (ws: or wss:). */
export const socketOrigin = (url: URL) => `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;

export interface LoadResult {
  /** Answers with a 2xx status per second of the run. */
  throughput: number;
  ok: number;
  failed: number;
  /** Latencies of the 2xx answers, in milliseconds. */
  latencies: number[];
  durationMs: number;
  /** Status codes (or error names) of the failures, with their counts. */
  failures: Record<string, number>;
}

/**
 * An autocannon-like closed loop: `concurrency` workers each send the next request as soon as the
 * previous one is answered, until `durationMs` has passed. `next` builds each request (null: no more work).
 */
export async function loadLoop(
  client: Client,
  options: { concurrency: number; durationMs: number; next: (worker: number) => HttpRequest | null },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  async function worker(index: number) {
    while (performance.now() < deadline) {
      const request = options.next(index);
      if (!request) return;
      try {
        const answer = await client.request(request);
        if (answer.status >= 200 && answer.status < 300) {
          ok += 1;
          latencies.push(answer.elapsed);
        } else {
          failed += 1;
          const key = `HTTP ${answer.status}`;
          failures[key] = (failures[key] ?? 0) + 1;
        }
      } catch (error) {
        failed += 1;
        const key = error instanceof Error ? error.message : String(error);
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  const durationMs = performance.now() - started;
  return { throughput: ok / (durationMs / 1000), ok, failed, latencies, durationMs, failures };
}
