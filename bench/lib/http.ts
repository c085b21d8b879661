import http from 'node:http';
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
}

export interface ClientOptions {
  /** The loopback address the client connects from (127.0.0.2 is another caller than 127.0.0.1). */
  localAddress?: string;
  /** A request without its whole answer after this long fails with an Error "timeout after N ms". */
  timeoutMs?: number;
}

/** A keep-alive client for one origin on loopback, at most `sockets` connections at once. */
export function createClient(port: number, sockets = 16, options: ClientOptions = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  function request({ method = 'GET', path, headers = {}, body }: HttpRequest): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          localAddress: options.localAddress,
          headers: { ...headers, ...(body && { 'content-length': String(body.length) }) },
        },
        (res) => {
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
      req.on('error', fail);
      const { timeoutMs } = options;
      if (timeoutMs !== undefined)
        timer = setTimeout(() => req.destroy(new Error(`timeout after ${timeoutMs} ms`)), timeoutMs);
      req.end(body);
    });
  }
  return { request, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;

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
