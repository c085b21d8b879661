/** TRUST_PROXY: which X-Forwarded-For entries the server believes. */

import { isIP } from 'node:net';
import { z } from 'zod';

/** TRUST_PROXY: nothing trusted, a hop count, or the trusted proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A trusted proxy entry: an IP address, an address/prefix CIDR, or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the server (e.g. 1) or their addresses or CIDRs, ' +
  'comma-separated (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY. `true` is refused: it believed every X-Forwarded-For a client wrote, so anyone could pick
 * the address the per-IP limits count (docs/decisions/0032-hardening-proxies-redis-database.md).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('')
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0') return false;
    if (lower === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'no longer accepts true, which trusted any X-Forwarded-For a client sends: set the number of ' +
          'proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses ' +
          '(TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 10) return hops;
      context.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; at most 10 hops` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  });
