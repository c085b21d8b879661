import dns from 'node:dns';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { messages } from '@hoogo/core';
import { type FakePretix, startFakePretix } from '@hoogo/testing/pretix';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressVerdict } from '../src/lib/outside-address.js';
import { callGuarded, OutsideAddressRefused } from '../src/lib/outside-http.js';
import { call } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';

/** Host names this file resolves itself (a resolver an attacker controls would answer the same). */
const fakeDns = new Map<string, Array<{ address: string; family: number }>>();
/** The names the fake resolver answered, in order. */
const lookups: string[] = [];
const realLookup = dns.lookup;
const fakeLookup = ((hostname: string, options: unknown, callback: unknown) => {
  const answer = fakeDns.get(hostname);
  if (!answer) return (realLookup as (...args: unknown[]) => void)(hostname, options, callback);
  const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
  lookups.push(hostname);
  setImmediate(() => (all ? done(null, answer) : done(null, answer[0]?.address, answer[0]?.family)));
}) as typeof dns.lookup;
// The resolver of this file only: the test files of a worker share their modules (vitest.shared.ts).
beforeAll(() => {
  vi.spyOn(dns, 'lookup').mockImplementation(fakeLookup);
});
afterAll(() => {
  vi.mocked(dns.lookup).mockRestore();
});

const api = '/api/hoogo';
const connectPath = `${api}/manage-event/user/mmp/pretix/`;

describe('which addresses a user-supplied URL may reach', () => {
  it.each([
    ['127.0.0.1', 'internal'],
    ['127.255.0.9', 'internal'],
    ['10.0.0.1', 'internal'],
    ['172.16.5.4', 'internal'],
    ['172.31.255.255', 'internal'],
    ['192.168.1.1', 'internal'],
    ['100.64.0.1', 'internal'],
    ['100.127.255.254', 'internal'],
    ['169.254.1.1', 'internal'],
    ['169.254.169.254', 'never'],
    ['0.0.0.0', 'never'],
    ['224.0.0.1', 'never'],
    ['255.255.255.255', 'never'],
    ['::1', 'internal'],
    ['[::1]', 'internal'],
    ['::', 'never'],
    ['fc00::1', 'internal'],
    ['fd12:3456::1', 'internal'],
    ['fe80::1', 'internal'],
    ['fd00:ec2::254', 'never'],
    ['ff02::1', 'never'],
    ['::ffff:127.0.0.1', 'internal'],
    ['::ffff:7f00:1', 'internal'],
    ['::ffff:169.254.169.254', 'never'],
    ['::ffff:a9fe:a9fe', 'never'],
    ['::ffff:10.1.2.3', 'internal'],
    ['64:ff9b::a00:1', 'internal'],
    ['64:ff9b:1::808:808', 'internal'],
    ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'internal'],
    ['2002:7f00:1::1', 'internal'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['not-an-ip', 'never'],
  ])('%s is %s', (address, verdict) => {
    expect(addressVerdict(address)).toBe(verdict);
  });
});

