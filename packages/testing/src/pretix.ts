import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePosition {
  secret: string;
  attendee_name: string | null;
  checkedIn: boolean;
}

export interface FakePretix {
  baseUrl: string;
  token: string;
  organizer: string;
  positions: FakePosition[];
  /** Authorization headers received, to check the token is sent as documented. */
  authorizations: string[];
  /**
   * When set, every request is answered with this status as pretix would (401 "Invalid token." as
   * for a revoked token, 5xx as for an outage); null answers normally.
   */
  failWith: number | null;
  close(): Promise<void>;
}

/**
 * A loopback server answering the part of pretix's REST API the provider uses, with the documented
 * shapes: paginated {count, next, previous, results}, Token authorization, 401 and 404.
 */
export async function startFakePretix(options: { pageSize?: number; positions?: FakePosition[] } = {}) {
  const pageSize = options.pageSize ?? 2;
  const token = 'pretix-secret-token-0123456789';
  const organizer = 'acme';
  const events = [
    { slug: 'conf', name: { en: 'Acme Conference', de: 'Acme Konferenz' } },
    { slug: 'meetup', name: { de: 'Treffen' } },
    { slug: 'party', name: 'Party' },
  ];
  const state: FakePretix = {
    baseUrl: '',
    token,
    organizer,
    positions: options.positions ?? [],
    authorizations: [],
    failWith: null,
    close: async () => {},
  };

  const page = (origin: string, url: URL, results: unknown[]) => {
    const pageNo = Number(url.searchParams.get('page') ?? '1');
    const slice = results.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    const next = new URL(url.pathname + url.search, origin);
    next.searchParams.set('page', String(pageNo + 1));
    return {
      count: results.length,
      next: pageNo * pageSize < results.length ? next.toString() : null,
      previous: null,
      results: slice,
    };
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', state.baseUrl);
    state.authorizations.push(request.headers.authorization ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state.failWith === 401) return send(401, { detail: 'Invalid token.' });
    if (state.failWith !== null) return send(state.failWith, { detail: 'Service unavailable.' });
    if (request.headers.authorization !== `Token ${token}`) {
      return send(401, { detail: 'Invalid token.' });
    }
    const origin = state.baseUrl;
    const parts = url.pathname.split('/').filter(Boolean);
    // api v1 organizers {org} events [{event} checkinlists [{list} positions]]
    if (parts[0] !== 'api' || parts[1] !== 'v1' || parts[2] !== 'organizers' || parts[3] !== organizer) {
      return send(404, { detail: 'Not found.' });
    }
    if (parts.length === 5 && parts[4] === 'events') return send(200, page(origin, url, events));
    const event = events.find((e) => e.slug === parts[5]);
    if (!event) return send(404, { detail: 'Not found.' });
    if (parts.length === 7 && parts[6] === 'checkinlists') {
      return send(200, page(origin, url, [{ id: 7, name: 'Entrance' }]));
    }
    if (parts.length === 9 && parts[6] === 'checkinlists' && parts[7] === '7' && parts[8] === 'positions') {
      if (event.slug !== 'conf') return send(200, page(origin, url, []));
      let rows = state.positions;
      if (url.searchParams.get('has_checkin') === 'true') rows = rows.filter((p) => p.checkedIn);
      const search = url.searchParams.get('search');
      // pretix's search: the secret starts with it or the name contains it, in any case.
      const needle = search?.toLowerCase();
      if (needle)
        rows = rows.filter(
          (p) => p.secret.toLowerCase().startsWith(needle) || p.attendee_name?.toLowerCase().includes(needle),
        );
      return send(
        200,
        page(
          origin,
          url,
          rows.map((p) => ({
            id: 1,
            secret: p.secret,
            attendee_name: p.attendee_name,
            checkins: p.checkedIn ? [{ list: 7, datetime: '2026-05-01T09:00:00Z', type: 'entry' }] : [],
          })),
        ),
      );
    }
    return send(404, { detail: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
