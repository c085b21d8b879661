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

/** The fields of a driver's error (pg, PGlite) that say what failed without quoting the data. */
const DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

/** Values shorter than this are not searched for in the driver's texts: they would blank out words. */
const MIN_REDACTED_LENGTH = 3;

function paramTexts(params: unknown): string[] {
  if (!Array.isArray(params)) return [];
  return params
    .map((param) => {
      if (param === null || param === undefined) return '';
      if (typeof param === 'string') return param;
      if (typeof param === 'object' && !(param instanceof Date)) {
        try {
          return JSON.stringify(param);
        } catch {
          return '';
        }
      }
      return String(param);
    })
    .filter((text) => text.length >= MIN_REDACTED_LENGTH)
    .sort((a, b) => b.length - a.length);
}

function withoutParams(text: unknown, secrets: string[]): string | undefined {
  if (typeof text !== 'string') return undefined;
  let result = text;
  for (const secret of secrets) result = result.split(secret).join('REDACTED');
  // Values the driver quotes (invalid input syntax for type uuid: "…", Key (email)=(…)) are data too.
  return result.replace(/"[^"]*"/g, '"REDACTED"').replace(/\)=\([^)]*\)/g, ')=(REDACTED)');
}

/**
 * A failed query as the log may show it. Drizzle's error carries the query's parameters (in its message
 * and as `params`) and the driver's error quotes values in `message` and `detail`: parameters can be
 * secrets (password hashes, tokens, player keys), so the log keeps the SQL text, the SQLSTATE and the
 * constraint, and every value is replaced by REDACTED. Other errors pass unchanged.
 */
export function redactError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const record = error as Record<string, unknown>;
  const hasParams = 'params' in record && 'query' in record;
  const cause = record.cause as Record<string, unknown> | undefined;
  const driver = hasParams
    ? cause
    : typeof record.code === 'string' && 'severity' in record
      ? record
      : undefined;
  if (!hasParams && !driver) return error;

  const secrets = paramTexts(record.params);
  const safe: Record<string, unknown> = {};
  if (driver) {
    for (const field of DRIVER_FIELDS) if (driver[field] !== undefined) safe[field] = driver[field];
    safe.message = withoutParams(driver.message, secrets);
    if (driver.detail !== undefined) safe.detail = withoutParams(driver.detail, secrets);
  }
  const redacted = new Error(
    hasParams ? `Failed query: ${String(record.query)}\nparams: REDACTED` : String(safe.message),
  );
  redacted.name = typeof record.name === 'string' ? record.name : 'Error';
  redacted.stack = `${redacted.name}: ${redacted.message}\n${String(record.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')}`;
  if (hasParams && driver) (redacted as Error & { cause?: unknown }).cause = safe;
  else Object.assign(redacted, safe, { message: redacted.message });
  return redacted;
}

/**
 * The logger's `err` serializer: the error's type, message, stack, own fields and causes, as pino's
 * standard one gives them, after redactError took the query parameters out.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function errorForLog(error: unknown): LoggedError {
  return serialize(error, 0) as LoggedError;
}

function serialize(error: unknown, depth: number): unknown {
  const value = redactError(error);
  if (!(value instanceof Error)) {
    return depth === 0 ? { type: typeof value, message: String(value), stack: '' } : value;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'params' || key === 'cause') continue;
    fields[key] = field;
  }
  const cause = (value as Error & { cause?: unknown }).cause;
  return {
    type: value.name,
    message: value.message,
    stack: value.stack ?? '',
    ...fields,
    ...(cause !== undefined && depth < 3 && { cause: serialize(cause, depth + 1) }),
  };
}
