import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { openSockets } from '../lib/sockets.ts';
import { type Summary, sleep, summarize } from '../lib/stats.ts';

export interface FanoutOptions {
  /** Where socket i connects. */
  socketUrl: (index: number) => string;
  sockets: number;
  openConcurrency: number;
  /** Sockets get the server's snapshot before they count as open. */
  waitFirstMessage: boolean;
  changes: number;
  spacingMs: number;
  /** Triggers change `seq`; resolves once sent (the HTTP answer may come later). */
  trigger: (seq: number) => Promise<unknown>;
  /** The change a received message is about, or null for other messages. */
  identify: (message: unknown) => number | null;
  /** How long to wait for stragglers after the last change. */
  settleMs?: number;
}

export interface FanoutResult {
  sockets: number;
  openMs: number;
  changes: number;
  expected: number;
  received: number;
  /** Send of the change to its delivery on a socket, every (change, socket) pair received. */
  latency: Summary;
  /** One frame as received (for the baseline's payload size). */
  sampleFrame: string | null;
}

/**
 * Opens the sockets, triggers `changes` changes `spacingMs` apart and measures, for every socket, the time
 * from the trigger (client send time) to the delivery of that change's message.
 */
export async function measureFanout(options: FanoutOptions): Promise<FanoutResult> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let received = 0;
  let sampleFrame: string | null = null;
  const seen = new Set<string>();

  const opened = await openSockets(options.socketUrl, {
    count: options.sockets,
    concurrency: options.openConcurrency,
    waitFirstMessage: options.waitFirstMessage,
    onMessage(socket, text, receivedAt) {
      const seq = options.identify(JSON.parse(text));
      if (seq === null) return;
      const sent = sentAt.get(seq);
      const key = `${socket}:${seq}`;
      if (sent === undefined || seen.has(key)) return;
      seen.add(key);
      received += 1;
      sampleFrame ??= text;
      latencies.push(receivedAt - sent);
    },
  });
  try {
    await sleep(500);
    const triggers: Promise<unknown>[] = [];
    const first = performance.now();
    for (let seq = 0; seq < options.changes; seq++) {
      // Fixed schedule: a slow answer does not push the next change back.
      const due = first + seq * options.spacingMs;
      await sleep(Math.max(0, due - performance.now()));
      sentAt.set(seq, performance.now());
      triggers.push(options.trigger(seq));
    }
    await Promise.all(triggers);
    const expected = options.changes * options.sockets;
    const deadline = performance.now() + (options.settleMs ?? 10_000);
    while (received < expected && performance.now() < deadline) await sleep(50);
    return {
      sockets: options.sockets,
      openMs: opened.openMs,
      changes: options.changes,
      expected,
      received,
      latency: summarize(latencies),
      sampleFrame,
    };
  } finally {
    await opened.close();
  }
}

/** The bare `ws` baseline: the same sockets and schedule, the change triggered by a `go:<seq>` message. */
export async function measureBaseline(
  port: number,
  options: Omit<FanoutOptions, 'socketUrl' | 'trigger' | 'identify' | 'waitFirstMessage'>,
) {
  const control = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    control.once('open', resolve);
    control.once('error', reject);
  });
  try {
    return await measureFanout({
      ...options,
      socketUrl: () => `ws://127.0.0.1:${port}/`,
      waitFirstMessage: false,
      trigger: (seq) =>
        new Promise<void>((resolve, reject) =>
          control.send(`go:${seq}`, (error) => (error ? reject(error) : resolve())),
        ),
      identify: (message) => {
        const seq = (message as { seq?: unknown }).seq;
        return typeof seq === 'number' ? seq : null;
      },
    });
  } finally {
    control.close();
  }
}
