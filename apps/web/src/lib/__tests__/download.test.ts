// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { ApiError, dispositionFilename, download } from '../api-client';
import { storage } from '../storage';

const csv = (name: string) =>
  new Response('\uFEFFa,b\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });

describe('dispositionFilename', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and is null without a name', () => {
    expect(dispositionFilename(`attachment; filename="plain.csv"; filename*=UTF-8''caf%C3%A9.csv`)).toBe(
      'café.csv',
    );
    expect(dispositionFilename('attachment; filename="players.csv"')).toBe('players.csv');
    expect(dispositionFilename('attachment; filename=bare.csv')).toBe('bare.csv');
    expect(dispositionFilename(`attachment; filename*=UTF-8''%E0%A4%A; filename="safe.csv"`)).toBe(
      'safe.csv',
    );
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});

describe('download', () => {
  it('asks the exact path with the Bearer token and gives the file and its name', async () => {
    storage.set('accessToken', 'access-1');
    storage.set('refreshToken', 'refresh-1');
    const fake = mockApi({ 'GET /api/x/export/players.csv': () => csv('players.csv') });
    const file = await download('/api/x/export/players.csv');
    expect(file.filename).toBe('players.csv');
    // The bytes as sent, the BOM first (text() would drop it when decoding).
    expect([...new Uint8Array(await file.blob.arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x61]);
    expect(fake.calls[0]?.url).toBe('/api/x/export/players.csv');
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('refreshes an expired token once and asks again', async () => {
    storage.set('accessToken', 'old');
    storage.set('refreshToken', 'refresh-1');
    const fake = mockApi({
      'GET /api/x/export/players.csv': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new'
          ? csv('players.csv')
          : envelope(null, { status: 401, statusCode: 1000, message: { general: ['Token expired'] } }),
      'POST /api/auth/get-access-token/': () => envelope({ access_token: 'new', refresh_token: 'refresh-2' }),
    });
    const file = await download('/api/x/export/players.csv');
    expect(file.filename).toBe('players.csv');
    expect(fake.callsTo('GET', '/api/x/export/players.csv')).toHaveLength(2);
  });

  it("throws the server's refusal as an ApiError", async () => {
    storage.set('accessToken', 'access-1');
    mockApi({
      'GET /api/x/export/players.csv': () =>
        envelope(null, { status: 403, message: { general: ['You are not a host of this event'] } }),
    });
    const error = await download('/api/x/export/players.csv').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('You are not a host of this event');
  });
});
