import { RESERVED_EVENT_NAMES } from '@hoogo/core';
import { pagePath } from '@/app/paths';
import { storage } from './storage';

/**
 * Navigation for code outside React (the API client's session expiry).
 * The app registers the router's navigate; until then a full page load is used.
 */
type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}

/** Control characters (C0, DEL, C1) and backslashes: browsers drop or rewrite them in URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f-\u009f\\]/;
const PARSE_BASE = 'http://in-app.invalid';

/**
 * The in-app path a return path (`ruri` of /login) may lead to, or null (the caller goes to /dashboard).
 * Only a path of this site is followed: it starts with one '/', holds no control character or
 * backslash (browsers drop tabs and newlines and read '\\' as '/', so '/\t/evil.example' or
 * '/\\evil.example' would become '//evil.example', another site, and the navigation would fail and keep
 * the user on /login), resolves to this origin, and still does so once percent-decoded ('/%2F%2Fevil.example',
 * '/%5Cevil'). The sign-in page itself is not a place to return to.
 * docs/decisions/0026-hardening-outside-calls-and-redirects.md.
 */
export function safeReturnPath(ruri: string | null | undefined): string | null {
  if (!ruri || ruri.length > 2000 || !ruri.startsWith('/') || ruri.startsWith('//')) return null;
  if (UNSAFE_IN_PATH.test(ruri)) return null;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(ruri, PARSE_BASE);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  if (decodedPath.startsWith('//') || UNSAFE_IN_PATH.test(decodedPath)) return null;
  if (/^\/login(\/|$)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const PLAYER_PAGES = new Set(['', 'hoogocard', 'voting']);

/**
 * The event of a player page (/{eventName}/, /{eventName}/hoogocard/, /{eventName}/voting), or null for
 * any other path. A query string or hash is ignored.
 */
export function playerEventName(path: string | null | undefined): string | null {
  if (!path?.startsWith('/')) return null;
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  const [event, page = '', ...rest] = segments;
  if (!event || rest.length > 0 || !PLAYER_PAGES.has(page)) return null;
  let name: string;
  try {
    name = decodeURIComponent(event);
  } catch {
    return null;
  }
  if ((RESERVED_EVENT_NAMES as readonly string[]).includes(name.toLowerCase())) return null;
  return name;
}

/**
 * Where "home" is for this visitor (the navbar's logo, "Return Home"): on a player page, that event's
 * page; signed in, their events (/dashboard); a player without a session (ticket code), the event they
 * last played; anyone else, the landing page. `leavingEvent` is for a page whose event does not exist:
 * home is then anywhere but that event. An attendee is never sent to the organiser's Create New Event
 * on the landing page's way in (docs/decisions/0021-the-web-platform.md: "Navbar logo").
 */
export function homePath(
  pathname: string,
  { leavingEvent = false }: { leavingEvent?: boolean } = {},
): string {
  const current = playerEventName(pathname);
  if (current && !leavingEvent) return pagePath.play(current);
  if (storage.get('accessToken')) return pagePath.dashboard();
  const last = storage.get('eventName');
  const lastElsewhere = last && last.toLowerCase() !== current?.toLowerCase();
  if (last && lastElsewhere && storage.hasAnyEventUserId()) return pagePath.play(last);
  return pagePath.landing();
}
