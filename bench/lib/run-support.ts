/**
 * What the whole-crowd benchmarks (bench/rush, bench/event) share: the servers of a run as `npm start`
 * starts them (embedded, or two instances on PostgreSQL + Redis behind a loopback load balancer), the
 * organiser's event made through the API, the files a phone downloads for the event link, and the run's
 * commit.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { CreatedEvent, Envelope, LoginResponse } from '@hoogo/core';
import { gridFields, multipart } from '@hoogo/testing/forms';
import { Redis } from 'ioredis';
import { InstanceProxy } from '../../e2e/support/proxy.ts';
import { readCode, type SlowMailbox } from '../rush/mailbox.ts';
import { type HoogoServer, startHoogo } from './hoogo.ts';
import { type Client, clientFor, type HttpAnswer } from './http.ts';
import { isListening, repositoryRoot } from './process.ts';
import { GRID } from './seed.ts';

export type Mode = 'embedded' | 'scaled';

/** A command-line flag: `--name=value` gives the value, a bare `--name` gives '1', no flag undefined. */
export function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (found === undefined) return undefined;
  return found.startsWith(prefix) ? found.slice(prefix.length) : '1';
}

/**
 * A number setting from a flag or a variable (`2_000` reads as 2000): `fallback` when it is not given, an
 * error naming the setting when it is not a number from `min` to `max`.
 */
export function numberSetting(
  value: string | undefined,
  fallback: number,
  name: string,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(parsed) || parsed < min || parsed > max)
    throw new Error(`${name}: a number from ${min} to ${max}, got "${value}"`);
  return parsed;
}

/** A run's log: each line names the bench (`bench:rush`), the clock time and the time since the run began. */
export function runLog(bench: string): (message: string) => void {
  const began = performance.now();
  return (message) => {
    const elapsed = Math.round((performance.now() - began) / 1000);
    console.log(
      `[${bench} ${new Date().toISOString().slice(11, 19)} +${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}] ${message}`,
    );
  };
}

/**
 * The bench measures what an operator gets by default: every variable that might set a limit or a budget
 * is left out of this process's environment, which the servers inherit; `log` says which.
 */
export function dropLimitVariables(log: (message: string) => void): void {
  const dropped = Object.keys(process.env).filter((name) => /LIMIT|BUDGET|FLOOD|THROTTLE/i.test(name));
  for (const name of dropped) delete process.env[name];
  if (dropped.length) log(`left out of the servers' environment: ${dropped.join(', ')}`);
}

/** The web build `npm start` serves (built first when stale), copied aside for the whole run. */
export async function webBuild(tmp: string, log: (message: string) => void): Promise<string> {
  const lib = (await import(pathToFileURL(path.join(repositoryRoot, 'scripts/lib.mjs')).href)) as {
    webBuildIsStale(): boolean;
    buildWeb(): Promise<void>;
  };
  if (lib.webBuildIsStale()) {
    log('building the web app (stale)');
    await lib.buildWeb();
  }
  const target = path.join(tmp, 'web-dist');
  cpSync(path.join(repositoryRoot, 'apps/web/dist'), target, { recursive: true });
  return target;
}

/** Empties the bench's own Redis database; refuses one that holds keys Hoogo did not write. */
export async function emptyRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const [, keys] = await redis.scan('0', 'COUNT', 1000);
    const foreign = keys.filter((key) => !key.startsWith('hoogo:'));
    if (foreign.length)
      throw new Error(
        `${url} holds keys that are not Hoogo's (${foreign.slice(0, 3).join(', ')}): give the bench its own database`,
      );
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

export interface RunServers {
  servers: HoogoServer[];
  proxy?: InstanceProxy;
  /** Where the crowd sends its requests: the server, or the load balancer in front of the two. */
  apiPort: number;
  /** The instances' names, in the order of `servers` ('server', or 'instance a' and 'instance b'). */
  names: string[];
  stop(): Promise<void>;
}

/**
 * The servers of one run, as an operator starts them: one embedded server, or two instances sharing
 * PostgreSQL and Redis behind a load balancer that sends each request to the next instance in turn
 * (e2e/support/proxy.ts), with TRUST_PROXY=1 as docs/operations.md tells an operator.
 */
