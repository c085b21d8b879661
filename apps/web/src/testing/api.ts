import type { Envelope } from '@hoogo/core';
import { vi } from 'vitest';

/** A JSON answer in the API's envelope. */
export function envelope<T>(
  response: T,
  {
    status = 200,
    statusCode = status,
    message = {},
  }: { status?: number; statusCode?: number; message?: Record<string, string[]> } = {},
): Response {
  const body: Envelope<T> = {
    hasError: status >= 400,
    statusCode,
    message: { general: [], ...message },
    response,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
  /** The request's abort signal, so a fake answer can hang until a timeout or Cancel aborts it. */
  signal?: AbortSignal | null;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Replaces fetch with a router of fake API answers keyed by 'METHOD /path/'.
 * An unrouted call fails the test loudly with a 599 answer.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const call: RecordedCall = {
      method,
      path: parsed.pathname,
      url,
      headers: new Headers(init.headers),
      body,
      signal: init.signal,
    };
    calls.push(call);
    const handler = routes[`${method} ${parsed.pathname}`];
    if (!handler) return new Response(`no fake route for ${method} ${parsed.pathname}`, { status: 599 });
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
