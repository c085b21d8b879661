import type { Envelope, LoginResponse, ProfileInfo } from '@hoogo/core';
import type { App } from '../../src/app.js';
import type { TestApp } from './app.js';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** One JSON call through fastify.inject, answering the HTTP status and the parsed envelope. */
export async function call<T = unknown>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<ApiAnswer<T>> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { payload: options.body as object }),
    ...(options.ip && { remoteAddress: options.ip }),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

/** Pre-registers and registers `email` the way the web app does; answers the session. */
export async function registerUser(t: TestApp, email: string, name = 'Ada Lovelace'): Promise<LoginResponse> {
  const since = t.logs.lines.length;
  const pre = await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
  if (pre.status !== 200) throw new Error(`pre-register failed: ${JSON.stringify(pre.body)}`);
  // The answer waits for the mail only so long (MAIL_WAIT_MS): on a loaded machine it comes first.
  const otp = await t.logs.nextCode(email, since, 15_000);
  const registered = await call<LoginResponse>(t.app, 'POST', '/api/auth/register/', {
    body: { email, name, otp },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return registered.body.response;
}

/** The account behind a session, as the web app reads it (GET /api/auth/profile-info/). */
export const profileOf = (t: TestApp, token: string) =>
  call<ProfileInfo>(t.app, 'GET', '/api/auth/profile-info/', { token });
