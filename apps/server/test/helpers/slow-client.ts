import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** 0 when the connection closed without an answer. */
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** From the connection's start until it closed. */
  ms: number;
}

/**
 * An HTTP/1.1 request written by hand on its own connection, so a test controls when each byte of the
 * body goes: `socket` writes more, `answer` settles once the server has closed the connection.
 */
export function openRequest(
  port: number,
  head: { method: string; path: string; headers: Record<string, string> },
): { socket: Socket; answer: Promise<RawAnswer> } {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  const lines = [`${head.method} ${head.path} HTTP/1.1`, 'host: 127.0.0.1'];
  for (const [name, value] of Object.entries(head.headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  const answer = new Promise<RawAnswer>((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'), started)));
  });
  return { socket, answer };
}

function parseAnswer(text: string, started: number): RawAnswer {
  const ms = performance.now() - started;
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return { status: 0, headers: {}, body: undefined, ms };
  const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = text.slice(split + 4);
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // not JSON: kept as text for the assertion to show
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body, ms };
}

/** Writes one byte every `everyMs` until the connection closes: a client that holds its request open. */
export function dribble(socket: Socket, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) clearInterval(timer);
    else socket.write('x');
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

/** Writes `bytes` at `bytesPerSecond` in 1 KB pieces, until done or the connection closes. */
export function sendAtRate(socket: Socket, bytes: Buffer, bytesPerSecond: number): void {
  const piece = 1024;
  let offset = 0;
  const timer = setInterval(
    () => {
      if (socket.destroyed || !socket.writable || offset >= bytes.length) {
        clearInterval(timer);
        return;
      }
      socket.write(bytes.subarray(offset, offset + piece));
      offset += piece;
    },
    (piece * 1000) / bytesPerSecond,
  );
  socket.on('close', () => clearInterval(timer));
}
