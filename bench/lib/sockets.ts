import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface OpenOptions {
  count: number;
  /** Handshakes in flight at once. */
  concurrency: number;
  /** Resolve a socket's opening only once it received its first message (the server's snapshot). */
  waitFirstMessage: boolean;
  /** Every message after the first awaited one, with the time it was read. */
  onMessage: (socket: number, text: string, receivedAt: number) => void;
  timeoutMs?: number;
}

/** Opens `count` client sockets to `url` with bounded concurrency; rejects if any fails to open in time. */
export async function openSockets(url: string | ((index: number) => string), options: OpenOptions) {
  const sockets: WebSocket[] = [];
  let nextIndex = 0;
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 30_000;

  function openOne(index: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(typeof url === 'function' ? url(index) : url, {
        perMessageDeflate: false,
      });
      sockets[index] = socket;
      let waiting = options.waitFirstMessage;
      const timer = setTimeout(
        () => reject(new Error(`socket ${index} did not open in ${timeoutMs} ms`)),
        timeoutMs,
      );
      socket.on('open', () => {
        if (!waiting) {
          clearTimeout(timer);
          resolve();
        }
      });
      socket.on('message', (data: Buffer) => {
        const receivedAt = performance.now();
        if (waiting) {
          waiting = false;
          clearTimeout(timer);
          resolve();
          return;
        }
        options.onMessage(index, data.toString('utf8'), receivedAt);
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      // Closed by the server before it counted as open (no snapshot): fail now, not at the timeout.
      socket.on('close', (code: number, reason: Buffer) => {
        clearTimeout(timer);
        reject(new Error(`socket ${index} closed (${code} ${reason.toString()}) before it was open`));
      });
    });
  }

  async function worker() {
    while (nextIndex < options.count) {
      const index = nextIndex++;
      await openOne(index);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    sockets,
    openMs: performance.now() - started,
    async close() {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.close();
              setTimeout(() => {
                socket.terminate();
                resolve();
              }, 3_000).unref();
            }),
        ),
      );
    },
  };
}
