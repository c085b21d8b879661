/**
 * A client of pretix's documented REST API (https://docs.pretix.eu/dev/api/): the organiser's instance
 * URL, organizer slug and API token. Only the calls the provider needs: events, check-in lists and their
 * positions. Pages are followed through `next` links, which must stay on the instance's origin (the
 * token is never sent anywhere else).
 *
 * The address is the organiser's, so every call goes through callGuarded: https only, no address of the
 * server's own network (unless the operator allows a private network), the checked address pinned for
 * the connection, no redirect followed. The error kinds and messages are for the log; what users are
 * told is one generic sentence whatever the kind
 * (docs/decisions/0026-hardening-outside-calls-and-redirects.md), but for a listing past the server's limits,
 * which says so.
 *
 * The organiser's pretix may answer anything: each call reads its pages one at a time, keeps only the
 * fields it needs, cut to size, and stops at its limits of rows and bytes (PretixListingLimits;
 * docs/decisions/0060-bounded-pretix-listings.md).
 */

import { USER_NAME_MAX_LENGTH } from '@hoogo/core';
import { DEFAULT_PRETIX_LISTING_LIMITS } from '../../../config/index.js';
import {
  callGuarded,
  OutsideAddressRefused,
  OutsideRefused,
  OutsideTooLarge,
} from '../../../lib/outside-http.js';

export type PretixErrorKind =
  | 'unauthorized'
  | 'not_found'
  | 'unreachable'
  | 'bad_response'
  | 'refused_address'
  /** The listing passed a cap of PretixListingLimits (or a page the per-page cap). */
  | 'too_large';

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

/** Pages followed at most per listing (50 rows each by default): past them the listing is too large. */
const MAX_PAGES = 2000;
const TIMEOUT_MS = 15_000;
/** The largest page read: pretix's pages of 50 rows are tens of kilobytes. */
const PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest text kept of a slug, an event name and a ticket secret (pretix's are far shorter). */
const SLUG_MAX_LENGTH = 100;
const EVENT_NAME_MAX_LENGTH = 200;
const SECRET_MAX_LENGTH = 200;

/**
 * What one call of the client (the events, or the positions of an event over all its check-in lists)
 * may take from pretix in total: the rows kept, and the bytes read over all its pages. Past either, the
 * call stops with PretixError 'too_large' (config PRETIX_LISTING_MAX_ITEMS and _BYTES).
 */
export interface PretixListingLimits {
  maxItems: number;
  maxBytes: number;
}

/**
 * A text of pretix's, trimmed and cut to `max` characters, as a string of its own: V8 keeps the whole
 * parsed page's string alive behind a slice or a trim of it, so the kept text is copied.
 */
function keptText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .slice(0, max * 2)
    .trim()
    .slice(0, max);
  return text ? Buffer.from(text, 'utf8').toString('utf8') : null;
}

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
  const own = keptText(name, EVENT_NAME_MAX_LENGTH);
  if (own) return own;
  if (name && typeof name === 'object') {
    const texts = name as Record<string, unknown>;
    const text =
      keptText(texts.en, EVENT_NAME_MAX_LENGTH) ??
      Object.values(texts)
        .map((value) => keptText(value, EVENT_NAME_MAX_LENGTH))
        .find((value) => value !== null);
    if (text) return text;
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
  /** The caps of one call's listings; the defaults of config/services.ts when not given. */
  limits?: PretixListingLimits;
}

/** What one call has taken so far against its limits. */
interface Taken {
  items: number;
  bytes: number;
}

