/**
 * The room of the rehearsal (bench/event/run.ts): three big screens on the game board, paging through
 * it and loading each new selfie; two hosts on the activity feed, one of them hiding a connection,
 * removing a player and changing the venue's privacy; at the end voting on and off, the results and the
 * exports. Every host request comes from another address than the crowd's (run-support's hostAddress).
 */
import { performance } from 'node:perf_hooks';
import { multipart } from '@hoogo/testing/forms';
import WebSocket from 'ws';
import { type Client, clientFor, type HttpRequest, socketOrigin } from '../lib/http.ts';
import { hostAddress } from '../lib/run-support.ts';
import { BoardWatcher, type Floor, firstWord } from './floor.ts';

const API = '/api/hoogo';
/** Rows a 1920x1080 board shows on a page (the board page's first window). */
const SCREEN_ROWS = 50;
/** How long the board shows a page before the next (the screens page on while the game runs). */
const PAGE_MS = 10_000;

export interface RoomTarget {
  origin: URL;
  event: { id: string; name: string };
  hostTokens: [string, string];
}

export class Room {
  private readonly sockets = new Set<WebSocket>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly hosts: [Client, Client];
  /** The newest connection each host's feed showed (what a host hides). */
  private newestOnFeed: string | undefined;
  /** When the privacy change was answered: the screens' fresh snapshots are timed from it. */
  private privacyChangedAt = Number.NaN;

  constructor(
    private readonly floor: Floor,
    private readonly target: RoomTarget,
  ) {
    const client = () =>
      clientFor(target.origin, 6, { localAddress: hostAddress(target.origin), timeoutMs: 60_000 });
    this.hosts = [client(), client()];
  }

  private get wsBase() {
    return `${socketOrigin(this.target.origin)}${API}/manage-event/${this.target.event.name}`;
  }

  /** The big screens and the hosts' feeds, open before the QR code is shown. */
  async open(screens: number) {
    const opened: Array<Promise<void>> = [];
    for (let i = 0; i < screens; i++) opened.push(this.screen(i));
    for (const host of [0, 1] as const) opened.push(this.feed(host));
    await Promise.all(opened);
  }

  private screen(index: number): Promise<void> {
    const { recorder } = this.floor;
    const watcher = new BoardWatcher(this.floor, 'big screen');
    const media = clientFor(this.target.origin, 6, {
      localAddress: hostAddress(this.target.origin),
      timeoutMs: 30_000,
    });
    return new Promise((resolve, reject) => {
      const began = performance.now();
      const ws = new WebSocket(
        `${this.wsBase}/leaderboard/?tz=Europe%2FBerlin&offset=0&limit=${SCREEN_ROWS}`,
        {
          perMessageDeflate: false,
        },
      );
      this.sockets.add(ws);
      let page = 0;
      let rows = 0;
      let privacy: string | undefined;
      ws.on('message', (data: Buffer) => {
        const at = recorder.now();
        const message = JSON.parse(data.toString('utf8')) as {
          type: string;
          response?: {
            row_count?: number;
            totals?: { row_count: number };
            venue_privacy?: string;
            image_data?: { image?: string | null; connected_name?: string } | unknown[];
            voting_enabled?: boolean;
          };
        };
        const response = message.response;
        rows = response?.row_count ?? response?.totals?.row_count ?? rows;
        if (message.type === 'snapshot') {
          if (privacy === undefined) {
            recorder.record('big screen: board', performance.now() - began, 'ok', 101);
            resolve();
          } else if (response?.venue_privacy !== privacy && Number.isFinite(this.privacyChangedAt))
            recorder.lag('privacy change → big screens', at - this.privacyChangedAt);
          privacy = response?.venue_privacy;
        }
        if (
          message.type === 'voting_toggled' &&
          response?.voting_enabled &&
          Number.isFinite(this.floor.votingOpenedAt)
        )
          recorder.lag('voting on → big screens', at - this.floor.votingOpenedAt);
        const made =
          message.type === 'connection_made' && !Array.isArray(response?.image_data)
            ? response?.image_data
            : undefined;
        if (made) {
          if (made.connected_name) watcher.connectionShown(made.connected_name, at);
          // The screen's gallery loads the new selfie (none in first-name or initials mode).
          const image = made.image;
          if (image)
            media
              .request({ path: new URL(image, 'http://x').pathname })
              .then((answer) => recorder.answer('big screen: new selfie', answer))
              .catch((error: unknown) =>
                recorder.record('big screen: new selfie', 0, 'error', String(error)),
              );
        }
      });
      ws.on('error', reject);
      ws.on('close', (code: number) => {
        this.sockets.delete(ws);
        media.close();
        if (privacy === undefined) reject(new Error(`screen ${index} closed (${code}) before its board`));
      });
      // Paging: the next page of the board every PAGE_MS, back to the top after the last.
      const pager = setInterval(
        () => {
          if (ws.readyState !== WebSocket.OPEN) return;
          page = (page + 1) * SCREEN_ROWS < rows ? page + 1 : 0;
          ws.send(JSON.stringify({ type: 'window', offset: page * SCREEN_ROWS, limit: SCREEN_ROWS }));
        },
        PAGE_MS + index * 700,
      );
      this.timers.push(pager);
    });
  }