export async function startServers(
  mode: Mode,
  options: {
    tmp: string;
    port: () => Promise<number>;
    smtpUrl: string;
    webDist: string;
    databaseUrl?: string;
    redisUrl?: string;
    extra?: Record<string, string>;
  },
): Promise<RunServers> {
  const servers: HoogoServer[] = [];
  let proxy: InstanceProxy | undefined;
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy?.stop();
  };
  try {
    const common = { smtpUrl: options.smtpUrl, webDist: options.webDist };
    if (mode === 'embedded') {
      servers.push(
        await startHoogo(
          await options.port(),
          { ...common, dataDir: path.join(options.tmp, 'a'), extra: options.extra },
          path.join(options.tmp, 'server-a.log'),
        ),
      );
    } else {
      for (const name of ['a', 'b']) {
        const dataDir = path.join(options.tmp, name);
        mkdirSync(dataDir, { recursive: true });
        servers.push(
          await startHoogo(
            await options.port(),
            {
              ...common,
              dataDir,
              databaseUrl: options.databaseUrl,
              redisUrl: options.redisUrl,
              extra: { TRUST_PROXY: '1', ...options.extra },
            },
            path.join(options.tmp, `server-${name}.log`),
          ),
        );
      }
      proxy = await InstanceProxy.start();
      proxy.route('a', `http://127.0.0.1:${servers[0]?.port}`);
      proxy.route('b', `http://127.0.0.1:${servers[1]?.port}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    servers,
    proxy,
    apiPort: proxy ? Number(new URL(proxy.url).port) : (servers[0]?.port as number),
    names: servers.length > 1 ? ['instance a', 'instance b'] : ['server'],
    stop,
  };
}

/**
 * The address the organiser's and hosts' requests come from: 127.0.0.2 against a server on this machine
 * (the organiser's laptop is not behind the venue's NAT), the machine's own against another.
 */
export const hostAddress = (origin: URL) =>
  origin.hostname === '127.0.0.1' || origin.hostname === 'localhost' ? '127.0.0.2' : undefined;

export const envelope = (answer: HttpAnswer) => JSON.parse(answer.body.toString('utf8')) as Envelope<unknown>;

/** A JSON request body with its content type, for HttpRequest. */
export const jsonBody = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

/** The answer's envelope response of a call that must answer 200; anything else stops the run's setup. */
export function mustAnswer(answer: HttpAnswer, what: string): unknown {
  if (answer.status !== 200)
    throw new Error(`${what} answered HTTP ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  return envelope(answer).response;
}

/** A new account signed up through the API: pre-register, the code read from the mail, register. */
export async function signUp(client: Client, mailbox: SlowMailbox, email: string, name: string) {
  const since = performance.now();
  mustAnswer(
    await client.request({ method: 'POST', path: '/api/auth/pre-register/', ...jsonBody({ email }) }),
    `${email}: pre-register`,
  );
  const mail = await mailbox.waitFor(email, since, performance.now() + 30_000);
  const otp = mail && readCode(mail.text);
  if (!otp) throw new Error(`${email}: no code in the mail within 30 s`);
  return mustAnswer(
    await client.request({
      method: 'POST',
      path: '/api/auth/register/',
      ...jsonBody({ email, name, otp }),
    }),
    `${email}: register`,
  ) as LoginResponse;
}

/**
 * The organiser signs up, creates the event and fills its 25-letter grid (with `fields`, further settings
 * of the same update), through the API, from another address (hostAddress): their requests do not count
 * against the crowd's.
 */
export async function organiserEvent(
  origin: URL,
  mailbox: SlowMailbox,
  name: string,
  fields: Array<[string, string]> = [],
) {
  const client = clientFor(origin, 4, { localAddress: hostAddress(origin), timeoutMs: 30_000 });
  const email = `organiser-${name.toLowerCase()}@example.com`;
  try {
    const session = await signUp(client, mailbox, email, 'Event Organiser');
    const auth = { authorization: `Bearer ${session.access_token}` };
    const create = jsonBody({ name });
    const created = mustAnswer(
      await client.request({
        method: 'POST',
        path: '/api/hoogo/manage-event/create/',
        headers: { ...create.headers, ...auth },
        body: create.body,
      }),
      'organiser: create event',
    ) as CreatedEvent;
    const form = multipart([...gridFields(GRID), ...fields]);
    mustAnswer(
      await client.request({
        method: 'PATCH',
        path: `/api/hoogo/manage-event/${name}/update/`,
        headers: { 'content-type': form.contentType, ...auth },
        body: form.payload,
      }),
      'organiser: fill the grid',
    );
    // The files the event link's page links: what every phone downloads before the app runs.
    const page = await client.request({ path: `/${name}`, headers: { accept: 'text/html' } });
    const html = page.body.toString('utf8');
    if (page.status !== 200 || !html.includes('<html'))
      throw new Error(`the event link did not answer the web app (HTTP ${page.status})`);
    return { event: { id: created.event_id, name }, session, email, ...pageFiles(html, `/${name}`) };
  } finally {
    client.close();
  }
}

/**
 * The files a phone's browser fetches for the page before the app runs: the entry script, the stylesheet,
 * the modulepreload links, and those the page's inline scripts add (the route preload of index.html,
 * apps/web/src/app/route-preload.ts), found by running them as a signed-out browser at `pathname` would,
 * with an empty local storage.
 */
export function pageFiles(html: string, pathname: string): { assets: string[]; note?: string } {
  const files = new Set<string>();
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href =
      tag.startsWith('<link') && /^(modulepreload|stylesheet|preload)$/.test(rel ?? '')
        ? attribute(tag, 'href')
        : undefined;
    const src = tag.startsWith('<script') ? attribute(tag, 'src') : undefined;
    const file = href ?? src;
    if (file?.startsWith('/')) files.add(file);
  }
  const added: Array<{ rel?: string; href?: string }> = [];
  const element = () => ({}) as { rel?: string; href?: string };
  const sandbox = {
    location: { pathname },
    localStorage: Object.assign(Object.create(null), { getItem: () => null }),
    document: {
      createElement: element,
      head: { appendChild: (node: { rel?: string; href?: string }) => added.push(node) },
      body: { appendChild: (node: { rel?: string; href?: string }) => added.push(node) },
    },
  };
  // Object.keys(localStorage) must be empty, as in a browser that never signed in.
  Object.defineProperty(sandbox.localStorage, 'getItem', { enumerable: false });
  let note: string | undefined;
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    try {
      vm.runInNewContext(code ?? '', sandbox, { timeout: 1_000 });
    } catch (error) {
      note = `an inline script of the page did not run in the bench's stand-in browser (${String(error)}): its files are not fetched`;
    }
  }
  for (const node of added) if (node.href?.startsWith('/') && node.rel !== 'icon') files.add(node.href);
  return { assets: [...files], note };
}

