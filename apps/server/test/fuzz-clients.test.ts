import type { AddressInfo } from 'node:net';
import { connectionFields, multipart } from '@hoogo/testing/forms';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildWorld } from './fuzz/fixtures.js';
import { fuzzEnv, TIMEOUT_MS } from './fuzz/settings.js';
import { slowRequest } from './fuzz/slow-client.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, join, letterAt, selfieFile } from './helpers/game.js';
import { listenLocally } from './helpers/live.js';

/**
 * Clients that hold the server rather than send it garbage, over real sockets: request bodies dribbled
 * slowly (a phone on a congested Wi-Fi, or someone holding the upload slots), and a flood of live
 * sockets from one client. The server must stay responsive meanwhile, never answer a 5xx, and let go of
 * everything once the clients are gone. A slow body may be answered with a 4xx (408 once a body
 * deadline exists) or accepted when it completes; either is fine, a 5xx is not.
 */
const FLOOD_SOCKETS = Number(process.env.FUZZ_SOCKETS ?? 200);
/** A quick answer: what /healthz must take while the server is held. */
const RESPONSIVE_MS = 2_000;

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

async function until(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testBackends('one'))('clients that hold the server on %s', (backend) => {
  const t = useTestApp(backend, { env: fuzzEnv });

  it(
    'answers slowly dribbled bodies with no 5xx and stays responsive meanwhile',
    async () => {
      const world = await buildWorld(t);
      if (!t.app.server.listening) await listenLocally(t.app);
      const { port } = t.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const upload = (x: number, y: number) =>
        multipart(
          connectionFields({
            x,
            y,
            letter: letterAt(x, y),
            name: `${letterAt(x, y)}lex Slow`,
            liner: 'We talked on a bad network',
            image: selfieFile(world.jpeg),
          }),
        );
      const json = Buffer.from(JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(1_500) }));
      const slow = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
        const form = i < 4 ? upload(1, i) : null;
        const body = form ? Buffer.from(form.payload) : json;
        const path = form
          ? `${api}/manage-game/${world.eventId}/user-input/?user_id=${world.player.user_id}`
          : '/api/auth/login/';
        return slowRequest({
          port,
          head:
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${form?.contentType ?? 'application/json'}\r\n` +
            `Content-Length: ${body.length}\r\n\r\n`,
          body,
          chunk: 16,
          intervalMs: 100,
          sendMs: 2_000,
          // Half finish their body late, half never do (and close after a while).
          finish: i % 2 === 0,
          giveUpMs: 5_000,
        });
      });
      // Meanwhile the server answers others at once, and an honest upload goes through: /healthz is
      // asked until the slow clients that finish their bodies have their answers.
      const finishing = slow.filter((_, i) => i % 2 === 0);
      let finished = false;
      void Promise.all(finishing).then(() => {
        finished = true;
      });
      do {
        const health = await timed(`${base}/healthz`);
        expect(health.status).toBe(200);
        expect(health.ms).toBeLessThan(RESPONSIVE_MS);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } while (!finished);
      // Another phone of the event: the slow ones hold their own sender's share of the uploads, not theirs.
      const honestPlayer = await join(t, 'FuzzFest', 'honest-phone@example.com', 'Hana Honest');
      const honest = upload(4, 4);
      const answer = await fetch(
        `${base}${api}/manage-game/${world.eventId}/user-input/?user_id=${honestPlayer.user_id}`,
        { method: 'POST', headers: { 'content-type': honest.contentType }, body: honest.payload },
      );
      expect(answer.status).toBe(200);

      const outcomes = await Promise.all(slow);
      console.info(`slow bodies on ${backend}: ${JSON.stringify(outcomes)}`);
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.status !== null) expect(outcome.status, `slow client ${i}`).toBeLessThan(500);
        // The ones that finished their body got an answer.
        if (i % 2 === 0) expect(outcome.status, `slow client ${i} finished its body`).not.toBeNull();
      }
      expect((await timed(`${base}/healthz`)).status).toBe(200);
    },
    TIMEOUT_MS,
  );

  it(
    `stays responsive under ${FLOOD_SOCKETS} live sockets from one client, and lets them all go`,
    async () => {
      const world = await buildWorld(t);
      if (!t.app.server.listening) await listenLocally(t.app);
      const { port } = t.app.server.address() as AddressInfo;
      const sockets = Array.from({ length: FLOOD_SOCKETS }, (_, i) => {
        const board = i % 3 === 0 ? 'leaderboard' : 'status';
        return new WebSocket(`ws://127.0.0.1:${port}${api}/manage-event/${world.eventId}/${board}/`);
      });
      const firstFrames = sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            socket.once('message', (data) => resolve(String(data)));
            socket.once('error', (error) => resolve(`error: ${error.message}`));
            socket.once('close', (code) => resolve(`closed ${code}`));
          }),
      );
      const health = await timed(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(RESPONSIVE_MS);
      const frames = await Promise.all(firstFrames);
      const refused = frames.filter((frame) => !frame.startsWith('{'));
      expect(refused, 'every socket of the flood got its first frame').toEqual([]);
      const after = await timed(`http://127.0.0.1:${port}/healthz`);
      expect(after.ms).toBeLessThan(RESPONSIVE_MS);

      for (const socket of sockets) socket.close();
      await until(() => t.app.websocketServer.clients.size === 0, 'every socket closed on the server');
      await until(() => t.app.liveSocketCounts().addresses === 0, 'the socket counts back to zero');
    },
    TIMEOUT_MS,
  );
});