/** A TCP listener on loopback counting the connections it gets (none may arrive from a refused URL). */
async function countingListener(): Promise<{ server: TcpServer; port: number; connections: () => number }> {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

const [backend] = testBackends('one') as [ReturnType<typeof testBackends>[number]];

describe('connecting pretix with the default settings (no private network)', () => {
  const t: TestApp = useTestApp(backend);
  let listener: Awaited<ReturnType<typeof countingListener>>;
  beforeAll(async () => {
    listener = await countingListener();
    fakeDns.set('pretix.rebound.test', [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
  });
  afterAll(() => new Promise<void>((resolve) => listener.server.close(() => resolve())));

  const connect = (token: string, base_url: string) =>
    call(t.app, 'POST', connectPath, { token, body: { base_url, organizer: 'acme', api_token: 'tok' } });

  it('refuses loopback, private, link-local, metadata and names resolving to them, with one answer', async () => {
    const { owner } = await hostedEvent(t);
    const port = listener.port;
    const urls = [
      `https://127.0.0.1:${port}`,
      'https://10.0.0.1',
      'https://192.168.0.10',
      'https://100.64.0.1',
      'https://169.254.169.254/latest/meta-data/',
      `https://[::1]:${port}`,
      `https://[::ffff:127.0.0.1]:${port}`,
      `https://2130706433:${port}`,
      `https://0x7f.1:${port}`,
      'https://[fd00:ec2::254]',
      'https://[fe80::1]',
      `https://localhost:${port}`,
      `https://pretix.rebound.test:${port}`,
    ];
    for (const url of urls) {
      t.logs.lines = [];
      const answer = await connect(owner.token, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toEqual({ general: [messages.ticketing.pretixConnectFailed] });
      // Refused before any connection: the log says so, and the listener never heard from us.
      expect(t.logs.lines.join('\n'), url).toContain('refused_address');
    }
    expect(listener.connections()).toBe(0);
  });

  it('refuses plain http unless a private network is allowed', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await connect(owner.token, 'http://pretix.example.com');
    expect(answer.status).toBe(400);
    expect(answer.body.message.base_url).toEqual([messages.ticketing.pretixUrlHttps]);
  });
});

describe('connecting pretix with PRETIX_ALLOW_PRIVATE_NETWORK=true', () => {
  const t: TestApp = useTestApp(backend, { env: { PRETIX_ALLOW_PRIVATE_NETWORK: 'true' } });
  let pretix: FakePretix;
  let redirecting: Server;
  let redirectUrl = '';
  beforeAll(async () => {
    pretix = await startFakePretix();
    // A server that sends every request on to the (working) fake pretix.
    redirecting = createHttpServer((request, response) => {
      response.writeHead(302, { location: `${pretix.baseUrl}${request.url ?? '/'}` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    redirectUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await pretix.close();
    await new Promise<void>((resolve) => redirecting.close(() => resolve()));
  });
  beforeEach(() => {
    pretix.authorizations.length = 0;
  });

  const connect = (token: string, base_url: string, api_token = pretix.token) =>
    call(t.app, 'POST', connectPath, { token, body: { base_url, organizer: 'acme', api_token } });

  it('connects a pretix on the private network, over http too', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await connect(owner.token, pretix.baseUrl);
    expect(answer.status).toBe(200);
  });

  it('still refuses metadata, multicast and unspecified addresses', async () => {
    const { owner } = await hostedEvent(t);
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]',
      'http://[::ffff:169.254.169.254]',
      'http://0.0.0.0',
      'http://224.0.0.1',
    ]) {
      t.logs.lines = [];
      const answer = await connect(owner.token, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toEqual({ general: [messages.ticketing.pretixConnectFailed] });
      expect(t.logs.lines.join('\n'), url).toContain('refused_address');
    }
  });

  it('follows no redirect, and answers pretix’s failures like any other (no status, no content)', async () => {
    const { owner } = await hostedEvent(t);
    const redirected = await connect(owner.token, redirectUrl);
    expect(redirected.status).toBe(400);
    expect(redirected.body.message).toEqual({ general: [messages.ticketing.pretixConnectFailed] });
    expect(pretix.authorizations).toEqual([]);

    const refused = await connect(owner.token, pretix.baseUrl, 'wrong-token');
    expect(refused.body).toEqual(redirected.body);
    pretix.failWith = 503;
    const failing = await connect(owner.token, pretix.baseUrl);
    pretix.failWith = null;
    expect(failing.body).toEqual(redirected.body);
    expect(JSON.stringify(failing.body)).not.toMatch(/503|Service unavailable|127\.0\.0\.1/);
  });
});

describe('callGuarded', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"reached":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    fakeDns.set('pinned.internal.test', [{ address: '127.0.0.1', family: 4 }]);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the address it checked, resolving the name once', async () => {
    // The name resolves (here) only through the checked lookup: reaching the server proves the
    // connection used that very answer, with no second resolution an attacker could re-point.
    lookups.length = 0;
    const answer = await callGuarded(
      'test',
      `http://pinned.internal.test:${port}/`,
      {},
      { allowPrivateNetwork: true },
    );
    expect(await answer.json()).toEqual({ reached: true });
    expect(lookups).toEqual(['pinned.internal.test']);
    await expect(
      callGuarded('test', `https://pinned.internal.test:${port}/`, {}, { allowPrivateNetwork: false }),
    ).rejects.toBeInstanceOf(OutsideAddressRefused);
  });

  it('gives up on an answer that stalls midway, within the timeout', async () => {
    const stalling = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"results": [');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const stallPort = (stalling.address() as AddressInfo).port;
    const started = Date.now();
    try {
      await expect(
        callGuarded(
          'test',
          `http://127.0.0.1:${stallPort}/`,
          {},
          { allowPrivateNetwork: true, timeoutMs: 300 },
        ),
      ).rejects.toThrow('could not be reached');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      stalling.closeAllConnections();
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }
  });

  it('refuses http, and answers that are too large', async () => {
    await expect(
      callGuarded('test', 'http://pretix.example.com/', {}, { allowPrivateNetwork: false }),
    ).rejects.toBeInstanceOf(OutsideAddressRefused);
    await expect(
      callGuarded('test', `http://127.0.0.1:${port}/`, {}, { allowPrivateNetwork: true, maxBytes: 4 }),
    ).rejects.toThrow('more than 4 bytes');
  });
});
