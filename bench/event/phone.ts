/**
 * One attendee's phone through the whole event (bench/event/run.ts): the event link and the sign-up by
 * mail, the player page, the PWA shell for some, the status channel held all day, connections with a
 * selfie at the floor's pace, a Wi-Fi drop or two for some (sockets gone silent, an answer lost, the
 * outbox retrying with the same Idempotency-Key), votes, and the people-I-met downloads.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { STATUS_HEARTBEAT_MS, STATUS_PING } from '@hoogo/core';
import { connectionFields, multipart } from '@hoogo/testing/forms';
import WebSocket from 'ws';
import {
  type Client,
  clientFor,
  DROPPED,
  type HttpAnswer,
  type HttpRequest,
  socketOrigin,
} from '../lib/http.ts';
import { GRID } from '../lib/seed.ts';
import { sleep } from '../lib/stats.ts';
import { APP_HEADERS } from '../rush/attendee.ts';
import { readCode, type SlowMailbox } from '../rush/mailbox.ts';
import { BoardWatcher, type Floor } from './floor.ts';
import type { Outcome } from './recorder.ts';

export interface PhoneTarget {
  /** The server (or its load balancer): http(s)://host:port. */
  origin: URL;
  event: { id: string; name: string };
  assets: string[];
  mailbox: SlowMailbox;
  photos: Buffer[];
  /** The service worker's precache list (the PWA shell), fetched by the phones that install it. */
  shell: string[];
  /** The run's hard end (performance.now()). */
  deadline: number;
  /** When the floor ends (performance.now()): connections are made until then. */
  floorEnd: number;
}

export interface PhoneResult {
  index: number;
  /** in: reached the grid; refused / failed: stopped there; cut: the run ended first. */
  outcome: 'in' | 'refused' | 'failed' | 'cut';
  stoppedAt?: string;
  connections: number;
}

class Stop extends Error {
  constructor(
    readonly outcome: 'refused' | 'failed' | 'cut',
    readonly where: string,
    detail: string,
  ) {
    super(detail);
  }
}

const API = '/api/hoogo';
const json = (answer: HttpAnswer) =>
  JSON.parse(answer.body.toString('utf8')) as { response?: Record<string, unknown>; statusCode?: number };
const post = (path: string, body?: unknown): HttpRequest => ({
  method: 'POST',
  path,
  headers: body === undefined ? {} : { 'content-type': 'application/json' },
  body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
});

/** How many cells attendee i fills: a few networkers fill the card, most make 3 to 14 connections. */
function connectionsOf(random: () => number): number {
  return random() < 0.08 ? 25 : 3 + Math.floor(random() * 12);
}

