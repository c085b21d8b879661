import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { csvCell, exportFileName } from '../src/lib/csv-export.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';
import { listenLocally } from './helpers/live.js';
import { seedConnection, seedManyPlayers, seedPlayer } from './helpers/results.js';

const api = '/api/hoogo/manage-event';
/** GET of DevMeetup's players.csv over a real socket, as a browser streams it. */
const getPlayersCsv = (port: number, token: string, onResponse: (response: http.IncomingMessage) => void) =>
  http.get(
    {
      port,
      host: '127.0.0.1',
      path: `${api}/DevMeetup/export/players.csv`,
      headers: { authorization: `Bearer ${token}` },
    },
    onResponse,
  );
const at = (seconds: number) =>
  new Date(Date.parse('2026-11-20T18:00:00.000Z') + seconds * 1000).toISOString();

describe('CSV cells', () => {
  it('quotes as RFC 4180 says and neutralises formulas (OWASP CSV injection)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-2)).toBe('-2'); // numbers the export writes itself are not text from players
    expect(csvCell(null)).toBe('');
  });

  it('names the file from the event name and the date, safely', () => {
    const day = new Date('2026-11-26T12:00:00Z');
    expect(exportFileName('DevMeetup', 'players', day)).toBe('DevMeetup-players-2026-11-26.csv');
    expect(exportFileName('Café "Night"; rm -rf /', 'connections', day)).toBe(
      'Cafe-Night-rm-rf-connections-2026-11-26.csv',
    );
    expect(exportFileName('日本', 'players', day)).toBe('event-players-2026-11-26.csv');
  });
});

