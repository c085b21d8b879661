/**
 * One attendee of the morning rush, through the real HTTP API as the web app calls it (apps/web: the event
 * link signed out leads to /login?ruri=/<event>, whose form asks check-play-with-ticket-code; the email
 * form calls generate-otp (Login) and, on 1001, pre-register; the code form register or login; then the
 * player page asks get-info, get-event-register-id and get-user-matrix). The person's own pauses (typing
 * the email, fetching the code from the mail app, typing the name) are waited but never timed.
 */
import { performance } from 'node:perf_hooks';
import type { Envelope } from '@hoogo/core';
import { seededRandom } from '@hoogo/core';
import { createClient, type HttpAnswer, type HttpRequest } from '../lib/http.ts';
import { sleep } from '../lib/stats.ts';
import { readCode, type SlowMailbox } from './mailbox.ts';

/** The server-facing steps, in the order an attendee meets them. */
export const STEPS = [
  'event page',
  'ticket-code check',
  'generate-otp',
  'pre-register',
  'register',
  'login',
  'event info',
  'join',
  'grid',
] as const;
export type StepName = (typeof STEPS)[number];

/** What a step answered: ok, a refusal (HTTP 429) or an error (anything else unexpected, a timeout). */
export interface Call {
  step: StepName;
  ms: number;
  kind: 'ok' | 'refused' | 'error';
  /** HTTP status, or the error's message when there was no answer. */
  status: number | string;
  /** The refusal's or error's sentence (message.general[0] of the envelope, else the body's start). */
  sentence?: string;
  /** Retry-After of a refusal, in seconds. */
  retryAfter?: number;
}

export interface AttendeeResult {
  index: number;
  returning: boolean;
  /** Planned arrival, ms after the QR code was shown. */
  arrivalMs: number;
  /** in: grid loaded; refused: a 429 stopped them; failed: an error did; cut: the run's deadline did. */
  outcome: 'in' | 'refused' | 'failed' | 'cut';
  /** Where a refused, failed or cut attendee stopped (a step, or "mail"). */
  stoppedAt?: string;
  calls: Call[];
  /** Sum of the server-facing steps (QR to grid without the person's pauses), when they got in. */
  serverMs?: number;
  /** From sending the request that mails the code until the mail is readable. */
  mailDeliveryMs?: number;
  /** From that request's answer until the mail is readable (0 when it was there before the answer). */
  mailAfterAnswerMs?: number;
  /** When the grid answered, ms after the QR code was shown. */
  finishedMs?: number;
}

export interface RushTarget {
  port: number;
  event: { id: string; name: string };
  /** The files index.html links (/assets/...): what a phone downloads before the app runs. */
  assets: string[];
  mailbox: SlowMailbox;
}

export interface RushPlan {
  attendees: number;
  /** Share of returning attendees (accounts made before the rush), spread evenly over the arrivals. */
  returningShare: number;
  /** The arrival window: a burst when the QR code is shown, then a tail (arrivalTimes). */
  windowMs: number;
  /** Whether the person's pauses are waited (typing, the mail app); off, each step follows the last. */
  think: boolean;
  requestTimeoutMs: number;
  /** How long an attendee waits for the mail after the answer before counting it as lost. */
  mailTimeoutMs: number;
  /** Each attendee's email is rush-<tag>-<i>@example.com (fresh per run). */
  tag: string;
  seed: number;
}

/** The email of returning attendee k (0-based): bench/rush/seed-accounts.ts makes these accounts. */
export const returningEmail = (k: number) => `rush-returning-${k}@example.com`;

/** Whether attendee i is a returning one: every 1/share-th attendee, so they spread over the arrivals. */
export const isReturning = (i: number, share: number) => Math.floor((i + 1) * share) > Math.floor(i * share);

/**
 * Arrival times (ms after the QR code is shown) of `count` attendees over `windowMs`: the quantiles of an
 * exponential decay with a time constant of a quarter of the window, cut at its end. The first quarter
 * brings ~65 % of the crowd (the burst when the code appears on the screen), the rest trickles in.
 * Deterministic, so two runs meet the same crowd.
 */
export function arrivalTimes(count: number, windowMs: number): number[] {
  const tau = windowMs / 4;
  const mass = 1 - Math.exp(-windowMs / tau);
  return Array.from({ length: count }, (_, i) => -tau * Math.log(1 - ((i + 0.5) / count) * mass));
}

