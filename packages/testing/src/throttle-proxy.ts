import { connect, createServer, type Server, type Socket } from 'node:net';

/** A phone's link: its upload rate, its download rate, and the latency each way. */
export interface LinkProfile {
  upBytesPerSecond: number;
  downBytesPerSecond: number;
  /** Added to every byte in each direction: the round trip is twice this. */
  oneWayLatencyMs: number;
}

/**
 * Chrome DevTools' Slow 3G: 400 kbit/s (50 KB/s) each way, 2 s of latency (1 s each way here).
 */
export const SLOW_3G: LinkProfile = {
  upBytesPerSecond: 50_000,
  downBytesPerSecond: 50_000,
  oneWayLatencyMs: 1_000,
};

/** Bytes sent in one go: small enough that the rate is smooth at a few KB/s. */
const SLICE_BYTES = 1_024;
/** Bytes queued in one direction before the sender is paused (TCP's window, roughly). */
const QUEUE_BYTES = 64 * 1024;

/**
 * One direction of a connection at a fixed rate and latency: each slice leaves when the link is free
 * (rate) and arrives `latency` later, in order; the sender is paused while too much is queued.
 */
class ThrottledPipe {
  private freeAt = 0;
  private queued = 0;
  private readonly queue: Array<{ at: number; bytes: number; deliver: () => void }> = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly from: Socket,
    private readonly to: Socket,
    private readonly bytesPerSecond: number,
    private readonly latencyMs: number,
  ) {
    from.on('data', (chunk: Buffer) => this.push(chunk));
    // The end, or a reset, reaches the other side after the bytes still on their way.
    from.on('end', () => this.schedule(0, () => this.to.end()));
    from.on('close', () => this.schedule(0, () => this.to.destroy()));
  }

  private push(chunk: Buffer) {
    for (let offset = 0; offset < chunk.length; offset += SLICE_BYTES) {
      const slice = chunk.subarray(offset, offset + SLICE_BYTES);
      this.schedule(slice.length, () => this.to.write(slice));
    }
    if (this.queued > QUEUE_BYTES) this.from.pause();
  }

  private schedule(bytes: number, deliver: () => void) {
    const now = performance.now();
    this.freeAt = Math.max(now, this.freeAt) + (bytes * 1000) / this.bytesPerSecond;
    this.queued += bytes;
    this.queue.push({ at: this.freeAt + this.latencyMs, bytes, deliver });
    if (this.queue.length === 1) this.wake();
  }

  /** Delivers what is due, in order, and sleeps until the next slice is. */
  private wake() {
    clearTimeout(this.timer);
    const now = performance.now();
    while (this.queue.length > 0 && (this.queue[0]?.at ?? 0) <= now) {
      const due = this.queue.shift() as (typeof this.queue)[number];
      this.queued -= due.bytes;
      if (!this.to.destroyed) due.deliver();
    }
    if (this.queued <= QUEUE_BYTES / 2 && this.from.isPaused()) this.from.resume();
    const next = this.queue[0];
    if (next) this.timer = setTimeout(() => this.wake(), Math.max(1, next.at - now));
  }
}

/**
 * A loopback TCP proxy in front of a server where every connection is its own slow link (a phone on a
 * congested network): uploads and answers pass at the profile's rates, each byte late by its latency.
 */
export class ThrottleProxy {
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }, profile: LinkProfile): Promise<ThrottleProxy> {
    const server = createServer({ allowHalfOpen: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const proxy = new ThrottleProxy(server, typeof address === 'object' && address ? address.port : 0);
    server.on('connection', (client) => {
      const upstream = connect({ port: target.port, host: target.host, allowHalfOpen: true });
      for (const socket of [client, upstream]) {
        proxy.sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => proxy.sockets.delete(socket));
      }
      new ThrottledPipe(client, upstream, profile.upBytesPerSecond, profile.oneWayLatencyMs);
      new ThrottledPipe(upstream, client, profile.downBytesPerSecond, profile.oneWayLatencyMs);
    });
    return proxy;
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