describe.each(testBackends('one'))('CSV exports on %s', (backend) => {
  const t = useTestApp(backend);

  /** The app's port on 127.0.0.1, listening from the first test that needs it until the app closes. */
  let listening: Promise<number> | undefined;
  const port = () => {
    listening ??= listenLocally(t.app).then(() => (t.app.server.address() as AddressInfo).port);
    return listening;
  };

  const download = (path: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `${api}/DevMeetup/export/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('exports players and connections with a BOM, quoting, unicode and formulas neutralised', async () => {
    const h = await hostedEvent(t);
    const eventId = h.event.event_id;
    const zoe = await seedPlayer(t, eventId, {
      email: 'zoe@example.com',
      name: 'Zoë "Z" O\'Neil, Jr.',
      bingos: 5,
      total: 25,
      completedAt: at(60),
    });
    const taro = await seedPlayer(t, eventId, {
      email: 'taro@example.com',
      name: '日本 太郎 🎉',
      bingos: 3,
      total: 17,
    });
    const evil = await seedPlayer(t, eventId, {
      email: 'evil@example.com',
      name: "=cmd|' /C calc'!A0",
      bingos: 1,
      total: 5,
    });
    await seedPlayer(t, eventId, { email: 'plus@example.com', name: '+1', total: 2 });
    await seedPlayer(t, eventId, { email: 'minus@example.com', name: '-2', total: 1 });
    const gone = await seedPlayer(t, eventId, {
      email: 'at@example.com',
      name: '@SUM(A1:A9)',
      bingos: 2,
      total: 10,
      removedAt: at(90),
    });
    await seedConnection(t, eventId, zoe, {
      x: 0,
      y: 1,
      letter: 'B',
      connectedName: '日本 太郎',
      liner: 'Talked about "ramen", sushi\nand trains 🚄',
      linked: taro,
      createdAt: at(10),
    });
    await seedConnection(t, eventId, taro, {
      x: 4,
      y: 4,
      letter: 'Y',
      connectedName: '=HYPERLINK("http://evil")',
      liner: '-minus first',
      createdAt: at(20),
      hiddenCause: 'host',
    });
    await seedConnection(t, eventId, evil, {
      x: 2,
      y: 3,
      letter: 'N',
      connectedName: '@SUM',
      liner: '+plus first',
      linked: gone,
      createdAt: at(30),
      hiddenCause: 'player_removed',
    });

    const players = await download('players.csv', h.admin.token);
    expect(players.statusCode).toBe(200);
    expect(players.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(players.headers['content-disposition']).toMatch(
      /^attachment; filename="DevMeetup-players-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(players.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const playerRows = parse(players.rawPayload, { bom: true }) as string[][];
    expect(playerRows).toEqual([
      [
        'Rank',
        'Name',
        'Email',
        'Connections',
        'Letters',
        'Completed at',
        'Votes received',
        'Removed',
        'Guest',
      ],
      ['1', 'Zoë "Z" O\'Neil, Jr.', 'zoe@example.com', '25', 'BINGO', at(60), '0', 'no', 'no'],
      ['2', '日本 太郎 🎉', 'taro@example.com', '17', 'BIN', '', '0', 'no', 'no'],
      ['3', "'=cmd|' /C calc'!A0", 'evil@example.com', '5', 'B', '', '0', 'no', 'no'],
      ['4', "'+1", 'plus@example.com', '2', '', '', '0', 'no', 'no'],
      ['5', "'-2", 'minus@example.com', '1', '', '', '0', 'no', 'no'],
      ['', "'@SUM(A1:A9)", 'at@example.com', '10', 'BI', '', '0', 'yes', 'no'],
    ]);

    const connections = await download('connections.csv', h.owner.token);
    expect(connections.statusCode).toBe(200);
    expect(connections.headers['content-disposition']).toMatch(/filename="DevMeetup-connections-/);
    expect(connections.body.startsWith('\uFEFF')).toBe(true);
    expect(parse(connections.rawPayload, { bom: true })).toEqual([
      [
        'Player',
        'Player email',
        'Person met',
        'Linked player (friend code)',
        'Letter',
        'Row',
        'Column',
        'Description',
        'Made at',
        'Hidden',
      ],
      [
        'Zoë "Z" O\'Neil, Jr.',
        'zoe@example.com',
        '日本 太郎',
        '日本 太郎 🎉',
        'B',
        '1',
        '2',
        'Talked about "ramen", sushi\nand trains 🚄',
        at(10),
        'no',
      ],
      [
        '日本 太郎 🎉',
        'taro@example.com',
        '\'=HYPERLINK("http://evil")',
        '',
        'Y',
        '5',
        '5',
        "'-minus first",
        at(20),
        'yes (hidden by a host)',
      ],
      [
        "'=cmd|' /C calc'!A0",
        'evil@example.com',
        "'@SUM",
        "'@SUM(A1:A9)",
        'N',
        '3',
        '4',
        "'+plus first",
        at(30),
        'yes (showed a removed player)',
      ],
    ]);
  });

  it('answers the header alone for an event without players', async () => {
    const h = await hostedEvent(t);
    const players = await download('players.csv', h.owner.token);
    expect(players.body).toBe(
      '\uFEFFRank,Name,Email,Connections,Letters,Completed at,Votes received,Removed,Guest\r\n',
    );
  });

  it('streams a large export in batches, each read when the previous one was written', async () => {
    const h = await hostedEvent(t);
    await seedManyPlayers(t, h.event.event_id, 2_500, sql`format('Player %s', i)`, '2026-11-20T18:00:00Z');
    const reads = vi.spyOn(t.app.resultsRepository, 'playersBatch');
    const appPort = await port();
    try {
      const { chunks, body } = await new Promise<{ chunks: number; body: Buffer }>((resolve, reject) => {
        const request = getPlayersCsv(appPort, h.owner.token, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (chunk: Buffer) => parts.push(chunk));
          response.on('end', () => resolve({ chunks: parts.length, body: Buffer.concat(parts) }));
          response.on('error', reject);
        });
        request.on('error', reject);
      });
      expect(chunks).toBeGreaterThan(1);
      // 2,500 players: three batches (1,000, 1,000, 500); no batch held more than 1,000 rows.
      expect(reads).toHaveBeenCalledTimes(3);
      for (const result of reads.mock.results) {
        expect((await result.value).rows.length).toBeLessThanOrEqual(1_000);
      }
      const rows = parse(body, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(rows).toHaveLength(2_500);
      expect(new Set(rows.map((row) => row.Email)).size).toBe(2_500);
    } finally {
      reads.mockRestore();
    }
  });

  it('stops reading when the client goes away', async () => {
    const h = await hostedEvent(t);
    // 10,000 players with long names: about 3 MB, far more than the sockets' buffers hold.
    await seedManyPlayers(
      t,
      h.event.event_id,
      10_000,
      sql`format('Player %s ', i) || repeat('x', 300)`,
      '2026-11-20T18:00:00Z',
    );
    const reads = vi.spyOn(t.app.resultsRepository, 'playersBatch');
    const settled = () => Promise.allSettled(reads.mock.results.map((result) => result.value));
    const appPort = await port();
    // The server's side of the download, closed once the server saw the client go: Fastify then destroys
    // the file's stream, which reads no further batch.
    const serverClosed = new Promise<void>((resolve) => {
      t.app.server.once('request', (_request: http.IncomingMessage, response: http.ServerResponse) =>
        response.once('close', resolve),
      );
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const request = getPlayersCsv(appPort, h.owner.token, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      await serverClosed;
      // A read under way when the client went may finish; none starts after it, however many turns of
      // the event loop pass (a request's round trip gives it many).
      await settled();
      const afterGone = reads.mock.calls.length;
      expect((await fetch(`http://127.0.0.1:${appPort}/healthz`)).status).toBe(200);
      await settled();
      expect(reads.mock.calls.length).toBe(afterGone);
      // The whole file takes 11 reads (10 full batches and the empty one that ends it).
      expect(afterGone).toBeGreaterThan(0);
      expect(afterGone).toBeLessThan(6);
    } finally {
      reads.mockRestore();
    }
  });
});
