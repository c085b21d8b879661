import dns, { type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { mayCall } from './outside-address.js';

/** How long a call to an outside service may take by default before it counts as unreachable. */
export const OUTSIDE_TIMEOUT_MS = 10_000;

/** An outside service did not answer at all (network failure, timeout): the route answers 502. */
export class OutsideUnreachable extends Error {
  override name = 'OutsideUnreachable';
}

/** An outside service's answer was longer than the caller reads (GuardedCallOptions.maxBytes). */
export class OutsideTooLarge extends OutsideUnreachable {
  override name = 'OutsideTooLarge';
  constructor(
    readonly maxBytes: number,
    what: string,
  ) {
    super(`${what} answered more than ${maxBytes} bytes`);
  }
}

/** An outside service answered with an error status; 401 and 403 mean the user's token is not good. */
export class OutsideRefused extends Error {
  override name = 'OutsideRefused';
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} answered HTTP ${status}`);
  }

  get unauthorized(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/**
 * One HTTP call to an outside service with a timeout (by default the one above). Answers the response
 * when its status is 2xx; throws OutsideUnreachable when no answer came and OutsideRefused for any other
 * status.
 */
export async function callOutside(
  what: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = OUTSIDE_TIMEOUT_MS,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new OutsideUnreachable(`${what} could not be reached`, { cause: error });
  }
  if (!response.ok) {
    // The body is not needed, but reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    throw new OutsideRefused(response.status, what);
  }
  return response;
}

/** The JSON of a 2xx answer; a body that is not JSON counts as no usable answer. */
export async function jsonOf(what: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new OutsideUnreachable(`${what} answered something that is not JSON`, { cause: error });
  }
}

/** A user-supplied address the server refuses to call (scheme, or an address of its own network). */
export class OutsideAddressRefused extends Error {
  override name = 'OutsideAddressRefused';
}

export interface GuardedCallOptions {
  /**
   * Allow loopback, private, link-local and shared addresses, and plain http (a self-hosted service on
   * the operator's own network). Metadata, multicast and unspecified addresses stay refused.
   */
  allowPrivateNetwork: boolean;
  timeoutMs?: number;
  /** The largest answer read; a longer one is refused with OutsideTooLarge (no usable answer). */
  maxBytes?: number;
}

const GUARDED_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The lookup a guarded connection resolves its host name with: every address the name resolves to
 * must be callable, and the connection is made to those very addresses (no second resolution between
 * the check and the connect, so a name cannot be re-pointed at an internal address in between).
 */
function guardedLookup(allowPrivateNetwork: boolean): LookupFunction {
  return (hostname, options, callback) => {
    // Read at the call: a test stands in its own resolver for names it controls (test/outside-address.test.ts).
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || !addresses.every((a) => mayCall(a.address, allowPrivateNetwork))) {
        return callback(new OutsideAddressRefused(`${hostname} resolves to a refused address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/**
 * One GET-like call to an address a user supplied (not one the operator configured): only https
 * (http too when a private network is allowed), the host's addresses checked with mayCall and pinned
 * for the connection, no redirect followed (a 3xx answer is refused like any other non-2xx status),
 * no connection reused, the answer capped in size. Throws OutsideAddressRefused for a refused scheme
 * or address, OutsideUnreachable when no usable answer came (OutsideTooLarge past `maxBytes`),
 * OutsideRefused for a non-2xx status;
 * callers show all three the same way, so that the answer tells nothing about the network behind.
 */
export async function callGuarded(
  what: string,
  address: string,
  init: { method?: string; headers?: Record<string, string> },
  options: GuardedCallOptions,
): Promise<Response> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutsideAddressRefused(`${what}: not a URL`);
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && options.allowPrivateNetwork)) {
    throw new OutsideAddressRefused(`${what}: ${url.protocol} is not allowed`);
  }
  if (url.username || url.password) throw new OutsideAddressRefused(`${what}: credentials in the URL`);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(hostname) && !mayCall(hostname, options.allowPrivateNetwork)) {
    throw new OutsideAddressRefused(`${what}: ${hostname} is a refused address`);
  }
  const maxBytes = options.maxBytes ?? GUARDED_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? OUTSIDE_TIMEOUT_MS;

  const answer = await new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      {
        protocol: url.protocol,
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
        lookup: guardedLookup(options.allowPrivateNetwork),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy(new OutsideTooLarge(maxBytes, what));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('error', reject);
    request.end();
  }).catch((error: unknown) => {
    if (error instanceof OutsideAddressRefused || error instanceof OutsideUnreachable) throw error;
    throw new OutsideUnreachable(`${what} could not be reached`, { cause: error });
  });

  if (answer.status < 200 || answer.status > 299) throw new OutsideRefused(answer.status, what);
  const empty = answer.status === 204 || answer.status === 205;
  return new Response(empty ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });
}
