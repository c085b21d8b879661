import { messages, SESSION_EXPIRED_REDIRECT_DELAY_MS } from '@hoogo/core';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { ApiError, api, request, withTrailingSlash } from '../api-client';
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

describe('trailing slash rule', () => {
  it('appends a slash to a path that has none', () => {
    expect(withTrailingSlash('/api/auth/profile-info')).toBe('/api/auth/profile-info/');
  });

  it('keeps a path that already ends with a slash', () => {
    expect(withTrailingSlash('/api/auth/login/')).toBe('/api/auth/login/');
  });

  it('leaves a path with a query string alone', () => {
    expect(withTrailingSlash('/api/hoogo/manage-game/x/get-user-matrix?user_id=1')).toBe(
      '/api/hoogo/manage-game/x/get-user-matrix?user_id=1',
    );
  });

  it('is applied to the URL that is fetched, query parameters after the slash', async () => {
    const { calls } = mockApi({ 'GET /api/hoogo/common/total-connections/': () => envelope({}) });
    await api.get('/api/hoogo/common/total-connections');
    await api.get('/api/hoogo/common/total-connections', { query: { a: 1, skip: undefined } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/hoogo/common/total-connections/',
      '/api/hoogo/common/total-connections/?a=1',
    ]);
  });
});

describe('request headers and bodies', () => {
  it('sends the timezone, product, language, JSON and the stored bearer token', async () => {
    signIn('token-a');
    const { calls } = mockApi({ 'POST /api/hoogo/manage-event/create/': () => envelope({ id: 'e1' }) });
    const result = await api.post<{ id: string }>('/api/hoogo/manage-event/create/', { name: 'Meetup' });
    expect(result.response).toEqual({ id: 'e1' });
    const [call] = calls;
    expect(call?.headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call?.headers.get('X-Product')).toBe('Hoogo');
    expect(call?.headers.get('Accept-Language')).toBe(navigator.language);
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-a');
    expect(call?.body).toEqual({ name: 'Meetup' });
  });

  it('sends no Authorization header without a stored token or when auth is off', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login/': () => envelope({}) });
    await api.post('/api/auth/login/', {});
    signIn('token-a');
    await api.post('/api/auth/login/', {}, { auth: false });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const { calls } = mockApi({ 'PATCH /api/hoogo/manage-event/e1/update/': () => envelope({}) });
    const form = new FormData();
    form.append('name', 'Meetup');
    await api.patch('/api/hoogo/manage-event/e1/update/', form);
    expect(calls[0]?.body).toBe(form);
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
    const error = await api.post('/api/auth/generate-otp/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(429);
    expect(apiError.statusCode).toBe(429);
    expect(apiError.message).toBe('Please wait 30 seconds');
    expect(apiError.field('email')).toBe('Slow down');
  });

  it('reports a call that got no answer with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/hoogo/common/total-connections/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(messages.network.noResponse);
  });

  it('does not try to refresh when the failing call carried no token', async () => {
    const api401 = mockApi({ 'GET /api/auth/profile-info/': tokenExpired });
    await expect(api.get('/api/auth/profile-info/')).rejects.toBeInstanceOf(ApiError);
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
      api.get('/api/auth/profile-info/'),
      api.get('/api/hoogo/manage-user/organised-events/'),
      api.get('/api/auth/profile-info/'),
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
    await expect(api.get('/api/auth/profile-info/')).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('GET', '/api/auth/profile-info/')).toHaveLength(2);
    expect(fake.callsTo('POST', '/api/auth/get-access-token/')).toHaveLength(1);
  });

  it('on a failed refresh shows the session toast, then clears storage and goes to /login after 3 s', async () => {
    vi.useFakeTimers();
    signIn();
    storage.set('userEmail', 'anna@example.com');
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
    expect(window.localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
