import { RESERVED_EVENT_NAMES } from '@hoogo/core';

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

/** A return path is only followed when it stays on this site: '/x', never '//host' or '/\\host'. */
export function safeReturnPath(ruri: string | null | undefined): string | null {
  if (!ruri?.startsWith('/')) return null;
  if (ruri.startsWith('//') || ruri.startsWith('/\\')) return null;
  return ruri;
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
