/**
 * Which network addresses the server may call on a user's behalf (the pretix base URL an organiser
 * types). A user-supplied URL must not reach the server's own network: loopback, private, link-local,
 * shared (CGNAT) and cloud metadata addresses are refused, and addresses that are never a server
 * (unspecified, multicast, broadcast, documentation, reserved) are refused whatever the setting.
 * docs/decisions/0026-hardening-outside-calls-and-redirects.md.
 */

import { isIP } from 'node:net';

/** Why an address is refused: `internal` ranges may be allowed by a setting, `never` ones never. */
export type AddressVerdict = 'public' | 'internal' | 'never';

interface Range {
  base: bigint;
  bits: number;
  verdict: Exclude<AddressVerdict, 'public'>;
}

function parseIPv4(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

/** The 128-bit value of an IPv6 address (with an embedded dotted IPv4 tail, without a zone). */
function parseIPv6(input: string): bigint | null {
  let address = input.replace(/%.*$/, '');
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (dotted?.[1]) {
    const v4 = parseIPv4(dotted[1]);
    if (v4 === null) return null;
    address = `${address.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(`0x${group}`);
  }
  return value;
}

const v4 = (cidr: string, verdict: Range['verdict']): Range => {
  const [address, bits] = cidr.split('/') as [string, string];
  return { base: parseIPv4(address) as bigint, bits: Number(bits), verdict };
};
const v6 = (cidr: string, verdict: Range['verdict']): Range => {
  const [address, bits] = cidr.split('/') as [string, string];
  return { base: parseIPv6(address) as bigint, bits: Number(bits), verdict };
};

/** Most specific first: the first range holding the address decides. */
const IPV4_RANGES: Range[] = [
  v4('169.254.169.254/32', 'never'), // cloud metadata (AWS, GCP, Azure, OpenStack)
  v4('169.254.170.2/32', 'never'), // AWS ECS task metadata
  v4('100.100.100.200/32', 'never'), // Alibaba Cloud metadata
  v4('0.0.0.0/8', 'never'), // "this network", unspecified
  v4('10.0.0.0/8', 'internal'),
  v4('100.64.0.0/10', 'internal'), // shared address space (CGNAT)
  v4('127.0.0.0/8', 'internal'),
  v4('169.254.0.0/16', 'internal'), // link-local
  v4('172.16.0.0/12', 'internal'),
  v4('192.0.0.0/24', 'never'), // IETF protocol assignments
  v4('192.0.2.0/24', 'never'), // documentation
  v4('192.88.99.0/24', 'never'), // 6to4 relay anycast (deprecated)
  v4('192.168.0.0/16', 'internal'),
  v4('198.18.0.0/15', 'never'), // benchmarking
  v4('198.51.100.0/24', 'never'), // documentation
  v4('203.0.113.0/24', 'never'), // documentation
  v4('224.0.0.0/4', 'never'), // multicast
  v4('240.0.0.0/4', 'never'), // reserved and broadcast
];

const IPV6_RANGES: Range[] = [
  v6('fd00:ec2::254/128', 'never'), // AWS metadata over IPv6
  v6('::/128', 'never'), // unspecified
  v6('::1/128', 'internal'), // loopback
  v6('64:ff9b:1::/48', 'internal'), // local-use IPv4/IPv6 translation (RFC 8215): a local NAT64's own prefix
  v6('100::/64', 'never'), // discard-only
  v6('2001:db8::/32', 'never'), // documentation
  v6('fc00::/7', 'internal'), // unique local
  v6('fe80::/10', 'internal'), // link-local
  v6('fec0::/10', 'internal'), // site-local (deprecated)
  v6('ff00::/8', 'never'), // multicast
];

function inRange(value: bigint, range: Range, width: number): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

function verdictOfIPv4(value: bigint): AddressVerdict {
  return IPV4_RANGES.find((range) => inRange(value, range, 32))?.verdict ?? 'public';
}

/** An IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
function embeddedIPv4(value: bigint): bigint | null {
  const low32 = value & 0xffffffffn;
  if (value >> 32n === 0xffffn) return low32; // ::ffff:a.b.c.d (IPv4-mapped)
  if (value >> 32n === 0n) return low32; // ::a.b.c.d (IPv4-compatible, deprecated)
  if (value >> 32n === 0x64ff9b0000000000000000n) return low32; // 64:ff9b::/96 (NAT64)
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn; // 2002::/16 (6to4)
  return null;
}

/**
 * Whether a literal IP address (IPv4, IPv6, with or without brackets) may be called: `public`, an
 * `internal` address (refused unless the setting allows a private network) or one that is `never` a
 * server to call. Anything that is not an IP address is `never`.
 */
export function addressVerdict(input: string): AddressVerdict {
  const address = input.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(address);
  if (family === 4) {
    const value = parseIPv4(address);
    return value === null ? 'never' : verdictOfIPv4(value);
  }
  if (family !== 6) return 'never';
  const value = parseIPv6(address);
  if (value === null) return 'never';
  // Ranges of IPv6 itself first (::1 and :: fall in the IPv4-compatible block), then an embedded IPv4.
  const own = IPV6_RANGES.find((range) => inRange(value, range, 128));
  if (own) return own.verdict;
  const embedded = embeddedIPv4(value);
  if (embedded !== null) return embedded === 0n ? 'never' : verdictOfIPv4(embedded);
  return 'public';
}

/** Whether the address may be called: public ones always, internal ones only when allowed. */
export function mayCall(address: string, allowPrivateNetwork: boolean): boolean {
  const verdict = addressVerdict(address);
  return verdict === 'public' || (verdict === 'internal' && allowPrivateNetwork);
}
