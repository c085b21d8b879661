/** The zod building blocks every environment variable is read with, and the error a bad value raises. */

import { hasUrlProtocol } from '@hoogo/core';
import { z } from 'zod';

/** A bad configuration value: main.ts prints the message (naming the variable) and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const url = (protocols: RegExp, example: string) =>
  optional.refine(
    (value) => value === undefined || hasUrlProtocol(value, protocols),
    `must be a URL like ${example}`,
  );

/** A whole number from `min` to `max`, with its default. */
export const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    )
    .default(fallback);

export const milliseconds = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number of milliseconds, at least 100')
    .transform(Number)
    .pipe(z.number().int().min(100, 'must be at least 100 milliseconds'))
    .default(fallback);

/** An http(s) URL of a server, with no user name or password in it (those go in their own variables). */
export const serverUrl = (example: string) =>
  url(/^https?:$/, example).refine((value) => {
    if (value === undefined || !URL.canParse(value)) return true;
    const parsed = new URL(value);
    return parsed.username === '' && parsed.password === '' && parsed.search === '' && parsed.hash === '';
  }, 'must hold neither a user name, a password, a query nor a fragment');

/** A TCP port: a whole number from 1 to 65535. */
export const portNumber = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'));

/** An origin as a browser sends it: http or https, a host, maybe a port, nothing after. */
function isExactOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}

/** A comma-separated list of exact origins (CORS_ORIGINS), empty when unset. */
export const originList = optional
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .refine(
    (origins) => origins.every(isExactOrigin),
    'must be a comma-separated list of exact origins, such as https://app.example.org (scheme, host and port; no path, no trailing slash)',
  );