export async function phone(
  floor: Floor,
  target: PhoneTarget,
  person: { index: number; arrivalAt: number; returning: boolean; email: string; random: () => number },
): Promise<PhoneResult> {
  const { recorder, plan } = floor;
  const random = person.random;
  const result: PhoneResult = { index: person.index, outcome: 'cut', connections: 0 };
  const client: Client = clientFor(target.origin, 6, { timeoutMs: plan.requestTimeoutMs });
  const sockets = new Set<WebSocket>();
  let token = '';
  /** Until when this phone has no network (performance.now()). */
  let offlineUntil = 0;

  const waitUntil = async (at: number, where: string) => {
    if (at > target.deadline) {
      await sleep(Math.max(0, target.deadline - performance.now()));
      throw new Stop('cut', where, 'the run ended first');
    }
    await sleep(Math.max(0, at - performance.now()));
  };
  const online = () => waitUntil(offlineUntil, 'offline');

  /**
   * One request of an action, recorded. A 429 is waited out (its Retry-After, as the app's countdown
   * asks the person to) and tried again, up to 3 times; `rule` answers are refusals asked for on purpose.
   */
  async function call(
    action: string,
    request: HttpRequest,
    options: { rule?: (answer: HttpAnswer) => boolean; expected?: (answer: HttpAnswer) => boolean } = {},
  ): Promise<HttpAnswer> {
    for (let attempt = 1; ; attempt++) {
      await online();
      if (performance.now() >= target.deadline) throw new Stop('cut', action, 'the run ended first');
      const began = performance.now();
      let answer: HttpAnswer;
      try {
        answer = await client.request({
          ...request,
          headers: { ...APP_HEADERS, ...request.headers, ...(token && { authorization: `Bearer ${token}` }) },
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        recorder.record(action, performance.now() - began, 'error', message);
        throw new Stop('failed', action, message);
      }
      let outcome: Outcome;
      if (options.expected?.(answer)) {
        recorder.record(action, answer.elapsed, 'ok', answer.status);
        outcome = 'ok';
      } else outcome = recorder.answer(action, answer, options.rule);
      if (outcome === 'ok' || outcome === 'rule') return answer;
      if (outcome === 'refused' && attempt < 3) {
        const wait = Math.min(60, Number(answer.headers['retry-after']) || 5) * 1000;
        await waitUntil(performance.now() + wait, action);
        continue;
      }
      throw new Stop(outcome === 'refused' ? 'refused' : 'failed', action, `HTTP ${answer.status}`);
    }
  }

  const eventPath = (section: string, rest: string) => `${API}/${section}/${target.event.name}${rest}`;

  try {
    await waitUntil(person.arrivalAt, 'arrival');

    // The event link, signed out: the page and the files it links, up to 6 at once. A page that does not
    // come is reloaded by the person, 5-15 s later, up to 3 times in all (each failure is counted).
    for (let attempt = 1; ; attempt++) {
      const pageStarted = performance.now();
      const page = await client
        .request({ path: `/${target.event.name}`, headers: { accept: 'text/html' } })
        .catch((error: unknown) => error as Error);
      const files =
        page instanceof Error || page.status !== 200
          ? [page]
          : await Promise.all(
              target.assets.map((asset) =>
                client
                  .request({ path: asset, headers: { 'accept-encoding': 'br, gzip' } })
                  .catch((error: unknown) => error as Error),
              ),
            );
      const broken = files.find((answer) => answer instanceof Error || answer.status !== 200);
      if (!broken) {
        recorder.record(
          attempt === 1 ? 'event page' : 'event page (reloaded)',
          performance.now() - pageStarted,
          'ok',
          200,
        );
        break;
      }
      const status = broken instanceof Error ? broken.message : broken.status;
      recorder.record(
        attempt === 1 ? 'event page' : 'event page (reloaded)',
        performance.now() - pageStarted,
        status === 429 ? 'refused' : 'error',
        status,
      );
      if (attempt === 3) throw new Stop('failed', 'event page', String(status));
      await waitUntil(performance.now() + 5_000 + random() * 10_000, 'event page');
    }
    await call('ticket-code check', { path: eventPath('manage-event', '/check-play-with-ticket-code/') });

    // Typing the email (6-15 s), the mail, typing the code (8-20 s): not timed.
    if (plan.think) await waitUntil(performance.now() + 6_000 + random() * 9_000, 'typing the email');
    const sendStarted = performance.now();
    if (person.returning) {
      await call(
        'generate-otp',
        post('/api/auth/generate-otp/', { email_or_phone: person.email, type: 'Login' }),
      );
    } else {
      await call(
        'generate-otp',
        post('/api/auth/generate-otp/', { email_or_phone: person.email, type: 'Login' }),
        {
          expected: (answer) => answer.status === 404 && json(answer).statusCode === 1001,
        },
      );
      await call('pre-register', post('/api/auth/pre-register/', { email: person.email }));
    }
    const answeredAt = performance.now();
    const mail = await target.mailbox.waitFor(
      person.email,
      sendStarted,
      Math.min(target.deadline, answeredAt + plan.mailTimeoutMs),
    );
    if (!mail) throw new Stop('failed', 'mail', 'no mail in time');
    recorder.record('mail (send to inbox)', mail.readableAt - sendStarted, 'ok', 250);
    const code = readCode(mail.text);
    if (!code) throw new Stop('failed', 'mail', 'no code in the mail');
    if (plan.think) await waitUntil(answeredAt + 8_000 + random() * 12_000, 'reading the mail');
    const signedIn = person.returning
      ? await call('login', post('/api/auth/login/', { email_or_phone: person.email, otp: code }))
      : await call(
          'register',
          post('/api/auth/register/', { email: person.email, name: `Attendee ${person.index}`, otp: code }),
        );
    token = String(json(signedIn).response?.access_token ?? '');
    if (!token) throw new Stop('failed', 'register', 'no access token');

    // The player page: role, registration (joining) and card in one round trip.
    const started = json(
      await call('start-playing', post(`${API}/manage-user/${target.event.name}/start-playing/`)),
    );
    const registration = started.response?.registration as
      | { user_id: string; event_register_id: string; user_code: string | null }
      | undefined;
    if (!registration?.user_code)
      throw new Stop('failed', 'start-playing', 'no registration with a friend code');
    const me = { key: registration.user_id, registerId: registration.event_register_id };
    floor.join({ index: person.index, registerId: me.registerId, code: registration.user_code });
    result.outcome = 'in';

    if (random() < plan.shares.pwa) {
      const began = performance.now();
      // The page's own files are in the browser's cache already (immutable): the worker gets them there.
      const missing = target.shell.filter((file) => !target.assets.includes(file));
      const answers = await Promise.all(
        missing.map((file) =>
          client.request({ path: file, headers: { 'accept-encoding': 'br, gzip' } }).catch(() => undefined),
        ),
      );
      const failed = answers.filter((answer) => answer?.status !== 200).length;
      recorder.record(
        'PWA shell',
        performance.now() - began,
        failed ? 'error' : 'ok',
        failed ? `${failed} files failed` : 200,
      );
    }

    // The status channel, held all day (and a board on some phones), opened again after each drop.
    const viewsBoard = random() < plan.shares.board;
    const watcher = viewsBoard ? new BoardWatcher(floor, 'phone board') : undefined;
    const openLive = (reconnect: boolean) => {
      openStatus(reconnect);
      if (watcher) openBoard(reconnect);
    };
    const wsBase = `${socketOrigin(target.origin)}${API}/manage-event/${target.event.name}`;
    function openStatus(reconnect: boolean) {
      const action = reconnect ? 'status socket (reconnect)' : 'status socket';
      const began = performance.now();
      const ws = new WebSocket(`${wsBase}/status/`, { perMessageDeflate: false });
      sockets.add(ws);
      let first = true;
      let voting = false;
      const pinger = setInterval(
        () => ws.readyState === WebSocket.OPEN && ws.send(STATUS_PING),
        STATUS_HEARTBEAT_MS,
      );
      ws.on('message', (data: Buffer) => {
        const text = data.toString('utf8');
        if (text.includes('"pong"')) return;
        const message = JSON.parse(text) as { type: string; response?: { voting_enabled?: boolean } };
        if (message.type !== 'status') return;
        if (first) {
          first = false;
          recorder.record(action, performance.now() - began, 'ok', 101);
        }
        const now = message.response?.voting_enabled === true;
        if (now && !voting && Number.isFinite(floor.votingOpenedAt))
          recorder.lag('voting on → phones', recorder.now() - floor.votingOpenedAt);
        voting = now;
      });
      ws.on('error', () => {});
      ws.on('close', (code: number) => {
        clearInterval(pinger);
        sockets.delete(ws);
        if (first)
          recorder.record(action, performance.now() - began, 'error', `closed ${code} before its status`);
      });
    }
    function openBoard(reconnect: boolean) {
      const began = performance.now();
      const ws = new WebSocket(`${wsBase}/leaderboard/?tz=Europe%2FBerlin&offset=0&limit=20`, {
        perMessageDeflate: false,
      });
      sockets.add(ws);
      let first = true;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'me', user_id: me.key })));
      ws.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString('utf8')) as {
          type: string;
          response?: { image_data?: { connected_name?: string } };
        };
        if (first && message.type === 'snapshot') {
          first = false;
          recorder.record(
            reconnect ? 'phone board (reconnect)' : 'phone board',
            performance.now() - began,
            'ok',
            101,
          );
        }
        const name = message.response?.image_data?.connected_name;
        // A message read while the Wi-Fi is down was on its way before the drop: not a lag anyone sees.
        if (message.type === 'connection_made' && name && performance.now() >= offlineUntil)
          watcher?.connectionShown(name, recorder.now());
      });
      ws.on('error', () => {});
      ws.on('close', () => sockets.delete(ws));
    }
    openLive(false);

    /** The Wi-Fi goes: the sockets go silent (the server is not told), the phone has no network. */
    const dropWifi = (ms: number) => {
      offlineUntil = performance.now() + ms;
      for (const ws of sockets) (ws as unknown as { _socket?: { pause(): void } })._socket?.pause();
      setTimeout(() => {
        // The phone's heartbeat finds its sockets dead and opens new ones; the card is read again.
        for (const ws of [...sockets]) ws.terminate();
        if (performance.now() < target.deadline) openLive(true);
      }, ms).unref();
    };
    const dropper = random() < plan.shares.drops;

    // The floor: this attendee's connections spread over the rest of the hour.
    const wanted = connectionsOf(random);
    const begin = performance.now() + 5_000;
    const times = Array.from(
      { length: wanted },
      () => begin + random() * Math.max(0, target.floorEnd - begin),
    ).sort((a, b) => a - b);
    const lostAt = dropper ? Math.floor(random() * wanted) : -1;
    if (dropper && random() < 0.5) {
      // A second drop, with nothing in flight: the sockets alone go silent.
      const at = begin + random() * Math.max(0, target.floorEnd - begin);
      setTimeout(() => dropWifi(5_000 + random() * 25_000), Math.max(0, at - performance.now())).unref();
    }
    const empty = Array.from({ length: 25 }, (_, i) => i).sort(() => random() - 0.5);
    const filled: number[] = [];
    const usedCodes = new Set<string>();
    const userInputPath = `${API}/manage-game/${target.event.name}/user-input/?user_id=${me.key}`;
    const form = (cell: number, name: string, code: string, photo: Buffer) =>
      multipart(
        connectionFields({
          x: Math.floor(cell / 5),
          y: cell % 5,
          letter: GRID[Math.floor(cell / 5)]?.[cell % 5] as string,
          name,
          liner: 'We talked about the keynote and coffee',
          code,
          image: { filename: 'selfie.jpg', type: 'image/jpeg', content: photo },
        }),
      );

    for (let n = 0; n < wanted; n++) {
      await waitUntil(Math.min(times[n] as number, target.floorEnd), 'the floor');
      if (performance.now() >= target.floorEnd) break;
      if (floor.removed.has(me.registerId)) break;
      const partner = floor.partnerFor(me.registerId, usedCodes);
      const cell = empty.pop();
      if (!partner || cell === undefined) break;
      usedCodes.add(partner.code);
      const letter = GRID[Math.floor(cell / 5)]?.[cell % 5] as string;
      const name = `${letter}ara${person.index}x${n} Bench`;
      const key = randomUUID();
      const photo = target.photos[(person.index + n) % target.photos.length] as Buffer;
      const { payload, contentType } = form(cell, name, partner.code, photo);
      const submission = {
        playerKey: me.key,
        x: Math.floor(cell / 5),
        y: cell % 5,
        name,
        state: 'pending' as const,
        lostAnswer: false,
        attempts: 0,
      };
      floor.submissions.set(key, { ...submission });
      const record = floor.submissions.get(key)!;
      // The app's outbox: the same key until the server answers; a drop waits for the network.
      for (let backoff = 1_000; ; backoff = Math.min(backoff * 2, 8_000)) {
        await online();
        if (performance.now() >= target.deadline) throw new Stop('cut', 'connection', 'the run ended first');
        if (floor.removed.has(me.registerId) && record.attempts === 0) break;
        record.attempts += 1;
        const cut =
          n === lostAt && record.attempts === 1 ? (random() < 0.5 ? 'after-send' : 'at-answer') : undefined;
        const began = performance.now();
        let answer: HttpAnswer;
        try {
          answer = await client.request({
            method: 'POST',
            path: userInputPath,
            headers: {
              ...APP_HEADERS,
              authorization: `Bearer ${token}`,
              'content-type': contentType,
              'idempotency-key': key,
            },
            body: payload,
            cut,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (message === DROPPED) {
            record.lostAnswer = true;
            recorder.record('connection: answer lost (Wi-Fi)', performance.now() - began, 'ok', 'dropped');
            dropWifi(5_000 + random() * 25_000);
          } else recorder.record('connection with a photo', performance.now() - began, 'error', message);
          await waitUntil(performance.now() + backoff, 'connection');
          continue;
        }
        const removed = floor.removed.has(me.registerId);
        const outcome = recorder.answer(
          record.lostAnswer ? 'connection (retry after a drop)' : 'connection with a photo',
          answer,
          // A host removed this player meanwhile, or voting opened while it waited in the outbox (its
          // time-outs already counted as errors): refused, as it should be.
          (a) => (removed && a.status === 403) || (Number.isFinite(floor.votingOpenedAt) && a.status === 409),
        );
        if (outcome === 'ok') {
          record.state = 'accepted';
          filled.push(cell);
          result.connections += 1;
          floor.stored(name, record.lostAnswer ? Number.NaN : recorder.now());
          break;
        }
        if (outcome === 'rule') {
          record.state = 'failed';
          break;
        }
        if (outcome === 'refused') {
          await waitUntil(
            performance.now() + (Number(answer.headers['retry-after']) || 2) * 1000,
            'connection',
          );
          continue;
        }
        // 5xx and timeouts are retried; any other status is final.
        if (answer.status < 500 && answer.status !== 408) {
          record.state = 'failed';
          break;
        }
        await waitUntil(performance.now() + backoff, 'connection');
      }
      if (record.state === 'pending') record.state = 'failed';

      // Now and then a mistake the server must refuse: a name of another letter, an unknown code, a filled cell.
      if (random() < plan.mistakes && filled.length > 0 && !floor.removed.has(me.registerId)) {
        const kind = Math.floor(random() * 3);
        const mistakeCell = kind === 2 ? (filled[0] as number) : (empty.at(-1) ?? (filled[0] as number));
        const wrongLetter = GRID[Math.floor(mistakeCell / 5)]?.[mistakeCell % 5] === 'Z' ? 'Q' : 'Z';
        const mistakeName =
          kind === 0
            ? `${wrongLetter}ed${person.index}m${n} Bench`
            : `${GRID[Math.floor(mistakeCell / 5)]?.[mistakeCell % 5]}ed${person.index}m${n} Bench`;
        const mistakeCode =
          kind === 1
            ? '9'.repeat(plan.codeDigits + 1)
            : (floor.partnerFor(me.registerId, usedCodes)?.code ?? '1');
        const { payload: body, contentType: type } = form(mistakeCell, mistakeName, mistakeCode, photo);
        const mistakeKey = randomUUID();
        const answer = await call(
          ['connection: wrong letter', 'connection: wrong code', 'connection: filled cell'][kind] as string,
          {
            method: 'POST',
            path: userInputPath,
            headers: { 'content-type': type, 'idempotency-key': mistakeKey },
            body,
          },
          { rule: (a) => a.status >= 400 && a.status < 500 },
        ).catch((error: unknown) => {
          if (!(error instanceof Stop) || error.outcome === 'cut') throw error;
          return undefined;
        });
        // A filled cell a host's hide freed again takes the connection, as it should: it is one of the
        // player's connections now, checked against the database like the others.
        if (answer?.status === 200) {
          floor.submissions.set(mistakeKey, {
            playerKey: me.key,
            x: Math.floor(mistakeCell / 5),
            y: mistakeCell % 5,
            name: mistakeName,
            state: 'accepted',
            lostAnswer: false,
            attempts: 1,
          });
          floor.stored(mistakeName, recorder.now());
        }
      }
    }
    floor.phoneDone('floor');

    // Voting: the phones still in the game see it open on their status channel and vote for up to two.
    await Promise.race([floor.votingOpened.promise, waitUntil(target.deadline, 'waiting for voting')]);
    // People notice the vote over the next 20 s, not in the same millisecond.
    await waitUntil(performance.now() + random() * 20_000, 'voting');
    if (!floor.removed.has(me.registerId) && random() < plan.shares.vote) {
      const candidates = json(
        await call('completed players', {
          path: `${API}/manage-game/${target.event.name}/hoogo-completed-players/?user_id=${me.key}`,
        }),
      ).response as unknown as Array<{ event_register_id: string }>;
      for (const candidate of (candidates ?? []).slice(0, 2))
        await call(
          'vote',
          post(`${API}/manage-game/${target.event.name}/vote/${candidate.event_register_id}/`, {
            user_id: me.key,
          }),
          // Voting closed before this person got to it.
          { rule: (a) => a.status === 409 },
        );
    }
    floor.phoneDone('vote');
    await Promise.race([floor.votingClosed.promise, waitUntil(target.deadline, 'waiting for the end')]);
    // The downloads spread over the minute after the game ends.
    await waitUntil(performance.now() + random() * 60_000, 'the end');

    // The end: the people I met (list, contacts file, CSV) and the card's download (its photos).
    if (!floor.removed.has(me.registerId) && random() < plan.shares.downloads) {
      const query = `?user_id=${me.key}`;
      await call('people I met', { path: `${API}/manage-game/${target.event.name}/people/${query}` });
      await call('people I met (.vcf)', {
        path: `${API}/manage-game/${target.event.name}/people.vcf${query}`,
      });
      await call('people I met (.csv)', {
        path: `${API}/manage-game/${target.event.name}/people.csv${query}`,
      });
    }
    if (!floor.removed.has(me.registerId) && random() < plan.shares.card) {
      const card = json(
        await call('card', {
          path: `${API}/manage-game/${target.event.name}/get-user-matrix/?user_id=${me.key}`,
        }),
      ).response as { answer?: Array<Array<{ image: string | null }>> } | undefined;
      const images = (card?.answer ?? [])
        .flat()
        .map((cell) => cell.image)
        .filter((url): url is string => Boolean(url));
      const began = performance.now();
      const answers = await Promise.all(
        images.map((url) =>
          client.request({ path: new URL(url, 'http://x').pathname }).catch(() => undefined),
        ),
      );
      const failed = answers.filter((answer) => answer?.status !== 200).length;
      recorder.record(
        'card download (its photos)',
        performance.now() - began,
        failed ? 'error' : 'ok',
        failed ? `${failed} photos failed` : 200,
      );
    }
  } catch (error) {
    if (error instanceof Stop) {
      if (result.outcome !== 'in' || error.outcome === 'cut') result.outcome = error.outcome;
      result.stoppedAt = error.where;
    } else {
      result.outcome = 'failed';
      result.stoppedAt = `bench error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    }
  } finally {
    for (const ws of sockets) ws.terminate();
    client.close();
  }
  return result;
}