class Stop extends Error {
  constructor(
    readonly outcome: 'refused' | 'failed' | 'cut',
    readonly where: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** The envelope of an answer, or undefined when the body is not one. */
function envelopeOf(answer: HttpAnswer): Envelope | undefined {
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as Envelope;
    return body && typeof body === 'object' && 'hasError' in body ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The sentence an answer gives: message.general[0], else the first field's, else the body's start. */
function sentenceOf(answer: HttpAnswer): string {
  const message = envelopeOf(answer)?.message as Record<string, string[]> | undefined;
  const first = message?.general?.[0] ?? Object.values(message ?? {}).flat()[0];
  return first ?? answer.body.toString('utf8').slice(0, 160);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The headers the web app's API client sends (apps/web/src/lib/api-client.ts). */
export const APP_HEADERS = {
  'x-timezone': 'Europe/Berlin',
  'x-product': 'Hoogo',
  'accept-language': 'en-GB',
};

/**
 * Runs the whole crowd against `target`: attendee i arrives at start + arrivals[i]. Every wait and
 * request is bounded by `deadline` (performance.now()); whoever is not through by then is "cut".
 */
export async function runCrowd(
  target: RushTarget,
  plan: RushPlan,
  start: number,
  deadline: number,
  onProgress?: (result: AttendeeResult) => void,
): Promise<AttendeeResult[]> {
  const arrivals = arrivalTimes(plan.attendees, plan.windowMs);
  const random = seededRandom(plan.seed);
  // Drawn up front in attendee order, so a run's pauses do not depend on the order answers come in.
  const pauses = arrivals.map(() => ({ email: random(), code: random() }));
  let returningSoFar = 0;
  const people = arrivals.map((arrivalMs, index) => {
    const returning = isReturning(index, plan.returningShare);
    const email = returning ? returningEmail(returningSoFar++) : `rush-${plan.tag}-${index}@example.com`;
    return { index, arrivalMs, returning, email, pause: pauses[index] as { email: number; code: number } };
  });
  return Promise.all(
    people.map(async (person) => {
      const result = await attendee(target, plan, person, start, deadline);
      onProgress?.(result);
      return result;
    }),
  );
}

async function attendee(
  target: RushTarget,
  plan: RushPlan,
  person: {
    index: number;
    arrivalMs: number;
    returning: boolean;
    email: string;
    pause: { email: number; code: number };
  },
  start: number,
  deadline: number,
): Promise<AttendeeResult> {
  const result: AttendeeResult = {
    index: person.index,
    returning: person.returning,
    arrivalMs: person.arrivalMs,
    outcome: 'cut',
    calls: [],
  };
  /** Waits until `at` (performance.now()); past the deadline, the attendee is cut where they are. */
  const waitUntil = async (at: number, where: string) => {
    if (at > deadline) {
      await sleep(Math.max(0, deadline - performance.now()));
      throw new Stop('cut', where, 'the run ended first');
    }
    await sleep(Math.max(0, at - performance.now()));
  };
  await waitUntil(start + person.arrivalMs, 'arrival').catch((error: unknown) => {
    if (error instanceof Stop) result.stoppedAt = error.where;
  });
  if (result.stoppedAt) return result;

  // A phone: its own connections (a browser opens up to 6 to one host), kept alive between steps.
  const client = createClient(target.port, 6, { timeoutMs: plan.requestTimeoutMs });
  const API = '/api/hoogo';
  const eventPath = (section: string, rest: string) =>
    `${API}/${section}/${encodeURIComponent(target.event.name)}${rest}`;
  let token: string | undefined;

  /** One request of a step; a 429 stops the attendee as refused, an unexpected answer as failed. */
  async function call(
    step: StepName,
    request: HttpRequest,
    expected: (answer: HttpAnswer) => boolean = (answer) => answer.status === 200,
  ): Promise<HttpAnswer> {
    if (performance.now() >= deadline) throw new Stop('cut', step, 'the run ended first');
    const headers = {
      ...APP_HEADERS,
      ...request.headers,
      ...(token && { authorization: `Bearer ${token}` }),
    };
    const began = performance.now();
    let answer: HttpAnswer;
    try {
      answer = await client.request({ ...request, headers });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.calls.push({ step, ms: performance.now() - began, kind: 'error', status: message });
      throw new Stop('failed', step, message);
    }
    if (answer.status === 429) {
      const sentence = sentenceOf(answer);
      const retryAfter = Number(answer.headers['retry-after']);
      result.calls.push({
        step,
        ms: answer.elapsed,
        kind: 'refused',
        status: 429,
        sentence,
        ...(Number.isFinite(retryAfter) && { retryAfter }),
      });
      throw new Stop('refused', step, sentence);
    }
    if (!expected(answer)) {
      const sentence = sentenceOf(answer);
      result.calls.push({ step, ms: answer.elapsed, kind: 'error', status: answer.status, sentence });
      throw new Stop('failed', step, `HTTP ${answer.status}: ${sentence}`);
    }
    result.calls.push({ step, ms: answer.elapsed, kind: 'ok', status: answer.status });
    return answer;
  }

  const json = (answer: HttpAnswer) => envelopeOf(answer) as Envelope<Record<string, unknown>>;
  const post = (path: string, body?: unknown): HttpRequest => ({
    method: 'POST',
    path,
    headers: body === undefined ? {} : JSON_HEADERS,
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  });

  try {
    // The event link, signed out: the page and the files it links, as a browser loads them (up to 6 at
    // once); timed as one step from the first request to the last byte.
    const pageStarted = performance.now();
    const page = await client
      .request({ path: `/${encodeURIComponent(target.event.name)}`, headers: { accept: 'text/html' } })
      .catch((error: unknown) => error as Error);
    const failedAsset =
      page instanceof Error || page.status !== 200
        ? page
        : (
            await Promise.all(
              target.assets.map((asset) =>
                client
                  .request({ path: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } })
                  .catch((error: unknown) => error as Error),
              ),
            )
          ).find((answer) => answer instanceof Error || answer.status !== 200);
    const pageMs = performance.now() - pageStarted;
    if (failedAsset) {
      const refused = !(failedAsset instanceof Error) && failedAsset.status === 429;
      const status = failedAsset instanceof Error ? failedAsset.message : failedAsset.status;
      const sentence = failedAsset instanceof Error ? failedAsset.message : sentenceOf(failedAsset);
      result.calls.push({
        step: 'event page',
        ms: pageMs,
        kind: refused ? 'refused' : 'error',
        status,
        sentence,
      });
      throw new Stop(refused ? 'refused' : 'failed', 'event page', sentence);
    }
    result.calls.push({ step: 'event page', ms: pageMs, kind: 'ok', status: 200 });
    // The sign-in form asks whether this event takes ticket codes.
    await call('ticket-code check', { path: eventPath('manage-event', '/check-play-with-ticket-code/') });

    // Typing the email (6-15 s), not timed.
    if (plan.think)
      await waitUntil(performance.now() + 6_000 + person.pause.email * 9_000, 'typing the email');
    const sendStarted = performance.now();
    if (person.returning) {
      await call(
        'generate-otp',
        post('/api/auth/generate-otp/', { email_or_phone: person.email, type: 'Login' }),
      );
    } else {
      // An unknown email answers 1001 (HTTP 404): the app then pre-registers at once.
      await call(
        'generate-otp',
        post('/api/auth/generate-otp/', { email_or_phone: person.email, type: 'Login' }),
        (answer) => answer.status === 404 && envelopeOf(answer)?.statusCode === 1001,
      );
      await call('pre-register', post('/api/auth/pre-register/', { email: person.email }));
    }
    const answeredAt = performance.now();

    // The mail: read from the inbox when the provider accepted it.
    const mail = await target.mailbox.waitFor(
      person.email,
      sendStarted,
      Math.min(deadline, answeredAt + plan.mailTimeoutMs),
    );
    if (!mail) {
      if (performance.now() >= deadline) throw new Stop('cut', 'mail', 'the run ended first');
      throw new Stop(
        'failed',
        'mail',
        `no mail within ${Math.round(plan.mailTimeoutMs / 1000)} s of the answer`,
      );
    }
    result.mailDeliveryMs = mail.readableAt - sendStarted;
    result.mailAfterAnswerMs = Math.max(0, mail.readableAt - answeredAt);
    const code = readCode(mail.text);
    if (!code) throw new Stop('failed', 'mail', `no 6-digit code in the mail: ${mail.text.slice(0, 160)}`);
    // Switching to the mail app, copying the code and (new attendees) typing a name: 8-20 s, not timed.
    if (plan.think) await waitUntil(answeredAt + 8_000 + person.pause.code * 12_000, 'reading the mail');

    const signedIn = person.returning
      ? await call('login', post('/api/auth/login/', { email_or_phone: person.email, otp: code }))
      : await call(
          'register',
          post('/api/auth/register/', { email: person.email, name: `Attendee ${person.index}`, otp: code }),
        );
    token = String(json(signedIn).response?.access_token ?? '');
    if (!token)
      throw new Stop('failed', person.returning ? 'login' : 'register', 'no access token in the answer');

    // Back on the event's player page, signed in: the event, the registration, the grid.
    const info = await call('event info', { path: eventPath('manage-event', '/get-info/') });
    const eventId = String(json(info).response?.id ?? '');
    if (!eventId) throw new Stop('failed', 'event info', 'no event id in the answer');
    const joinPath = `${API}/manage-user/${encodeURIComponent(eventId)}/get-event-register-id/`;
    const joined = await call('join', post(joinPath));
    const key = String(json(joined).response?.user_id ?? '');
    if (!key) throw new Stop('failed', 'join', 'no player key in the answer');
    await call('grid', {
      path: `${API}/manage-game/${encodeURIComponent(eventId)}/get-user-matrix/?user_id=${encodeURIComponent(key)}`,
    });
    result.outcome = 'in';
    result.finishedMs = performance.now() - start;
    result.serverMs = result.calls.reduce((sum, c) => sum + c.ms, 0);
  } catch (error) {
    // Anything else is the bench's own fault: counted as a failure where it happened, never lost.
    result.outcome = error instanceof Stop ? error.outcome : 'failed';
    result.stoppedAt = error instanceof Stop ? error.where : `bench error: ${String(error)}`;
  } finally {
    client.close();
  }
  return result;
}
