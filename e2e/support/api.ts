import type { Envelope, LoginResponse } from '@hoogo/core';
import type { Mailbox } from './mailbox.js';

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as X-Forwarded-For, to a server started with TRUST_PROXY=true: one address per simulated phone. */
  clientIp?: string;
  form?: FormData;
}

export async function callApi<T>(baseUrl: string, path: string, body?: unknown, token?: string) {
  return request<T>(baseUrl, path, body, { token });
}

export async function request<T>(baseUrl: string, path: string, body: unknown, options: CallOptions) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  let payload: BodyInit | undefined;
  if (options.form) {
    payload = options.form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Registers a new account through the API, with the OTP read from the mail, and returns its tokens. */
export async function registerThroughApi(
  baseUrl: string,
  mailbox: Mailbox,
  email: string,
  name: string,
  clientIp?: string,
): Promise<LoginResponse> {
  const before = mailbox.count();
  const pre = await request(baseUrl, '/api/auth/pre-register/', { email }, { clientIp });
  if (pre.body.hasError) throw new Error(`pre-register failed: ${JSON.stringify(pre.body)}`);
  const otp = await mailbox.nextCode(email, before);
  const registered = await request<LoginResponse>(
    baseUrl,
    '/api/auth/register/',
    { email, name, otp },
    { clientIp },
  );
  if (registered.body.hasError) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return registered.body.response;
}