/** The measured commit, and whether the measured code (not the bench or docs) had uncommitted changes. */
export function gitState() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  try {
    const code = ['apps', 'packages', 'scripts', 'package.json', 'package-lock.json'];
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--', ...code) !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

/** Where and when a run was measured: the commit, the machine and its load. */
export interface RunContext {
  date: string;
  commit: string;
  dirty: boolean;
  /** The machine's 1-minute load average when it was taken (the QR code shown, or the run's end). */
  loadBefore: number;
  cores: number;
  node: string;
}

export function runContext(loadBefore = os.loadavg()[0] ?? Number.NaN): RunContext {
  return {
    date: new Date().toISOString(),
    ...gitState(),
    loadBefore,
    cores: os.availableParallelism(),
    node: process.version,
  };
}

/**
 * Runs `runOne` for every mode and size in turn; the scaled mode only when PostgreSQL and Redis answer.
 * A run that fails is logged and left out: the others still run.
 */
export async function runEach<Run extends { headline: string }, M extends string>(
  modes: readonly M[],
  sizes: readonly number[],
  backends: { adminUrl: string; redisUrl: string },
  runOne: (mode: M, size: number) => Promise<Run>,
  log: (message: string) => void,
): Promise<Run[]> {
  const scaledUp =
    (await isListening(Number(new URL(backends.adminUrl).port || 5432))) &&
    (await isListening(Number(new URL(backends.redisUrl).port || 6379)));
  const runs: Run[] = [];
  for (const mode of modes) {
    if (mode === 'scaled' && !scaledUp) {
      log(
        `scaled mode skipped: PostgreSQL (${new URL(backends.adminUrl).host}) or Redis (${new URL(backends.redisUrl).host}) not reachable`,
      );
      continue;
    }
    for (const size of sizes) {
      log(`${mode} ${size}: starting`);
      try {
        const run = await runOne(mode, size);
        runs.push(run);
        log(`${mode} ${size}: ${run.headline}`);
      } catch (error) {
        log(
          `${mode} ${size} FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    }
  }
  return runs;
}
