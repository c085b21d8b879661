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
 * (rate) and arrives `latency` later; the sender is paused while too much is queued.
 */
class ThrottledPipe {
  private freeAt = 0;
  private queued = 0;
  private ended = false;

  constructor(
    private readonly from: Socket,
    private readonly to: Socket,
    private readonly bytesPerSecond: number,
    private readonly latencyMs: number,
  ) {
    from.on('data', (chunk: Buffer) => this.push(chunk));
    from.on('end', () => {
      this.ended = true;
      this.schedule(Buffer.alloc(0));
    });
  }

  private push(chunk: Buffer) {
    for (let offset = 0; offset < chunk.length; offset += SLICE_BYTES) {
      this.schedule(chunk.subarray(offset, offset + SLICE_BYTES));
    }
    if (this.queued > QUEUE_BYTES) this.from.pause();
  }

  private schedule(slice: Buffer) {
    const now = performance.now();
    this.freeAt = Math.max(now, this.freeAt) + (slice.length * 1000) / this.bytesPerSecond;
    this.queued += slice.length;
    const last = this.ended && slice.length === 0;
    setTimeout(
      () => {
        this.queued -= slice.length;
        if (this.to.destroyed) return;
        if (last) this.to.end();
        else this.to.write(slice);
        if (this.queued <= QUEUE_BYTES / 2 && this.from.isPaused()) this.from.resume();
      },
      this.freeAt - now + this.latencyMs,
    );
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
        socket.on('close', () => {
          proxy.sockets.delete(socket);
          // A reset on one side resets the other, after the bytes still on their way.
          setTimeout(() => {
            client.destroy();
            upstream.destroy();
          }, profile.oneWayLatencyMs);
        });
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