export function createPretixClient(credentials: PretixCredentials, options: PretixClientOptions) {
  const root = apiRoot(credentials.baseUrl);
  const organizer = encodeURIComponent(credentials.organizer);
  const limits = options.limits ?? DEFAULT_PRETIX_LISTING_LIMITS;
  const tooLarge = (what: string) =>
    new PretixError(
      'too_large',
      `pretix's listing passed ${what} (PRETIX_LISTING_MAX_ITEMS ${limits.maxItems}, ` +
        `PRETIX_LISTING_MAX_BYTES ${limits.maxBytes})`,
    );

  /** One page, read within what the call may still read; its bytes are counted in `taken`. */
  async function getJson(url: URL, taken: Taken): Promise<Page> {
    if (url.origin !== root.origin)
      throw new PretixError('bad_response', 'pretix answered a link to another server');
    let response: Response;
    try {
      response = await callGuarded(
        'pretix',
        url.toString(),
        { headers: { authorization: `Token ${credentials.apiToken}`, accept: 'application/json' } },
        {
          allowPrivateNetwork: options.allowPrivateNetwork,
          timeoutMs: TIMEOUT_MS,
          // Read no further than the call's remaining bytes: a huge page stops where the cap is passed.
          maxBytes: Math.min(PAGE_MAX_BYTES, limits.maxBytes - taken.bytes),
        },
      );
    } catch (error) {
      if (error instanceof OutsideTooLarge) {
        throw error.maxBytes < PAGE_MAX_BYTES ? tooLarge('its bytes') : tooLarge('the page size');
      }
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
    const bytes = new Uint8Array(await response.arrayBuffer());
    taken.bytes += bytes.byteLength;
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      body = null;
    }
    if (!body || typeof body !== 'object') {
      throw new PretixError('bad_response', 'pretix answered something that is not its JSON');
    }
    return body as Page;
  }

  /**
   * Each result of a paginated listing, page by page: `keep` copies out of a row what the call needs and
   * answers whether it kept anything, so a page's parsed rows are garbage once it is read and only the
   * kept values stay. Stops with 'too_large' when the call's kept rows or read bytes pass its limits.
   */
  async function each(
    path: string,
    taken: Taken,
    keep: (row: Record<string, unknown>) => boolean,
  ): Promise<void> {
    let url: URL | null = new URL(path, root);
    for (let page = 0; url; page++) {
      if (page === MAX_PAGES) throw tooLarge(`${MAX_PAGES} pages`);
      const body = await getJson(url, taken);
      if (!Array.isArray(body.results))
        throw new PretixError('bad_response', 'pretix answered a page without results');
      for (const row of body.results as unknown[]) {
        if (!row || typeof row !== 'object' || !keep(row as Record<string, unknown>)) continue;
        taken.items++;
        if (taken.items > limits.maxItems) throw tooLarge('its rows');
      }
      url = typeof body.next === 'string' && body.next ? new URL(body.next, root) : null;
    }
  }

  const eventPath = (event: string) => `organizers/${organizer}/events/${encodeURIComponent(event)}/`;

  async function checkinListIds(event: string, taken: Taken): Promise<number[]> {
    const ids: number[] = [];
    await each(`${eventPath(event)}checkinlists/`, taken, (list) => {
      if (typeof list.id !== 'number') return false;
      ids.push(list.id);
      return true;
    });
    return ids;
  }

  const toPosition = (row: Record<string, unknown>): PretixPosition | null => {
    // A secret that could not be a ticket's is no code to type: the row is left out rather than cut.
    if (typeof row.secret !== 'string' || row.secret.length > SECRET_MAX_LENGTH) return null;
    const secret = keptText(row.secret, SECRET_MAX_LENGTH);
    if (!secret) return null;
    return {
      secret,
      attendeeName: keptText(row.attendee_name, USER_NAME_MAX_LENGTH),
      checkedIn: Array.isArray(row.checkins) && row.checkins.length > 0,
    };
  };

  /**
   * The positions of every check-in list of the event matching `query`, each secret once. The lists and
   * positions of all the lists count against one set of limits.
   */
  async function positions(event: string, query: Record<string, string>): Promise<PretixPosition[]> {
    const taken: Taken = { items: 0, bytes: 0 };
    const bySecret = new Map<string, PretixPosition>();
    const search = new URLSearchParams(query).toString();
    for (const list of await checkinListIds(event, taken)) {
      await each(`${eventPath(event)}checkinlists/${list}/positions/?${search}`, taken, (row) => {
        const position = toPosition(row);
        if (!position) return false;
        const known = bySecret.get(position.secret);
        bySecret.set(
          position.secret,
          known ? { ...known, checkedIn: known.checkedIn || position.checkedIn } : position,
        );
        return true;
      });
    }
    return [...bySecret.values()];
  }

  return {
    async events(): Promise<PretixEvent[]> {
      const events: PretixEvent[] = [];
      await each(`organizers/${organizer}/events/`, { items: 0, bytes: 0 }, (row) => {
        const slug =
          typeof row.slug === 'string' && row.slug.length <= SLUG_MAX_LENGTH
            ? keptText(row.slug, SLUG_MAX_LENGTH)
            : null;
        if (!slug) return false;
        events.push({ slug, name: localised(row.name, slug) });
        return true;
      });
      return events;
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
