import type { Envelope, LoginResponse } from '@hoogo/core';
import type { Mailbox } from './mailbox.js';

export async function callApi<T>(baseUrl: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Registers a new account through the API, with the OTP read from the mail, and returns its tokens. */
export async function registerThroughApi(
  baseUrl: string,
  mailbox: Mailbox,
  email: string,
  name: string,
): Promise<LoginResponse> {
  const before = mailbox.count();
  const pre = await callApi(baseUrl, '/api/auth/pre-register/', { email });
  if (pre.body.hasError) throw new Error(`pre-register failed: ${JSON.stringify(pre.body)}`);
  const otp = await mailbox.nextCode(email, before);
  const registered = await callApi<LoginResponse>(baseUrl, '/api/auth/register/', { email, name, otp });
  if (registered.body.hasError) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return registered.body.response;
}
