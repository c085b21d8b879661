import {
  type ApiAnswer,
  type ApiBody,
  type ApiPath,
  type ApiRouteName,
  type ApiRouteNameOf,
  apiPath,
  type Envelope,
  type FieldMessages,
  type MultipartBody,
  messages,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  StatusCode,
  type TokenPair,
} from '@hoogo/core';
import { pagePath } from '@/app/paths';
import { env } from '@/config/env';
import { reportReachable } from './connectivity';
import { currentLocale } from './language';
import { navigateTo } from './navigation';
import { noteServerDate } from './server-clock';
import { storage } from './storage';
import { notify } from './toast';

/** A failed call: the HTTP status (0 when no answer came), the envelope's statusCode and its messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly messages: FieldMessages;
  /** A refusal's Retry-After in seconds (429: how long to wait before the same request), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    statusCode: number;
    messages: FieldMessages;
    retryAfterSeconds?: number | null;
  }) {
    super(init.messages.general[0] ?? messages.network.somethingWrong);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusCode = init.statusCode;
    this.messages = init.messages;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** The first server message for a form field (email, name, password, otp, code, ...). */
  field(name: string): string | undefined {
    return this.messages[name]?.[0];
  }

  /** message.general[0], or the given default when the server sent none. */
  generalOr(fallback: string): string {
    return this.messages.general[0] ?? fallback;
  }
}

/**
 * True when no answer came (offline, DNS, a dropped connection, a client timeout): the session and the
 * event are fine, only the network failed. A 5xx is an answer and not counted here.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Send the stored access token (default). Auth calls such as login turn it off, and so do calls made with
   * a player key instead of a session: without a token a 401 is thrown as it is, with no refresh.
   */
  auth?: boolean;
  /**
   * No answer within this many ms ends the call as a network error (status 0). Defaults to
   * REQUEST_TIMEOUT_MS for JSON calls; uploads (FormData) have none unless given: their owner sets its own.
   * 0 turns it off.
   */
  timeoutMs?: number;
}

/**
 * A JSON call that has not answered in 30 s is stalled, not slow (even Slow 3G answers a few KB within
 * 10 s): ending it lets the screen show the network error with Retry instead of a spinner forever
 * (docs/decisions/0021-the-web-platform.md: "Timeouts").
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const REFRESH_PATH = apiPath('refreshToken');

/** The address of a call: its path (from the route table, ending with a slash) and the query. */
function buildUrl(base: string, query?: QueryParams): string {
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

function timezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Retry-After as whole seconds (the API sends seconds); null when absent or not a number. */
function retryAfterOf(res: Response): number | null {
  const seconds = Number(res.headers.get('Retry-After'));
  return res.headers.has('Retry-After') && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value;
}

async function readEnvelope<T>(res: Response): Promise<Envelope<T>> {
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (isEnvelope(parsed)) {
    const general = Array.isArray(parsed.message?.general) ? parsed.message.general : [];
    return { ...(parsed as Envelope<T>), message: { ...parsed.message, general } };
  }
  return {
    hasError: !res.ok,
    statusCode: res.status,
    message: { general: res.ok ? [] : [messages.network.somethingWrong] },
    response: parsed as T,
  };
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Timezone': timezone(),
    'X-Product': env.productName,
    'Accept-Language': currentLocale(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeoutMs = options.timeoutMs ?? (body instanceof FormData ? 0 : REQUEST_TIMEOUT_MS);
  const controller = new AbortController();
  const callerSignal = options.signal;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(), timeoutMs) : undefined;

  let res: Response;
  let envelope: Envelope<T>;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: controller.signal,
    });
    // The body can stall after the headers: the timeout covers reading it too.
    envelope = await readEnvelope<T>(res);
  } catch (error) {
    // The caller's own abort stays an AbortError; a timeout or a lost connection is a network error.
    if (callerSignal?.aborted) throw error;
    reportReachable(false);
    throw networkError();
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
  // Any answer, a refusal or a proxy's 502 included, says the network reaches out.
  reportReachable(true);
  noteServerDate(res.headers.get('Date'));

  if (!res.ok || envelope.hasError) {
    throw new ApiError({
      status: res.status,
      statusCode: envelope.statusCode,
      messages: envelope.message,
      retryAfterSeconds: retryAfterOf(res),
    });
  }
  return envelope;
}