  private feed(host: 0 | 1): Promise<void> {
    const { recorder } = this.floor;
    return new Promise((resolve, reject) => {
      const began = performance.now();
      const token = encodeURIComponent(this.target.hostTokens[host]);
      const ws = new WebSocket(`${this.wsBase}/activity/?token=${token}`, { perMessageDeflate: false });
      this.sockets.add(ws);
      let opened = false;
      ws.on('open', () => {
        opened = true;
        recorder.record('hosts feed', performance.now() - began, 'ok', 101);
        resolve();
      });
      ws.on('message', (data: Buffer) => {
        const at = recorder.now();
        const message = JSON.parse(data.toString('utf8')) as {
          type: string;
          response?: { item?: { id: string; connected_name: string; hidden?: unknown } };
        };
        const item = message.response?.item;
        // A connection changed later (hidden, or a link to a removed player) is not news to time.
        if (message.type !== 'activity' || !item || item.hidden) return;
        const answered = this.floor.byName.get(firstWord(item.connected_name));
        if (answered !== undefined && !this.seenOnFeed[host].has(item.id)) {
          this.seenOnFeed[host].add(item.id);
          recorder.lag('hosts feed', at - answered);
        }
        this.newestOnFeed = item.id;
      });
      ws.on('error', reject);
      ws.on('close', (code: number) => {
        this.sockets.delete(ws);
        if (!opened) reject(new Error(`host ${host + 1}'s feed closed (${code}) before it opened`));
      });
    });
  }

  private readonly seenOnFeed: [Set<string>, Set<string>] = [new Set(), new Set()];

  /** A host's request, recorded; the answer's envelope response (undefined when it failed). */
  private async host(host: 0 | 1, action: string, request: HttpRequest): Promise<unknown> {
    const { recorder } = this.floor;
    const began = performance.now();
    try {
      const answer = await this.hosts[host].request({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${this.target.hostTokens[host]}` },
      });
      if (recorder.answer(action, answer) !== 'ok') return undefined;
      const type = String(answer.headers['content-type'] ?? '');
      return type.includes('json')
        ? (JSON.parse(answer.body.toString('utf8')) as { response: unknown }).response
        : answer.body;
    } catch (error) {
      recorder.record(
        action,
        performance.now() - began,
        'error',
        error instanceof Error ? error.message : String(error),
      );
      return undefined;
    }
  }

  private update(host: 0 | 1, action: string, fields: Array<[string, string]>) {
    const form = multipart(fields);
    return this.host(host, action, {
      method: 'PATCH',
      path: `${API}/manage-event/${this.target.event.name}/update/`,
      headers: { 'content-type': form.contentType },
      body: form.payload,
    });
  }

  /** Host 1 hides the newest connection on the feed. */
  async hideConnection() {
    const id = this.newestOnFeed;
    if (!id) return this.floor.recorder.problem('no connection on the hosts feed to hide');
    await this.host(0, 'hide a connection', {
      method: 'POST',
      path: `${API}/manage-event/${this.target.event.name}/connections/${id}/hide/`,
    });
  }

  /** Host 1 removes a player from the game: their later submissions are refused. */
  async removePlayer() {
    const player = this.floor.players[Math.floor(this.floor.random() * this.floor.players.length)];
    if (!player) return this.floor.recorder.problem('no player to remove');
    // Marked before the request: a submission answered after the removal is then a refusal as asked.
    this.floor.removed.add(player.registerId);
    await this.host(0, 'remove a player', {
      method: 'POST',
      path: `${API}/manage-event/${this.target.event.name}/players/${player.registerId}/remove/`,
    });
  }

  /** Host 2 shows first names only on the public views: every board gets a fresh snapshot. */
  async changePrivacy() {
    await this.update(1, 'privacy change', [['venue_privacy', 'first_name']]);
    this.privacyChangedAt = this.floor.recorder.now();
  }

  /** Host 2 opens voting; the phones vote; after `votingMs` (or once all voted) host 2 closes it. */
  async vote(votingMs: number, phonesIn: () => number) {
    const before = this.floor.recorder.now();
    await this.update(1, 'voting on', [['voting_enabled', 'true']]);
    // Timed from the request, as the phones' sockets may show it before the host's answer is read.
    this.floor.votingOpenedAt = before;
    this.floor.votingOpened.resolve();
    await this.floor.until(() => this.floor.votesDone >= phonesIn(), performance.now() + votingMs);
    await this.update(1, 'voting off', [['voting_enabled', 'false']]);
    this.floor.votingClosed.resolve();
  }

  /** Host 1's end of the event: results, both exports, the insights, the feed's first page. */
  async results() {
    const base = `${API}/manage-event/${this.target.event.name}`;
    await this.host(0, 'results', { path: `${base}/results/` });
    await this.host(0, 'export: players.csv', { path: `${base}/export/players.csv` });
    const connections = await this.host(0, 'export: connections.csv', {
      path: `${base}/export/connections.csv`,
    });
    await this.host(0, 'insights', { path: `${base}/insights/` });
    await this.host(0, 'hosts feed (first page)', { path: `${base}/activity/` });
    return Buffer.isBuffer(connections) ? connections.toString('utf8') : undefined;
  }

  /** Closes every socket and the hosts' connections. */
  close() {
    for (const timer of this.timers) clearInterval(timer);
    for (const ws of this.sockets) ws.terminate();
    for (const client of this.hosts) client.close();
  }
}
