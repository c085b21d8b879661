import {
  apiRoutes,
  attendeeListFields,
  type CreatedEvent,
  type Envelope,
  type LoginResponse,
  type PlayerRegistration,
} from '@hoogo/core';
import { connectionFields, type FormParts, formData, gridFields } from '@hoogo/testing/forms';
import { grid } from './grid.js';
import type { Mailbox } from './mailbox.js';
import { selfie } from './selfie.js';

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as X-Forwarded-For, to a server that trusts the loopback proxy (TRUST_PROXY=127.0.0.1): one address per simulated phone. */
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

/**
 * Creates an event through the API, then sets its grid (rows of letters) and friend-code length when given.
 * Throws with the server's answer when either call is refused.
 */
export async function createEventThroughApi(
  baseUrl: string,
  token: string,
  name: string,
  setup: { grid?: string[][]; codeDigits?: number } = {},
): Promise<CreatedEvent> {
  const created = await request<CreatedEvent>(
    baseUrl,
    '/api/hoogo/manage-event/create/',
    { name },
    { token },
  );
  if (created.status !== 200) throw new Error(`create event failed: ${JSON.stringify(created.body)}`);
  if (!setup.grid && setup.codeDigits === undefined) return created.body.response;
  const fields = gridFields(setup.grid ?? []);
  if (setup.codeDigits !== undefined) fields.push(['code_digits', String(setup.codeDigits)]);
  const updated = await updateEventThroughApi(baseUrl, token, name, fields);
  if (updated.status !== 200) throw new Error(`event update failed: ${JSON.stringify(updated.body)}`);
  return created.body.response;
}

/** Update Event through the API with the form `fields`, as the host whose `token` it is; answers what the server answers. */
export function updateEventThroughApi(baseUrl: string, token: string, eventName: string, fields: FormParts) {
  return request(baseUrl, `/api/hoogo/manage-event/${eventName}/update/`, undefined, {
    method: 'PATCH',
    token,
    form: formData(fields),
  });
}

/**
 * Uploads an attendee list (a CSV of names and ticket codes) named `name` as the organiser whose `token`
 * it is, so that players join with their ticket codes and no sign-up mail; answers the list's id, which
 * an event is linked to by `mmp_event_id`.
 */
export async function uploadAttendeeListThroughApi(
  baseUrl: string,
  token: string,
  name: string,
  people: ReadonlyArray<{ name: string; ticket: string }>,
): Promise<string> {
  const csv = ['name,ticket code', ...people.map((person) => `${person.name},${person.ticket}`)].join('\n');
  const form = new FormData();
  form.set(attendeeListFields.name, name);
  form.set(attendeeListFields.file, new Blob([csv], { type: 'text/csv' }), 'attendees.csv');
  const list = await request<{ event_id: string }>(baseUrl, apiRoutes.uploadAttendeeList.path, undefined, {
    token,
    form,
  });
  if (list.status !== 200) throw new Error(`attendee list upload failed: ${JSON.stringify(list.body)}`);
  return list.body.response.event_id;
}

/** A player made through the API: their session, their registration in the event and the address they use. */
export interface ApiPlayer {
  tokens: LoginResponse;
  registration: PlayerRegistration;
  ip: string;
}

/** A new account, from `ip`, that joins `eventName` as a player. */
export async function joinThroughApi(
  baseUrl: string,
  mailbox: Mailbox,
  eventName: string,
  account: { email: string; name: string; ip: string },
): Promise<ApiPlayer> {
  const { email, name, ip } = account;
  const tokens = await registerThroughApi(baseUrl, mailbox, email, name, ip);
  const joined = await request<PlayerRegistration>(
    baseUrl,
    `/api/hoogo/manage-user/${eventName}/get-event-register-id/`,
    undefined,
    { method: 'POST', token: tokens.access_token, clientIp: ip },
  );
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  return { tokens, registration: joined.body.response, ip };
}

/**
 * Fills the cell at row x, column y of the end-to-end grid (support/grid.ts) with a selfie of one colour,
 * linked to the player whose friend code is `code` (none in an event without friend codes). Throws with
 * the server's answer when refused.
 */
export async function connectThroughApi(
  baseUrl: string,
  eventName: string,
  player: ApiPlayer,
  [x, y]: [number, number],
  connection: {
    code?: string;
    name?: string;
    liner?: string;
    color?: string;
    /**
     * The selfie_consent field: given unless told (the big screen shows the selfie, docs/data.md); null
     * leaves the field out, which counts as not given.
     */
    consent?: boolean | null;
  },
): Promise<void> {
  const letter = grid[x]![y]!;
  const image = await selfie(connection.color ?? '#336699');
  const form = formData(
    connectionFields({
      x,
      y,
      letter,
      name: connection.name ?? `${letter}lex`,
      liner: connection.liner ?? 'Talked about community events and coffee',
      code: connection.code,
      image: { filename: 'selfie.jpg', content: image, type: 'image/jpeg' },
    }),
  );
  const consent = connection.consent === undefined ? true : connection.consent;
  if (consent !== null) form.append('selfie_consent', String(consent));
  const res = await request(
    baseUrl,
    `/api/hoogo/manage-game/${eventName}/user-input/?user_id=${player.registration.user_id}`,
    undefined,
    { form, clientIp: player.ip },
  );
  if (res.status !== 200) throw new Error(`connection refused: ${JSON.stringify(res.body.message)}`);
}