/**
 * The error every caller gets once the server refused the refresh token. The session's end is said once,
 * by expireSession's toast, before the sign-in: screens show no box of their own for it (isSessionEnded).
 */
export class SessionEndedError extends ApiError {
  constructor() {
    super({
      status: 401,
      statusCode: StatusCode.TokenInvalid,
      messages: { general: [messages.network.sessionExpired] },
    });
    this.name = 'SessionEndedError';
  }
}

/**
 * True for the error of an ended session, which the toast already told
 * (docs/decisions/0021-the-web-platform.md: "Session").
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof SessionEndedError;
}

function networkError(): ApiError {
  return new ApiError({ status: 0, statusCode: 0, messages: { general: [messages.network.noResponse] } });
}

function isTokenError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.statusCode === StatusCode.TokenInvalid || error.status === 401);
}

let refreshInFlight: Promise<string> | null = null;
let sessionExpiring = false;
let stayingScreens = 0;

/**
 * While a screen that also works signed out is mounted (the venue board), a session that ends only
 * clears the session's keys: no toast, no redirect to /login. Returns the undo, for the unmount.
 */
export function stayOnPageWhenSessionEnds(): () => void {
  stayingScreens += 1;
  return () => {
    stayingScreens -= 1;
  };
}

/** Where the sign-in sends the person back to: the page they were on (not /login itself). */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search'>): string {
  const here = location.pathname + location.search;
  if (/^\/login\/?$/.test(location.pathname)) return here;
  return pagePath.login(here);
}

/**
 * The server refused the refresh token: the host session is over. Only the session's keys go; the
 * player keys (eventUserId-*) stay, because a ticket-code player has no other credential and a refused
 * refresh token says nothing about them. The sign-in comes back to the page the person was on.
 */
function expireSession(): void {
  if (stayingScreens > 0) {
    // A screen that also works signed out (the venue board) keeps running as the public sees it.
    storage.clearSession();
    return;
  }
  if (sessionExpiring) return;
  sessionExpiring = true;
  notify.error(messages.network.sessionExpired);
  setTimeout(() => {
    sessionExpiring = false;
    storage.clearSession();
    navigateTo(loginPathFor(window.location));
  }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
}

/** Only a refusal from the refresh endpoint ends the session; a 5xx, a timeout or no answer do not. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.statusCode === StatusCode.TokenInvalid);
}

async function refreshOnce(): Promise<string> {
  const refreshToken = storage.get('refreshToken');
  try {
    if (!refreshToken)
      throw new ApiError({ status: 401, statusCode: StatusCode.TokenInvalid, messages: { general: [] } });
    const { response } = await send<TokenPair>(
      REFRESH_PATH,
      { method: 'POST', body: { refresh_token: refreshToken } },
      null,
    );
    // Refresh tokens rotate: the old one is spent, keep the new pair.
    storage.set('accessToken', response.access_token);
    storage.set('refreshToken', response.refresh_token);
    return response.access_token;
  } catch (error) {
    // A lost connection, a timeout or a failing server say nothing about the session: keep it, and the
    // caller sees the error as it is (a network error or the server's message); the next call refreshes again.
    if (!isRefusal(error)) throw error;
    expireSession();
    throw new SessionEndedError();
  }
}

/** Every caller that hits an expired token waits for the same single refresh. */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The one HTTP client: resolves with the envelope of a successful call, throws ApiError otherwise. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const token = options.auth === false ? null : storage.get('accessToken');
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    if (!token || !isTokenError(error)) throw error;
    // Another call may have refreshed while this one was on the wire: use its token instead of refreshing again.
    const stored = storage.get('accessToken');
    const fresh = stored && stored !== token ? stored : await refreshAccessToken();
    return send<T>(path, options, fresh);
  }
}

