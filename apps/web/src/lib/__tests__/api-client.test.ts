// @vitest-environment jsdom
import {
  type ApiMethod,
  type ApiPath,
  type ApiRouteNameOf,
  apiPath,
  messages,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
} from '@hoogo/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { ApiError, api, formBody, loginPathFor, REQUEST_TIMEOUT_MS, request, socketUrl } from '../api-client';
import { useConnectivity } from '../connectivity';

/** A path as the client's tests spell it: the client's behaviour, not the route table, is under test. */
const raw = <M extends ApiMethod = 'GET'>(path: string) => path as ApiPath<ApiRouteNameOf<M>>;

import { currentLocale } from '../language';
import { setNavigate } from '../navigation';
import { storage } from '../storage';
import { notify } from '../toast';

const REFRESH = 'POST /api/auth/get-access-token/';

function signIn(access = 'old-access', refresh = 'refresh-1') {
  storage.set('accessToken', access);
  storage.set('refreshToken', refresh);
}

const tokenExpired = () =>
  envelope(null, { status: 401, statusCode: 1000, message: { general: ['Token expired'] } });

describe('the address fetched', () => {
  it("is the call's path, query parameters after it, values left out when unset", async () => {
    const { calls } = mockApi({ 'GET /api/hoogo/common/total-connections/': () => envelope({}) });
    await api.get(raw('/api/hoogo/common/total-connections/'));
    await api.get(raw('/api/hoogo/common/total-connections/'), { query: { a: 1, skip: undefined } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/hoogo/common/total-connections/',
      '/api/hoogo/common/total-connections/?a=1',
    ]);
  });
});

describe('the calls the type checker lets through', () => {
  it('takes an address only with the method of its call (npm run typecheck fails otherwise)', () => {
    const address = apiPath('getInfo', { id: 'e1' });
    // @ts-expect-error get-info is a GET call
    const posted = () => api.post(address, undefined);
    // @ts-expect-error delete is a DELETE call
    const fetched = () => api.get(apiPath('deleteEvent', { id: 'e1' }));
    expect([typeof posted, typeof fetched]).toEqual(['function', 'function']);
  });
});

describe('request headers and bodies', () => {
  it('sends the timezone, product, language, JSON and the stored bearer token', async () => {
    signIn('token-a');
    const { calls } = mockApi({ 'POST /api/hoogo/manage-event/create/': () => envelope({ id: 'e1' }) });
    const result = await api.post(raw<'POST'>('/api/hoogo/manage-event/create/'), { name: 'Meetup' });
    expect(result.response).toEqual({ id: 'e1' });
    const [call] = calls;
    expect(call?.headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call?.headers.get('X-Product')).toBe('Hoogo');
    // The language the pages speak (lib/language.ts), so the server answers in it.
    expect(call?.headers.get('Accept-Language')).toBe(currentLocale());
    expect(currentLocale()).toBe('en');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-a');
    expect(call?.body).toEqual({ name: 'Meetup' });
  });

  it('sends no Authorization header without a stored token or when auth is off', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login/': () => envelope({}) });
    await api.post(raw<'POST'>('/api/auth/login/'), undefined);
    signIn('token-a');
    await api.post(raw<'POST'>('/api/auth/login/'), undefined, { auth: false });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const { calls } = mockApi({ 'PATCH /api/hoogo/manage-event/e1/update/': () => envelope({}) });
    const form = formBody<'name'>((append) => append('name', 'Meetup'));
    await api.patch(apiPath('updateEvent', { id: 'e1' }), form);
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData | undefined)?.get('name')).toBe('Meetup');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });
});

describe('errors', () => {
  it('turns a non-2xx answer into an ApiError with status, statusCode, messages and general[0]', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () =>
        envelope(null, {
          status: 429,
          message: { general: ['Please wait 30 seconds'], email: ['Slow down'] },
        }),
    });
    const error = await api.post(raw<'POST'>('/api/auth/generate-otp/'), undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(429);
    expect(apiError.statusCode).toBe(429);
    expect(apiError.message).toBe('Please wait 30 seconds');
    expect(apiError.field('email')).toBe('Slow down');
  });

  it('reports a call that got no answer with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get(raw('/api/hoogo/common/total-connections/')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(messages.network.noResponse);
  });

  it('does not try to refresh when the failing call carried no token', async () => {
    const api401 = mockApi({ 'GET /api/auth/profile-info/': tokenExpired });
    await expect(api.get(raw('/api/auth/profile-info/'))).rejects.toBeInstanceOf(ApiError);
    expect(api401.callsTo('POST', '/api/auth/get-access-token/')).toHaveLength(0);
  });
});

