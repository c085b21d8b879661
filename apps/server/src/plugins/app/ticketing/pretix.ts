/**
 * A client of pretix's documented REST API (https://docs.pretix.eu/dev/api/): the organiser's instance
 * URL, organizer slug and API token. Only the calls the provider needs: events, check-in lists and their
 * positions. Pages are followed through `next` links, which must stay on the instance's origin (the
 * token is never sent anywhere else).
 *
 * The address is the organiser's, so every call goes through callGuarded: https only, no address of the
 * server's own network (unless the operator allows a private network), the checked address pinned for
 * the connection, no redirect followed. The error kinds and messages are for the log; what users are
 * told is one generic sentence whatever the kind (docs/decisions.md, "Hardening: outside calls and
 * redirects").
 */

import { callGuarded, jsonOf, OutsideAddressRefused, OutsideRefused } from '../../../lib/outside-http.js';

export type PretixErrorKind =
  | 'unauthorized'
  | 'not_found'
  | 'unreachable'
  | 'bad_response'
  | 'refused_address';

export class PretixError extends Error {
  override name = 'PretixError';
  constructor(
    readonly kind: PretixErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface PretixCredentials {
  baseUrl: string;
  organizer: string;
  apiToken: string;
}

export interface PretixEvent {
  slug: string;
  name: string;
}

export interface PretixPosition {
  secret: string;
  attendeeName: string | null;
  checkedIn: boolean;
}

/** Pages followed at most per listing: 50 per page by default, so 100 000 rows. */
const MAX_PAGES = 2000;
const TIMEOUT_MS = 15_000;

/** "https://pretix.eu" or "https://pretix.eu/" or ".../api/v1/": the API root, with a trailing slash. */
export function apiRoot(baseUrl: string): URL {
  const url = new URL(baseUrl.trim());
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  url.pathname = `${path}/api/v1/`;
  url.search = '';
  url.hash = '';
  return url;
}

/** pretix names are either text or {language: text}: English first, else the first language given. */
export function localised(name: unknown, fallback: string): string {
  if (typeof name === 'string' && name.trim()) return name.trim();
  if (name && typeof name === 'object') {
    const texts = name as Record<string, unknown>;
    const text = texts.en ?? Object.values(texts).find((value) => typeof value === 'string' && value.trim());
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return fallback;
}

interface Page {
  next?: unknown;
  results?: unknown;
}

export interface PretixClientOptions {
  /** Allow loopback, private and link-local addresses and plain http (PRETIX_ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork: boolean;
}

export function createPretixClient(credentials: PretixCredentials, options: PretixClientOptions) {
  const root = apiRoot(credentials.baseUrl);
  const organizer = encodeURIComponent(credentials.organizer);

  async function getJson(url: URL): Promise<Page> {
    if (url.origin !== root.origin)
      throw new PretixError('bad_response', 'pretix answered a link to another server');
    let response: Response;
    try {
      response = await callGuarded(
        'pretix',
        url.toString(),
        { headers: { authorization: `Token ${credentials.apiToken}`, accept: 'application/json' } },
        { allowPrivateNetwork: options.allowPrivateNetwork, timeoutMs: TIMEOUT_MS },
      );
    } catch (error) {
      if (error instanceof OutsideAddressRefused) throw new PretixError('refused_address', error.message);
      if (!(error instanceof OutsideRefused)) {
        throw new PretixError('unreachable', `Could not reach pretix at ${root.origin}`);
      }
      if (error.unauthorized) throw new PretixError('unauthorized', 'pretix refused the API token');
      if (error.status === 404) {
        throw new PretixError('not_found', 'pretix does not know this organizer or event');
      }
      throw new PretixError('bad_response', `pretix answered HTTP ${error.status}`);
    }
    const body = await jsonOf('pretix', response).catch(() => null);
    if (!body || typeof body !== 'object') {
      throw new PretixError('bad_response', 'pretix answered something that is not its JSON');
    }
    return body as Page;
  }

  /** Every result of a paginated listing. */
  async function all(path: string): Promise<Record<string, unknown>[]> {
    const results: Record<string, unknown>[] = [];
    let url: URL | null = new URL(path, root);
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const body = await getJson(url);
      if (!Array.isArray(body.results))
        throw new PretixError('bad_response', 'pretix answered a page without results');
      results.push(...(body.results as Record<string, unknown>[]));
      url = typeof body.next === 'string' && body.next ? new URL(body.next, root) : null;
    }
    return results;
  }

  const eventPath = (event: string) => `organizers/${organizer}/events/${encodeURIComponent(event)}/`;

  async function checkinListIds(event: string): Promise<number[]> {
    const lists = await all(`${eventPath(event)}checkinlists/`);
    return lists.map((list) => list.id).filter((id): id is number => typeof id === 'number');
  }

  const toPosition = (row: Record<string, unknown>): PretixPosition | null =>
    typeof row.secret === 'string' && row.secret
      ? {
          secret: row.secret,
          attendeeName:
            typeof row.attendee_name === 'string' && row.attendee_name.trim()
              ? row.attendee_name.trim()
              : null,
          checkedIn: Array.isArray(row.checkins) && row.checkins.length > 0,
        }
      : null;

  /** The positions of every check-in list of the event matching `query`, each secret once. */
  async function positions(event: string, query: Record<string, string>): Promise<PretixPosition[]> {
    const bySecret = new Map<string, PretixPosition>();
    const search = new URLSearchParams(query).toString();
    for (const list of await checkinListIds(event)) {
      for (const row of await all(`${eventPath(event)}checkinlists/${list}/positions/?${search}`)) {
        const position = toPosition(row);
        if (!position) continue;
        const known = bySecret.get(position.secret);
        bySecret.set(
          position.secret,
          known ? { ...known, checkedIn: known.checkedIn || position.checkedIn } : position,
        );
      }
    }
    return [...bySecret.values()];
  }

  return {
    async events(): Promise<PretixEvent[]> {
      const rows = await all(`organizers/${organizer}/events/`);
      return rows
        .filter((row): row is Record<string, unknown> & { slug: string } => typeof row.slug === 'string')
        .map((row) => ({ slug: row.slug, name: localised(row.name, row.slug) }));
    },

    /** The checked-in positions of the event (any of its check-in lists). */
    async checkedIn(event: string): Promise<PretixPosition[]> {
      return (await positions(event, { has_checkin: 'true' })).filter((position) => position.checkedIn);
    },

    /** The position whose ticket secret is `secret`, trimmed and in any case (exact spelling first), or null. */
    async position(event: string, secret: string): Promise<PretixPosition | null> {
      const wanted = secret.trim();
      const found = await positions(event, { search: wanted });
      const folded = wanted.toLowerCase();
      return (
        found.find((position) => position.secret === wanted) ??
        found.find((position) => position.secret.toLowerCase() === folded) ??
        null
      );
    },
  };
}

export type PretixClient = ReturnType<typeof createPretixClient>;
