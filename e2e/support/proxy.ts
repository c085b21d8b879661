import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
} from 'node:http';
import type { Socket } from 'node:net';

/** The cookie (set per browser context) or header (set per API call) that names the instance to serve it. */
export const INSTANCE_COOKIE = 'e2e-instance';
export const INSTANCE_HEADER = 'x-e2e-instance';
/** The response header that names the instance that answered. */
export const SERVED_BY_HEADER = 'x-served-by';

/** One request the proxy passed on: to which instance, and the instance's status (101 for a WebSocket). */
export interface ProxiedRequest {
  instance: string;
  method: string;
  path: string;
  upgrade: boolean;
  status: number;
}

/**
 * A small reverse proxy in front of several app instances, as a load balancer at an event
 * (docs/operations.md, "Several instances"): it passes WebSocket upgrades through, appends the client's
 * address to X-Forwarded-For, and says in `x-served-by` which instance answered. A request names its
 * instance with the `e2e-instance` cookie (a browser context of the test) or the `x-e2e-instance` header
 * (an API call); one naming none goes to the instances in turn. Every request is kept in `log`.
 */
export class InstanceProxy {
  readonly log: ProxiedRequest[] = [];
  private readonly upstreams = new Map<string, URL>();
  private readonly sockets = new Set<Socket>();
  private turn = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<InstanceProxy> {
    const server = createServer();
    // A crowd opens thousands of connections at once (bench:event): the system's queue for them is as
    // long as the server's (apps/server/src/main.ts, LISTEN_BACKLOG), not Node's default 511.
    await new Promise<void>((resolve) =>
      server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve),
    );
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const proxy = new InstanceProxy(server, `http://127.0.0.1:${port}`);
    server.on('connection', (socket) => proxy.track(socket));
    server.on('request', (req, res) => {
      const chosen = proxy.choose(req);
      if (!chosen) {
        res.writeHead(502).end();
        return;
      }
      const { name, target } = chosen;
      const upstream = request(target, { method: req.method, headers: proxy.forwarded(req) }, (answer) => {
        proxy.log.push({
          instance: name,
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          upgrade: false,
          status: answer.statusCode ?? 0,
        });
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: name });
        answer.pipe(res);
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { [SERVED_BY_HEADER]: name });
        res.end();
      });
      req.pipe(upstream);
    });
    server.on('upgrade', (req, socket: Socket, head: Buffer) => proxy.upgrade(req, socket, head));
    return proxy;
  }

  /** Adds (or replaces) the instance called `name`, at `url`. */
  route(name: string, url: string): void {
    this.upstreams.set(name, new URL(url));
  }

  /** The requests an instance served whose path contains `part`. */
  served(instance: string, part: string): ProxiedRequest[] {
    return this.log.filter((entry) => entry.instance === instance && entry.path.includes(part));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** The instance a request names, or the next in turn; none when it names an unknown one. */
  private choose(req: IncomingMessage): { name: string; target: URL } | undefined {
    const header = req.headers[INSTANCE_HEADER];
    const cookie = /(?:^|;\s*)e2e-instance=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const names = [...this.upstreams.keys()];
    const name = (typeof header === 'string' ? header : cookie) ?? names[this.turn++ % names.length];
    const base = name === undefined ? undefined : this.upstreams.get(name);
    if (!name || !base) return undefined;
    return { name, target: new URL(req.url ?? '/', base) };
  }

  /** The request's headers, with the client's address appended to X-Forwarded-For as a proxy does. */
  private forwarded(req: IncomingMessage): IncomingHttpHeaders {
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    const before = req.headers['x-forwarded-for'];
    return { ...req.headers, 'x-forwarded-for': before ? `${before}, ${client}` : client };
  }

  /** A WebSocket handshake: sent on to the instance, then both sockets joined byte for byte. */
  private upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void {
    const chosen = this.choose(req);
    if (!chosen) {
      socket.destroy();
      return;
    }
    const { name, target } = chosen;
    const entry: ProxiedRequest = {
      instance: name,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      upgrade: true,
      status: 0,
    };
    const upstream = request(target, { method: req.method, headers: this.forwarded(req) });
    upstream.on('upgrade', (answer, instanceSocket: Socket, instanceHead: Buffer) => {
      this.track(instanceSocket);
      entry.status = answer.statusCode ?? 101;
      this.log.push(entry);
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      }
      lines.push(`${SERVED_BY_HEADER}: ${name}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (instanceHead.length > 0) socket.write(instanceHead);
      if (head.length > 0) instanceSocket.write(head);
      instanceSocket.pipe(socket).pipe(instanceSocket);
      instanceSocket.on('error', () => socket.destroy());
      socket.on('error', () => instanceSocket.destroy());
    });
    // The instance refused the upgrade: its answer goes back as it is.
    upstream.on('response', (answer) => {
      entry.status = answer.statusCode ?? 0;
      this.log.push(entry);
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      }
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      answer.pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.end();
  }
}
