/**
 * Query parameters that carry a secret: the player key (user_id), a host's access token (live sockets),
 * and OAuth codes and states on their way back.
 */
const SECRET_QUERY_PARAMS = new Set(['user_id', 'token', 'access_token', 'refresh_token', 'code', 'state']);

/** The request URL for the log: the values of secret query parameters replaced by REDACTED. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  const secrets = [...params.keys()].filter((key) => SECRET_QUERY_PARAMS.has(key));
  if (secrets.length === 0) return url;
  for (const key of secrets) params.set(key, 'REDACTED');
  return `${url.slice(0, start)}?${params.toString()}`;
}
