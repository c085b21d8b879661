/** How long a call to an outside service may take by default before it counts as unreachable. */
export const OUTSIDE_TIMEOUT_MS = 10_000;

/** An outside service did not answer at all (network failure, timeout): the route answers 502. */
export class OutsideUnreachable extends Error {
  override name = 'OutsideUnreachable';
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
