import type { AddressInfo } from 'node:net';
import { messages } from '@hoogo/core';
import { connectionFields, multipartChunks } from '@hoogo/testing/forms';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { bodyVerdict } from '../src/plugins/app/http/body-deadline.js';
import { useTestApp } from './helpers/app.js';
import { connect, join, jpeg, playableEvent, selfieFile } from './helpers/game.js';
import { dribble, openRequest, type RawAnswer, sendAtRate } from './helpers/slow-client.js';

/**
 * Finding H1 of the second audit: four multipart requests with a large Content-Length, sending a byte
 * every few seconds, each took one of the instance's four upload slots before their body was read, and
 * nothing timed a body out: every other upload answered 503, the slow ones stayed open for minutes, and
 * 1,500 slow JSON bodies were held for 150 s. Here the rules are shortened (a 1.5 s grace, 1 KB/s, a 6 s
 * deadline) so the test runs in seconds; the defaults are checked against a Slow 3G phone below.
 */
const RULES = { graceMs: 1_500, minBytesPerSecond: 1_024, deadlineMs: 6_000 };
/** How long after a rule is missed the answer may come: the check runs every 250 ms, on a busy machine. */
const LATE_MS = 2_500;

function isTooSlow(answer: RawAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(408);
  expect(answer.headers.connection).toBe('close');
  expect(answer.body).toEqual({
    hasError: true,
    statusCode: 408,
    message: { general: [messages.requestApi.tooSlow] },
    response: null,
  });
}

describe('slow request bodies', () => {
  const t = useTestApp('pglite', { config: { bodyDeadline: RULES } });
  let port = 0;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** A connection upload whose body announces `declared` bytes: the head of the form is sent at once. */
  function slowUpload(eventName: string, playerKey: string, declared = 5 * 1024 * 1024) {
    const form = multipartChunks(connectionFields({ x: 0, y: 0, letter: 'A', name: 'Alex', liner: 'Hi' }));
    const request = openRequest(port, {
      method: 'POST',
      path: `/api/hoogo/manage-game/${eventName}/user-input/?user_id=${playerKey}`,
      headers: { 'content-type': form.contentType, 'content-length': String(declared) },
    });
    request.socket.write(Buffer.concat(form.chunks).subarray(0, 200));
    return request;
  }

  it('keeps the upload slots free of dribbling uploads, and refuses them with 408 after the grace', async () => {
    const event = await playableEvent(t);
    const name = event.event.event_name;
    const hostile = await Promise.all([1, 2, 3, 4].map((i) => join(t, name, `hostile${i}@example.com`)));
    const honest = await join(t, name, 'honest@example.com');

    const dribblers = hostile.map((player) => slowUpload(name, player.user_id));
    const headsSent = dribblers.map(({ socket }) => socket.bytesWritten);
    for (const { socket } of dribblers) dribble(socket, 500);
    // Their forms have begun to arrive (a byte of each body went out after its head): before the fix
    // each held a slot by now.
    await vi.waitFor(() =>
      expect(dribblers.every(({ socket }, i) => socket.bytesWritten > (headsSent[i] ?? 0))).toBe(true),
    );

    const started = performance.now();
    const upload = await connect(t, name, honest.user_id, 1, 1, { image: selfieFile(await jpeg()) });
    const waited = performance.now() - started;
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(waited).toBeLessThan(3_000);
    expect(t.app.uploads.active).toBe(0);

    for (const answer of await Promise.all(dribblers.map((request) => request.answer))) {
      isTooSlow(answer);
      expect(answer.ms).toBeLessThan(RULES.graceMs + LATE_MS);
    }
    expect(t.logs.lines.filter((line) => line.includes('request body too slow')).length).toBe(4);
  }, 30_000);

  it('refuses slow JSON bodies after the grace instead of holding them', async () => {
    const started = performance.now();
    const requests = Array.from({ length: 50 }, () => {
      const request = openRequest(port, {
        method: 'POST',
        path: '/api/auth/login/',
        headers: { 'content-type': 'application/json', 'content-length': '2000' },
      });
      request.socket.write('{"email_or_phone":"');
      dribble(request.socket, 400);
      return request;
    });
    const answers = await Promise.all(requests.map((request) => request.answer));
    for (const answer of answers) isTooSlow(answer);
    expect(performance.now() - started).toBeLessThan(RULES.graceMs + LATE_MS + 2_000);
  }, 30_000);

  it('ends a body that keeps a decent rate at the deadline', async () => {
    const request = openRequest(port, {
      method: 'POST',
      path: '/api/auth/login/',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024) },
    });
    sendAtRate(request.socket, Buffer.alloc(100 * 1024, 'x'), 4 * 1024);
    const answer = await request.answer;
    isTooSlow(answer);
    expect(answer.ms).toBeGreaterThan(RULES.deadlineMs - 500);
    expect(answer.ms).toBeLessThan(RULES.deadlineMs + LATE_MS);
  }, 30_000);

  it('closes the connection of a refused upload whose body keeps dribbling', async () => {
    const event = await playableEvent(t);
    const request = slowUpload(event.event.event_name, 'f'.repeat(32));
    dribble(request.socket, 500);
    const answer = await request.answer;
    // Refused unread (a key of nobody), then the rest of the body is not waited for.
    expect(answer.status).toBe(403);
    expect(answer.ms).toBeLessThan(RULES.graceMs + LATE_MS);
  }, 30_000);

  it('still takes a body that is merely slow', async () => {
    const body = Buffer.from(
      JSON.stringify({ email_or_phone: 'nobody@example.com', password: 'x'.repeat(5000) }),
    );
    const request = openRequest(port, {
      method: 'POST',
      path: '/api/auth/login/',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        connection: 'close',
      },
    });
    // 2 KB/s: twice the minimum rate, for longer than the grace.
    sendAtRate(request.socket, body, 2 * 1024);
    const answer = await request.answer;
    expect(answer.ms).toBeGreaterThan(RULES.graceMs);
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(408);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  }, 30_000);
});

describe('the default body rules', () => {
  it('let a Slow 3G phone send a 100 KB selfie and a 2 MB template, and stop a dribbler', () => {
    const rules = loadConfig({ JWT_SECRET: 'x'.repeat(32) }).bodyDeadline;
    expect(rules).toEqual({ graceMs: 10_000, minBytesPerSecond: 8 * 1024, deadlineMs: 120_000 });
    // 50 KB/s after 2 s of latency, measured every 250 ms until the body is in.
    const phone = (bytes: number) => {
      for (let ms = 0; ; ms += 250) {
        const received = Math.min(bytes, Math.max(0, ((ms - 2_000) * 50_000) / 1000));
        if (received >= bytes) return;
        expect(bodyVerdict(rules, received, ms), `${bytes} bytes at ${ms} ms`).toBeUndefined();
      }
    };
    phone(100 * 1024);
    phone(2 * 1024 * 1024);
    // A byte every 5 s: refused at the end of the grace.
    expect(bodyVerdict(rules, 3, 10_250)).toBe('rate');
    // 10 MB at 50 KB/s takes 200 s: past the deadline (85 KB/s is needed).
    expect(bodyVerdict(rules, 6_000_000, 120_250)).toBe('deadline');
  });
});
