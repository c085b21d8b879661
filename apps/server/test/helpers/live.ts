import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../../src/app.js';
import type { LiveOptions } from '../../src/plugins/app/live/live-viewers.js';
import { LogCapture, type TestApp, testConfig } from './app.js';

/** A message of a live socket: snapshot, update or error (packages/core api/live.ts). */
export interface LiveFrame {
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the board sends
  response?: any;
  statusCode?: number;
  message?: { general: string[] };
}

const WAIT_MS = 5_000;

/**
 * The Redis the two-instance tests share: TEST_REDIS_URL. Under CI a missing Redis is a failure, never
 * a silent skip; locally the multi-instance tests are left out.
 */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('CI=true but TEST_REDIS_URL is not set: the live tests must also run across instances');
  }
  return url;
}

export const listenLocally = (app: App) => app.listen({ host: '127.0.0.1', port: 0 });

/** A viewer's socket that records every message; `next` waits for the first unread one matching. */
export class LiveClient {
  readonly received: LiveFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly errors: Error[] = [];
  private read = 0;
  private wake: (() => void) | undefined;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as LiveFrame);
      this.wake?.();
    });
    socket.on('error', (error) => this.errors.push(error));
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      });
    });
  }

  static connect(app: App, path: string, options: WebSocket.ClientOptions = {}): LiveClient {
    const { port } = app.server.address() as AddressInfo;
    return new LiveClient(new WebSocket(`ws://127.0.0.1:${port}${path}`, options));
  }

  /** The next unread message of `type` (messages of other types before it are skipped). */
  async next(type: string): Promise<LiveFrame> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      while (this.read < this.received.length) {
        const frame = this.received[this.read++] as LiveFrame;
        if (frame.type === type) return frame;
      }
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`socket closed before a ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no ${type} within ${WAIT_MS} ms; got ${JSON.stringify(this.received.map((f) => f.type))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /**
   * A WebSocket ping's round trip: every frame the server had queued on this socket before it read the
   * ping has arrived (ws answers a ping after what it already sent, and the in-process bus delivers a
   * change's updates in the turn it is published).
   */
  async sync(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no pong within ${WAIT_MS} ms`)), WAIT_MS);
      this.socket.once('pong', () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.ping();
    });
  }

  /**
   * No unread message of `type` came, checked after a ping's round trip (`sync`) instead of a sleep: for
   * a frame the server would have sent in the turn of a change on this instance, an update of the
   * in-process bus or an answer to a message of this socket. A frame sent later (a snapshot read again,
   * a status, the activity feed, anything through Redis) needs `nothing` and its wait.
   */
  async nothingSent(type: string): Promise<void> {
    await this.sync();
    const unread = this.received.slice(this.read).filter((frame) => frame.type === type);
    if (unread.length > 0) throw new Error(`unexpected ${type}: ${JSON.stringify(unread)}`);
  }

  /** No unread message of `type` arrived within `ms`. */
  async nothing(type: string, ms = 300): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const unread = this.received.slice(this.read).filter((frame) => frame.type === type);
    if (unread.length > 0) throw new Error(`unexpected ${type}: ${JSON.stringify(unread)}`);
  }

  close() {
    if (this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
    else this.socket.close();
  }
}

export interface LiveSockets {
  /** A socket on `path` of `app` (the test file's app unless given), closed after the test. */
  open(path: string, app?: App, options?: WebSocket.ClientOptions): LiveClient;
  /**
   * Another instance on the test file's database and clock, listening, with its own log and `env`
   * (REDIS_URL) and live options as given: a TestApp whose app is that instance, for changes made through
   * it. Closed and its data folder removed after the test.
   */
  instance(env?: NodeJS.ProcessEnv, live?: Partial<LiveOptions>): Promise<TestApp>;
  /** Closes an instance of `instance` now, as a restart does, and removes its data folder. */
  close(app: App): Promise<void>;
}

/**
 * The sockets of a test file's live tests: the file's app listens on loopback from beforeAll on; the
 * sockets and the other instances a test opens are closed after it.
 */
export function useLiveSockets(t: TestApp): LiveSockets {
  const clients: LiveClient[] = [];
  const instances: App[] = [];
  const instanceLogs: LogCapture[] = [];
  const closeApp = async (app: App) => {
    await app.close();
    rmSync(app.config.dataDir, { recursive: true, force: true });
  };

  beforeAll(async () => {
    await listenLocally(t.app);
  });

  afterEach(async (context) => {
    // A failed test shows what its instances warned of (a Redis error, a failed load) and what their
    // live bus said (Redis back, viewers resynced): the frame it waited for may have been lost there.
    if (context.task.result?.state === 'fail') {
      for (const [at, logs] of instanceLogs.entries()) {
        const warnings = logs.lines.filter((line) => /"level":[4-6]\d|"msg":"live bus/.test(line));
        console.error(
          `instance ${at + 1} warned: ${warnings.length > 0 ? `\n${warnings.join('\n')}` : 'nothing'}`,
        );
      }
    }
    instanceLogs.splice(0);
    for (const client of clients.splice(0)) client.close();
    for (const app of instances.splice(0)) await closeApp(app);
  });

  return {
    open(path, app = t.app, options = {}) {
      const client = LiveClient.connect(app, path, options);
      clients.push(client);
      return client;
    },
    async instance(env = {}, live = {}) {
      const logs = new LogCapture();
      instanceLogs.push(logs);
      const app = await buildApp(testConfig(env), {
        database: t.db.database,
        now: t.clock.now,
        logStream: logs,
        live,
      });
      instances.push(app);
      await listenLocally(app);
      return { ...t, app, logs };
    },
    async close(app) {
      const at = instances.indexOf(app);
      if (at < 0) throw new Error('not an instance of this test');
      instances.splice(at, 1);
      await closeApp(app);
    },
  };
}
