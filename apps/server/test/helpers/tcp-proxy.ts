import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a real service (Redis, PostgreSQL), for tests where the dependency
 * dies mid-run: `blackhole()` keeps every connection open but lets no byte through (a hung server),
 * `cut()` drops every connection and refuses new ones (a dead server), `restore()` forwards again.
 */
export class TcpProxy {
  private mode: 'forward' | 'blackhole' | 'cut' = 'forward';
  private readonly sockets = new Set<Socket>();
  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const proxy = new TcpProxy(server, typeof address === 'object' && address ? address.port : 0);
    server.on('connection', (client) => proxy.accept(client, target));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  private accept(client: Socket, target: { host: string; port: number }) {
    this.track(client);
    if (this.mode === 'cut') {
      client.destroy();
      return;
    }
    if (this.mode === 'blackhole') return; // accepted, never answered
    const upstream = connect(target.port, target.host);
    this.track(upstream);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (this.mode === 'forward') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
  }

  blackhole() {
    this.mode = 'blackhole';
  }

  cut() {
    this.mode = 'cut';
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.mode = 'forward';
  }

  async close() {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** A TCP server that accepts connections and never answers: a database that hangs. */
export async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** How long `work` took, in milliseconds, with its result. */
export async function timed<T>(work: Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work;
  return { ms: performance.now() - started, value };
}