describe('silent token refresh', () => {
  it('shares one refresh between concurrent 401s, stores the rotated pair and replays each call once', async () => {
    signIn('old-access', 'refresh-1');
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fake = mockApi({
      'GET /api/auth/profile-info/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? envelope({ email: 'a@b.co' }) : tokenExpired(),
      'GET /api/hoogo/manage-user/organised-events/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? envelope([]) : tokenExpired(),
      [REFRESH]: async () => {
        await refreshGate;
        return envelope({ access_token: 'new-access', refresh_token: 'refresh-2' });
      },
    });

    const pending = Promise.all([
      api.get(raw('/api/auth/profile-info/')),
      api.get(raw('/api/hoogo/manage-user/organised-events/')),
      api.get(raw('/api/auth/profile-info/')),
    ]);
    await vi.waitFor(() => expect(fake.callsTo('POST', '/api/auth/get-access-token/')).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(results.map((r) => r.response)).toEqual([{ email: 'a@b.co' }, [], { email: 'a@b.co' }]);
    const refreshCalls = fake.callsTo('POST', '/api/auth/get-access-token/');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(refreshCalls[0]?.headers.get('Authorization')).toBeNull();
    expect(storage.get('accessToken')).toBe('new-access');
    expect(storage.get('refreshToken')).toBe('refresh-2');
    // 3 first tries + 3 replays, each replay with the new token.
    expect(fake.calls.filter((c) => c.path !== '/api/auth/get-access-token/')).toHaveLength(6);
  });

  it('replays only once: a second 401 after the refresh is thrown', async () => {
    signIn();
    const fake = mockApi({
      'GET /api/auth/profile-info/': tokenExpired,
      [REFRESH]: () => envelope({ access_token: 'new-access', refresh_token: 'refresh-2' }),
    });
    await expect(api.get(raw('/api/auth/profile-info/'))).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('GET', '/api/auth/profile-info/')).toHaveLength(2);
    expect(fake.callsTo('POST', '/api/auth/get-access-token/')).toHaveLength(1);
  });

  it('on a refused refresh shows the session toast, then ends only the host session and signs in back to the page', async () => {
    vi.useFakeTimers();
    window.history.pushState({}, '', '/devfest/?from=qr');
    signIn();
    storage.set('userEmail', 'anna@example.com');
    storage.setEventUserId('e1', 'player-1');
    storage.setEventFlag('rulesSeen', 'e1');
    const navigate = vi.fn();
    setNavigate(navigate);
    const toastError = vi.spyOn(notify, 'error');
    mockApi({
      'GET /api/auth/profile-info/': tokenExpired,
      [REFRESH]: () =>
        envelope(null, { status: 401, statusCode: 1000, message: { general: ['Invalid token'] } }),
    });

    await expect(request('/api/auth/profile-info/')).rejects.toMatchObject({
      message: messages.network.sessionExpired,
    });
    expect(toastError).toHaveBeenCalledWith(messages.network.sessionExpired);
    expect(storage.get('userEmail')).toBe('anna@example.com');

    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('userEmail')).toBeNull();
    // The ticket-code player's only credential and the per-event flags survive.
    expect(storage.getEventUserId('e1')).toBe('player-1');
    expect(storage.getEventFlag('rulesSeen', 'e1')).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`/login?ruri=${encodeURIComponent('/devfest/?from=qr')}`);
    window.history.pushState({}, '', '/');
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 0],
    ['a 503', () => envelope(null, { status: 503, message: { general: ['Service Unavailable'] } }), 503],
    ['a 502 without an envelope', () => new Response('<html>Bad gateway</html>', { status: 502 }), 502],
  ])('keeps the whole session when the refresh gets %s', async (_label, answer, status) => {
    vi.useFakeTimers();
    signIn('old-access', 'refresh-1');
    storage.setEventUserId('e1', 'player-1');
    const navigate = vi.fn();
    setNavigate(navigate);
    const toastError = vi.spyOn(notify, 'error');
    const fake = mockApi({ 'GET /api/auth/profile-info/': tokenExpired, [REFRESH]: answer });

    await expect(request('/api/auth/profile-info/')).rejects.toMatchObject({ status });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS * 2);
    expect(toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.get('accessToken')).toBe('old-access');
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(storage.getEventUserId('e1')).toBe('player-1');

    // The next call refreshes again with the same token and goes on once the server answers.
    fake.fetchMock.mockClear();
    const retry = mockApi({
      'GET /api/auth/profile-info/': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? envelope({ email: 'a@b.co' }) : tokenExpired(),
      [REFRESH]: () => envelope({ access_token: 'new-access', refresh_token: 'refresh-2' }),
    });
    await expect(request('/api/auth/profile-info/')).resolves.toMatchObject({
      response: { email: 'a@b.co' },
    });
    expect(retry.callsTo('POST', '/api/auth/get-access-token/')[0]?.body).toEqual({
      refresh_token: 'refresh-1',
    });
  });

  it('keeps the session when the refresh times out', async () => {
    vi.useFakeTimers();
    signIn('old-access', 'refresh-1');
    const navigate = vi.fn();
    setNavigate(navigate);
    mockApi({
      'GET /api/auth/profile-info/': tokenExpired,
      [REFRESH]: (call) => hangUntilAborted(call.signal),
    });
    const pending = request('/api/auth/profile-info/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 0, message: messages.network.noResponse });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.get('refreshToken')).toBe('refresh-1');
  });
});

