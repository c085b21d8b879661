import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';
import { type Child, repositoryRoot, startScript, waitForHttp } from './process.ts';

/** A 48-character signing secret shared by the instances of one run (they must accept each other's tokens). */
const JWT_SECRET = randomBytes(36).toString('base64url');

/**
 * An access token for `user`, signed as the server signs them (plugins/app/auth/tokens.ts): host-only routes
 * for the seeded owner, who has no password to sign in with.
 */
export async function accessToken(user: { id: string; email: string }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: user.email, sid: 'bench' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 3_600)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

export interface HoogoServer {
  port: number;
  child: Child;
  /** Lines the server logged since the offset (a byte offset of its log file). */
  logSince(offset: number): string[];
  logSize(): number;
  stop(): Promise<void>;
}

export interface ServerEnv {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Where OTP mails go (default: none, the server writes them to its log). */
  smtpUrl?: string;
  /** The web build to serve (default: none, the API alone). */
  webDist?: string;
  /** Further variables, as an operator would set them (TRUST_PROXY behind a load balancer). */
  extra?: Record<string, string>;
}

/**
 * The compiled server `npm start` runs (scripts/build-server.mjs,
 * docs/decisions/0051-a-compiled-server-for-npm-start.md), built first when the sources changed since the
 * last build.
 */
async function compiledServer(): Promise<string> {
  const server = (await import(
    pathToFileURL(path.join(repositoryRoot, 'scripts/build-server.mjs')).href
  )) as {
    serverBuild(): { entry: string };
    buildServer(build: { entry: string }): Promise<string>;
  };
  const build = server.serverBuild();
  if (!existsSync(build.entry)) await server.buildServer(build);
  return build.entry;
}

/** Starts the compiled server on `port` as `npm start` runs it (NODE_ENV=production), and waits for /healthz. */
export async function startHoogo(port: number, env: ServerEnv, logFile: string): Promise<HoogoServer> {
  const child = startScript(await compiledServer(), {
    logFile,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      REDIS_URL: env.redisUrl ?? '',
      SMTP_URL: env.smtpUrl ?? '',
      JWT_SECRET,
      WEB_DIST: env.webDist ?? path.join(env.dataDir, 'no-web-build'),
      ...env.extra,
    },
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, child);
  return {
    port,
    child,
    logSize: () => readFileSync(logFile).length,
    logSince: (offset) => readFileSync(logFile).subarray(offset).toString('utf8').split('\n').filter(Boolean),
    stop: () => child.stop(),
  };
}

/**
 * Fastify's responseTime of the requests to URLs starting with `urlPrefix`, matched by request id
 * between the "incoming request" and "request completed" lines (the second is written once the answer
 * is sent, so it may come after the client already read the answer).
 */
export function responseTimesOf(lines: string[], urlPrefix: string): number[] {
  const ids = new Set<string>();
  const times: number[] = [];
  for (const line of lines) {
    let entry: { reqId?: string; req?: { url?: string }; responseTime?: number };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // not a JSON log line
    }
    if (!entry.reqId) continue;
    if (entry.req?.url?.startsWith(urlPrefix)) ids.add(entry.reqId);
    else if (typeof entry.responseTime === 'number' && ids.has(entry.reqId)) times.push(entry.responseTime);
  }
  return times;
}

/** A fresh PostgreSQL database for one run, dropped again at the end. */
export async function createBenchDatabase(adminUrl: string) {
  const name = `hoogo_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
