import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface OutsideRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type OutsideHandler = (request: OutsideRequest, response: ServerResponse) => void;

/** Answers JSON with a status (and optional headers). */
export function reply(response: ServerResponse, status: number, body?: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/** Drops the connection without an answer: what a caller sees when the service is unreachable. */
export function hangUp(_request: OutsideRequest, response: ServerResponse) {
  response.socket?.destroy();
}

/**
 * A loopback HTTP server standing in for an outside service (Google, LinkedIn). Tests route
 * 'METHOD /path' (query excluded) to a handler; every request is recorded; an unrouted one answers 404.
 * Started before the app (so its URL can go into the app's configuration) and reset before each test.
 */
export function useOutsideService(defaults: () => Record<string, OutsideHandler> = () => ({})) {
  const routes = new Map<string, OutsideHandler>();
  const handle = {
    url: '',
    requests: [] as OutsideRequest[],
    route(key: string, handler: OutsideHandler) {
      routes.set(key, handler);
    },
    requestsTo(method: string, pathname: string) {
      return handle.requests.filter((r) => r.method === method && r.url.split('?')[0] === pathname);
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      handle.requests.push(request);
      const handler = routes.get(`${request.method} ${request.url.split('?')[0]}`);
      if (handler) handler(request, res);
      else reply(res, 404, { message: 'no route' });
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    handle.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    handle.requests = [];
    routes.clear();
    for (const [key, handler] of Object.entries(defaults())) routes.set(key, handler);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return handle;
}