/** A fake answer that never comes; it ends only when the request is aborted, as fetch does. */
function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('timeouts', () => {
  it('ends a JSON call with no answer after REQUEST_TIMEOUT_MS as a network error', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/hoogo/common/total-connections/': (call) => hangUntilAborted(call.signal) });
    const pending = api.get(raw('/api/hoogo/common/total-connections/')).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: messages.network.noResponse });
  });

  it("keeps the caller's own abort an AbortError and gives an upload no default timeout", async () => {
    vi.useFakeTimers();
    const fake = mockApi({
      'GET /api/hoogo/common/total-connections/': (call) => hangUntilAborted(call.signal),
      'POST /api/hoogo/manage-game/e1/user-input/': (call) => hangUntilAborted(call.signal),
    });
    const controller = new AbortController();
    const aborted = api
      .get(apiPath('totalConnections'), { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });

    let uploadSettled = false;
    const upload = api
      .post(
        apiPath('addConnection', { id: 'e1' }),
        formBody(() => {}),
      )
      .finally(() => {
        uploadSettled = true;
      });
    upload.catch(() => {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(uploadSettled).toBe(false);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('loginPathFor', () => {
  it('sends the sign-in back to the page, but not from /login to itself', () => {
    expect(loginPathFor({ pathname: '/dashboard/devfest', search: '' })).toBe(
      '/login?ruri=%2Fdashboard%2Fdevfest',
    );
    expect(loginPathFor({ pathname: '/login', search: '?ruri=%2Fx' })).toBe('/login?ruri=%2Fx');
  });
});

describe('socket addresses', () => {
  const board = apiPath('leaderboard', { id: 'event 1' });

  it('uses ws on an http page, the page host and the HTTP route path, with the timezone', () => {
    const url = new URL(socketUrl(board));
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe(window.location.host);
    expect(url.pathname).toBe('/api/hoogo/manage-event/event%201/leaderboard/');
    expect(url.searchParams.get('tz')).toBeTruthy();
    expect(url.searchParams.has('token')).toBe(false);
  });

  it('uses wss on an https page and carries a given token', () => {
    vi.stubGlobal('location', new URL('https://hoogo.example/dashboard/x'));
    const url = new URL(socketUrl(board, { token: 'access-1' }));
    expect(url.protocol).toBe('wss:');
    expect(url.host).toBe('hoogo.example');
    expect(url.searchParams.get('token')).toBe('access-1');
  });
});

describe('what a call says of the connection', () => {
  it('is unreachable after a call with no answer while the browser says online, reachable after any answer', async () => {
    const { result } = renderHook(() => useConnectivity());
    mockApi({
      'GET /api/hoogo/a/': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/hoogo/b/': () => envelope(null, { status: 502, message: { general: ['Bad gateway'] } }),
    });
    await expect(api.get(raw('/api/hoogo/a/'))).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(() => expect(result.current).toBe('unreachable'));
    expect(navigator.onLine).toBe(true);
    await expect(api.get(raw('/api/hoogo/b/'))).rejects.toMatchObject({ status: 502 });
    await vi.waitFor(() => expect(result.current).toBe('online'));
  });
});
