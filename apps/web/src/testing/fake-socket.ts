/**
 * A stand-in for the browser WebSocket: records every socket opened, and lets a test open it, send it
 * server messages and close it. The setup installs it for every test, so no test reaches the network.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** The close code the client asked for, when it closed the socket itself. */
  closedByClient: number | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    FakeWebSocket.instances.push(this);
  }

  /** The messages the client sent, parsed. */
  sent: unknown[] = [];

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedByClient = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a JSON message. */
  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server (or the network) closes the socket. */
  serverClose(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason: '', wasClean: code === 1000 } as CloseEvent);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** The sockets opened to a board ('leaderboard' or 'vote-leaderboard'), oldest first. */
  static to(
    board: 'leaderboard' | 'vote-leaderboard' | 'status' | 'activity' | 'screen' | 'remote',
  ): FakeWebSocket[] {
    return FakeWebSocket.instances.filter((s) => new URL(s.url).pathname.endsWith(`/${board}/`));
  }

  /** The newest socket to a board that the client has not closed. */
  static latest(
    board: 'leaderboard' | 'vote-leaderboard' | 'status' | 'activity' | 'screen' | 'remote',
  ): FakeWebSocket {
    const open = FakeWebSocket.to(board).filter((s) => s.closedByClient === null);
    const socket = open[open.length - 1];
    if (!socket) throw new Error(`no open ${board} socket`);
    return socket;
  }
}