/** A file the API sends as an attachment (the hosts' CSV exports): its bytes and the name it offers. */
export interface DownloadedFile {
  blob: Blob;
  /** The name of Content-Disposition (filename* first), or null when the answer gave none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''...` first, then `filename="..."`. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

async function sendFile(path: string, token: string | null, signal?: AbortSignal): Promise<DownloadedFile> {
  const headers: Record<string, string> = {
    Accept: 'text/csv, application/json',
    'X-Timezone': timezone(),
    'X-Product': env.productName,
    'Accept-Language': currentLocale(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  let blob: Blob | null = null;
  try {
    res = await fetch(path, { method: 'GET', headers, signal });
    if (res.ok) blob = await res.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    reportReachable(false);
    throw networkError();
  }
  reportReachable(true);
  if (!res.ok || !blob) {
    // A refusal comes as the usual envelope.
    const envelope = await readEnvelope<unknown>(res).catch(() => null);
    throw new ApiError({
      status: res.status,
      statusCode: envelope?.statusCode ?? res.status,
      messages: envelope?.message ?? { general: [messages.network.somethingWrong] },
      retryAfterSeconds: retryAfterOf(res),
    });
  }
  return { blob, filename: dispositionFilename(res.headers.get('Content-Disposition')) };
}

/**
 * Downloads a file at exactly `path` (a file name, no trailing slash) with the stored session; a streamed
 * export can take long, so no timeout. An expired access token is refreshed once, as `request` does.
 */
export async function download(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const token = storage.get('accessToken');
  try {
    return await sendFile(path, token, signal);
  } catch (error) {
    if (!token || !isTokenError(error)) throw error;
    const stored = storage.get('accessToken');
    const fresh = stored && stored !== token ? stored : await refreshAccessToken();
    return sendFile(path, fresh, signal);
  }
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

/** A call's body and options: the body may be left out only by a call that takes none. */
type BodyArgs<N extends ApiRouteName> = [ApiBody<N>] extends [undefined]
  ? [body?: undefined, options?: BodyOptions]
  : [body: ApiBody<N>, options?: BodyOptions];

/**
 * The API's calls, typed by the route table (packages/core/src/api/routes.ts): an address made by
 * `apiPath(name, params)` fixes the method it is called with, the body the call takes and the `response` it answers
 * (docs/decisions/0072-one-contract.md).
 */
export const api = {
  get: <N extends ApiRouteNameOf<'GET'>>(path: ApiPath<N>, options?: BodyOptions) =>
    request<ApiAnswer<N>>(path, { ...options, method: 'GET' }),
  post: <N extends ApiRouteNameOf<'POST'>>(path: ApiPath<N>, ...[body, options]: BodyArgs<N>) =>
    request<ApiAnswer<N>>(path, { ...options, method: 'POST', body }),
  put: <N extends ApiRouteNameOf<'PUT'>>(path: ApiPath<N>, ...[body, options]: BodyArgs<N>) =>
    request<ApiAnswer<N>>(path, { ...options, method: 'PUT', body }),
  patch: <N extends ApiRouteNameOf<'PATCH'>>(path: ApiPath<N>, ...[body, options]: BodyArgs<N>) =>
    request<ApiAnswer<N>>(path, { ...options, method: 'PATCH', body }),
  delete: <N extends ApiRouteNameOf<'DELETE'>>(path: ApiPath<N>, options?: BodyOptions) =>
    request<ApiAnswer<N>>(path, { ...options, method: 'DELETE' }),
};

/**
 * A multipart body whose field names are those of one call (the constants of
 * packages/core/src/api/multipart.ts): `fill` appends each field; the result is the FormData sent.
 */
export function formBody<Field extends string>(
  fill: (append: (field: Field, value: string | Blob, fileName?: string) => void) => void,
): MultipartBody<Field> {
  const form = new FormData();
  fill((field, value, fileName) => {
    if (typeof value === 'string') form.append(field, value);
    else if (fileName === undefined) form.append(field, value);
    else form.append(field, value, fileName);
  });
  return form as unknown as MultipartBody<Field>;
}

/**
 * The WebSocket address of an API path: the server answers a socket upgrade on the same path as its HTTP
 * route, on the page's own host, over wss when the page is on https. The socket carries no headers, so the
 * timezone (and a token, when given) travel in the query.
 */
export function socketUrl(path: string, query?: QueryParams): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${buildUrl(path, { tz: timezone(), ...query })}`;
}
