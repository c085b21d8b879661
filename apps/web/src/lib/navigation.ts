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
