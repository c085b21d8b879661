import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { messages, USER_NAME_MAX_LENGTH } from '@hoogo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRETIX_LISTING_LIMITS } from '../src/config/index.js';
import { createPretixClient, type PretixListingLimits } from '../src/plugins/app/ticketing/pretix.js';
import { call } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';

/*
 * An organiser's pretix is an outside server anyone can run: these tests answer the client from a
 * hostile one on loopback, with pages of megabytes, and check what the server reads and keeps
 * (docs/decisions/0060-bounded-pretix-listings.md).
 */

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
const TOKEN = 'hostile-token';

interface Hostile {
  baseUrl: string;
  /** Pages of each listing; the last one has no `next`. */
  pages: number;
  rowsPerPage: number;
  /** Characters of the attendee's (or event's) name and of a field nobody reads, per row. */
  nameLength: number;
  junkLength: number;
  /** Page requests answered, and the heap measured after a collection as each one arrived. */
  requests: number;
  heapAtRequest: number[];
  measure: boolean;
  close(): Promise<void>;
}

async function startHostilePretix(): Promise<Hostile> {
  const state: Hostile = {
    baseUrl: '',
    pages: 1,
    rowsPerPage: 50,
    nameLength: 10,
    junkLength: 0,
    requests: 0,
    heapAtRequest: [],
    measure: false,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', state.baseUrl);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.headers.authorization !== `Token ${TOKEN}`) return send(401, '{"detail":"Invalid token."}');
    if (url.pathname.endsWith('/checkinlists/')) {
      return send(200, JSON.stringify({ count: 1, next: null, results: [{ id: 7, name: 'Entrance' }] }));
    }
    state.requests++;
    if (state.measure) {
      gc();
      state.heapAtRequest.push(process.memoryUsage().heapUsed);
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const next = new URL(url.pathname + url.search, state.baseUrl);
    next.searchParams.set('page', String(page + 1));
    const junk = 'j'.repeat(state.junkLength);
    const name = 'N'.repeat(state.nameLength);
    const events = url.pathname.endsWith('/events/');
    const results = Array.from({ length: state.rowsPerPage }, (_, i) =>
      events
        ? { slug: `event-${page}-${i}`, name: { en: name }, junk }
        : {
            id: i,
            secret: `secret-${page}-${i}`,
            attendee_name: name,
            checkins: [{ list: 7, datetime: '2026-05-01T09:00:00Z', type: 'entry' }],
            answers: [{ answer: junk }],
          },
    );
    return send(
      200,
      JSON.stringify({
        count: state.pages * state.rowsPerPage,
        next: page < state.pages ? next.toString() : null,
        previous: null,
        results,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

describe('pretix listings against a hostile loopback pretix', () => {
  let pretix: Hostile;
  beforeAll(async () => {
    pretix = await startHostilePretix();
  });
  afterAll(() => pretix.close());
  beforeEach(() => {
    Object.assign(pretix, { pages: 1, rowsPerPage: 50, nameLength: 10, junkLength: 0, requests: 0 });
    Object.assign(pretix, { heapAtRequest: [], measure: false });
  });

  const client = (limits?: PretixListingLimits) =>
    createPretixClient(
      { baseUrl: pretix.baseUrl, organizer: 'acme', apiToken: TOKEN },
      { allowPrivateNetwork: true, limits },
    );

  it('reads 20 pages of 2.25 MB one at a time, keeping only the fields it needs, cut to size', async () => {
    // 50 rows a page, each with a 20,000-character name and 25,000 characters nobody reads: 2.25 MB.
    Object.assign(pretix, { pages: 20, nameLength: 20_000, junkLength: 25_000, measure: true });
    const positions = await client().checkedIn('conf');
    expect(positions).toHaveLength(1000);
    expect(pretix.requests).toBe(20);
    // What is kept: a secret and a name cut to the longest name a player may have, per row.
    for (const position of positions) {
      expect(position.attendeeName?.length).toBe(USER_NAME_MAX_LENGTH);
      expect(position.secret.length).toBeLessThan(20);
    }
    // The heap as the last page is asked for holds what the first 19 pages left behind. Keeping every
    // row until the end held 19 pages of 2.25 MB there (about +45 MB); page by page it stays flat.
    const [first = 0] = pretix.heapAtRequest;
    const last = pretix.heapAtRequest.at(-1) ?? 0;
    const growth = (last - first) / MB;
    expect(growth, `heap grew by ${growth.toFixed(1)} MB over 19 pages`).toBeLessThan(8);
  });

  it('stops with too_large once the listing has read PRETIX_LISTING_MAX_BYTES, mid-page', async () => {
    Object.assign(pretix, { pages: 20, nameLength: 20_000, junkLength: 25_000 });
    const refused = client({ maxItems: 50_000, maxBytes: 5 * MB }).checkedIn('conf');
    await expect(refused).rejects.toMatchObject({ name: 'PretixError', kind: 'too_large' });
    // Two pages of 2.25 MB fit; the third is cut off where the 5 MB are passed, and no fourth is asked.
    expect(pretix.requests).toBe(3);
  });

  it('stops with too_large once the listing has kept PRETIX_LISTING_MAX_ITEMS rows', async () => {
    Object.assign(pretix, { pages: 10 });
    const refused = client({ maxItems: 120, maxBytes: 64 * MB }).checkedIn('conf');
    await expect(refused).rejects.toMatchObject({ name: 'PretixError', kind: 'too_large' });
    expect(pretix.requests).toBe(3);
    // Within the limits (the check-in list is a row of the call too), the same listing is read whole.
    expect(await client({ maxItems: 501, maxBytes: 64 * MB }).checkedIn('conf')).toHaveLength(500);
    await expect(client({ maxItems: 500, maxBytes: 64 * MB }).checkedIn('conf')).rejects.toMatchObject({
      kind: 'too_large',
    });
  });

  it('refuses a page over 5 MB whatever the limits, and cuts long event names', async () => {
    Object.assign(pretix, { rowsPerPage: 50, junkLength: 110_000 });
    await expect(client().events()).rejects.toMatchObject({ name: 'PretixError', kind: 'too_large' });
    Object.assign(pretix, { junkLength: 0, nameLength: 50_000 });
    const events = await client().events();
    expect(events).toHaveLength(50);
    expect(events.every((event) => event.name.length === 200)).toBe(true);
  });

  it('has defaults that read the largest event the benchmarks run', () => {
    expect(DEFAULT_PRETIX_LISTING_LIMITS.maxItems).toBeGreaterThanOrEqual(10_000);
  });
});

describe.each(testBackends('one'))('pretix listing limits through the API on %s', (backend) => {
  const t: TestApp = useTestApp(backend, {
    env: { PRETIX_ALLOW_PRIVATE_NETWORK: 'true', PRETIX_LISTING_MAX_BYTES: String(MB) },
  });
  let pretix: Hostile;
  beforeAll(async () => {
    pretix = await startHostilePretix();
  });
  afterAll(() => pretix.close());

  it('says the listing is too large, on connecting and on listing the events', async () => {
    const event = await hostedEvent(t);
    const connect = () =>
      call(t.app, 'POST', '/api/hoogo/manage-event/user/mmp/pretix/', {
        token: event.owner.token,
        body: { base_url: pretix.baseUrl, organizer: 'acme', api_token: TOKEN },
      });
    Object.assign(pretix, { pages: 3, junkLength: 10_000 });
    const refused = await connect();
    expect(refused.status).toBe(400);
    expect(refused.body.message.general).toEqual([messages.ticketing.pretixTooLarge]);

    Object.assign(pretix, { pages: 1, junkLength: 0 });
    expect((await connect()).status).toBe(200);
    Object.assign(pretix, { pages: 3, junkLength: 10_000 });
    const listed = await call<{ unavailable: Array<{ provider: string; message: string }> }>(
      t.app,
      'GET',
      '/api/hoogo/manage-event/user/mmp/list-events/',
      { token: event.owner.token },
    );
    expect(listed.status).toBe(502);
    expect(listed.body.message.general).toEqual([messages.ticketing.pretixTooLarge]);
  });
});
