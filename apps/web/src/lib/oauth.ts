/**
 * The browser side of an OAuth 2.0 redirect (Google sign-in, LinkedIn connect): a random `state` kept in
 * sessionStorage before leaving proves that the answer coming back belongs to a redirect this tab started.
 */

/** Leaves the app for another site; an object so tests can replace it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export type OAuthFlow = 'google' | 'linkedin';

const storageKey = (flow: OAuthFlow) => `oauth-${flow}`;

/** 128 random bits in hex: an OAuth state or an OpenID Connect nonce. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stores a new state (and what the return needs, such as ruri), then goes to the authorization page. */
export function startOAuthRedirect(
  flow: OAuthFlow,
  authorizeUrl: string,
  params: Record<string, string>,
  keep: Record<string, string> = {},
): void {
  const state = randomToken();
  window.sessionStorage.setItem(storageKey(flow), JSON.stringify({ ...keep, state }));
  const url = new URL(authorizeUrl);
  for (const [key, value] of Object.entries({ ...params, state })) url.searchParams.set(key, value);
  browser.assign(url.toString());
}

/**
 * Checks the state that came back against the stored one and forgets it (a state is good once).
 * Answers what was kept at the start, or null for a missing or foreign state.
 */
export function takeOAuthState(flow: OAuthFlow, returned: string | null): Record<string, string> | null {
  let stored: Record<string, string> | null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(storageKey(flow)) ?? 'null') as Record<string, string>;
  } catch {
    stored = null;
  }
  window.sessionStorage.removeItem(storageKey(flow));
  if (!stored?.state || stored.state !== returned) return null;
  return stored;
}
