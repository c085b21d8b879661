import { connect, type Socket } from 'node:net';

export interface SlowOutcome {
  /** The status the server answered, or null when it answered nothing before the socket closed. */
  status: number | null;
  /** Milliseconds from the first byte sent to the answer or the close. */
  ms: number;
}

/**
 * A client on a bad network: sends the request head, then `body` in `chunk`-byte pieces every
 * `intervalMs`, stopping after `sendMs` (the rest is never sent when `finish` is false). Resolves with
 * the server's answer, or when the socket closes, or `giveUpMs` after the start (then it closes itself).
 */
export function slowRequest(options: {
  port: number;
  head: string;
  body: Buffer;
  chunk: number;
  intervalMs: number;
  sendMs: number;
  finish: boolean;
  giveUpMs: number;
}): Promise<SlowOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket: Socket = connect(options.port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({ status: match ? Number(match[1]) : null, ms: Date.now() - started });
    };
    const giveUp = setTimeout(done, options.giveUpMs);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(received)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => {
      socket.write(options.head);
      timer = setInterval(() => {
        if (Date.now() - started > options.sendMs) {
          clearInterval(timer);
          if (options.finish) socket.write(options.body.subarray(sent));
          return;
        }
        socket.write(options.body.subarray(sent, sent + options.chunk));
        sent += options.chunk;
      }, options.intervalMs);
    });
  });
}
