import { randomInt } from 'node:crypto';
import { messages, type OtpSent } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { call, registerUser } from './helpers/api.js';
import { relaxedRateLimits, useInstancesWith, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, joinAll, playableEvent } from './helpers/game.js';
import { testRedisUrl } from './helpers/live.js';

const minute = 60_000;

describe.each(testBackends('one'))('rate limits on %s', (backend) => {
  const t = useTestApp(backend, {
    config: {
      rateLimits: {
        otpPerIp: { max: 3, timeWindowMs: minute },
        credentialsPerIp: { max: 4, timeWindowMs: minute },
        credentialsPerIpAndEmail: { max: 2, timeWindowMs: minute },
        ticketCodePerIp: { max: 2, timeWindowMs: minute },
        peopleDownloadsPerPlayer: relaxedRateLimits.peopleDownloadsPerPlayer,
        guestJoinsPerEvent: relaxedRateLimits.guestJoinsPerEvent,
        guestJoinsPerIp: relaxedRateLimits.guestJoinsPerIp,
        announcementsPerEvent: relaxedRateLimits.announcementsPerEvent,
      },
    },
  });

  // Forget Password for unknown emails sends nothing, so the OTP cooldown stays out of the way.
  const askCode = (email: string, ip: string) =>
    call(t.app, 'POST', '/api/auth/generate-otp/', {
      ip,
      body: { email_or_phone: email, type: 'Forget Password' },
    });

  it('throttles the codes mailed to an email, whatever the IP and the route: the cool-down', async () => {
    await registerUser(t, 'one@example.com');
    const mails = () => t.logs.lines.filter((line) => line.includes('OTP mail to one@example.com')).length;
    const mailsBefore = mails();
    const login = (email: string, ip: string) =>
      call(t.app, 'POST', '/api/auth/generate-otp/', { ip, body: { email_or_phone: email, type: 'Login' } });
    expect((await login('one@example.com', '10.0.0.1')).body.response).toMatchObject({ mail: 'sent' });
    // Another address, another spelling, another route: the code already mailed still works; no mail.
    const again = await login('One@Example.com', '10.0.0.2');
    const held = again.body.response as OtpSent;
    expect(again.status).toBe(200);
    expect(held).toMatchObject({ mail: 'held', mail_id: null });
    expect(held.resend_in).toBeGreaterThan(0);
    const preRegistered = await call(t.app, 'POST', '/api/auth/pre-register/', {
      ip: '10.0.0.3',
      body: { email: 'one@example.com' },
    });
    expect(preRegistered.body.response).toMatchObject({ mail: 'held' });
    expect(mails() - mailsBefore).toBe(1);
  });

  it('limits code requests per IP, whatever the email', async () => {
    for (const name of ['a', 'b', 'c'])
      expect((await askCode(`${name}@example.com`, '10.0.1.1')).status).toBe(200);
    expect((await askCode('d@example.com', '10.0.1.1')).status).toBe(429);
    expect((await askCode('d@example.com', '10.0.1.2')).status).toBe(200);
  });

  it('limits login attempts per IP and email', async () => {
    const login = (email: string) =>
      call(t.app, 'POST', '/api/auth/login/', {
        ip: '10.0.2.1',
        body: { email_or_phone: email, password: 'guess-guess' },
      });
    expect((await login('x@example.com')).status).toBe(401);
    expect((await login('x@example.com')).status).toBe(401);
    const limited = await login('x@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.message.general[0]).toMatch(/Too many attempts/);
    expect((await login('y@example.com')).status).toBe(401);
  });

  it('limits sign-in per IP, whatever the email (the flood guard)', async () => {
    const login = (email: string, ip = '10.0.2.9') =>
      call(t.app, 'POST', '/api/auth/login/', {
        ip,
        body: { email_or_phone: email, password: 'guess-guess' },
      });
    for (const name of ['a', 'b', 'c', 'd']) expect((await login(`${name}@example.com`)).status).toBe(401);
    const limited = await login('e@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('e@example.com', '10.0.2.10')).status).toBe(401);
  });

  it('limits password resets per IP and email', async () => {
    const reset = () =>
      call(t.app, 'POST', '/api/auth/reset-password/', {
        ip: '10.0.3.1',
        body: { email: 'z@example.com', otp: '123456', password: 'new password here' },
      });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(429);
  });

  it('limits ticket-code sign-in per IP', async () => {
    const tryCode = (ip: string) =>
      call(t.app, 'POST', '/api/hoogo/manage-game/NoSuchEvent/validate-ticket-code/', {
        ip,
        body: { ticket_code: 'T1' },
      });
    expect((await tryCode('10.0.0.9')).status).toBe(404);
    expect((await tryCode('10.0.0.9')).status).toBe(404);
    expect((await tryCode('10.0.0.9')).status).toBe(429);
    expect((await tryCode('10.0.0.10')).status).toBe(404);
  });
});

describe.each(testBackends('one'))('the People I met downloads on %s', (backend) => {
  // Only this limit tight: joining players goes through the sign-in routes.
  const t = useTestApp(backend, {
    config: {
      rateLimits: { ...relaxedRateLimits, peopleDownloadsPerPlayer: { max: 2, timeWindowMs: minute } },
    },
  });
  it('limits the People I met downloads per player, vCard and CSV together, and says to wait', async () => {
    await playableEvent(t);
    const [ada, bob] = await joinAll(t, 'DevMeetup', 'Ada Lovelace', 'Bob Builder');
    const download = (key: string, ext: 'vcf' | 'csv') =>
      t.app.inject({ method: 'GET', url: `${api}/manage-game/DevMeetup/people.${ext}?user_id=${key}` });
    expect((await download(ada.user_id, 'vcf')).statusCode).toBe(200);
    expect((await download(ada.user_id, 'csv')).statusCode).toBe(200);
    const refused = await download(ada.user_id, 'vcf');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message.general[0]).toBe(
      messages.people.tooManyDownloads(Number(refused.headers['retry-after'])),
    );
    // Another player's budget is their own.
    expect((await download(bob.user_id, 'csv')).statusCode).toBe(200);
  });
});

const redisUrl = testRedisUrl();

/** Ten code requests per IP a minute (a tight flood guard); every other limit out of the way. */
const otpTenPerIp = { ...relaxedRateLimits, otpPerIp: { max: 10, timeWindowMs: minute } };

const askUnknownCode = (app: App, ip: string, forwardedFor?: string) =>
  call(app, 'POST', '/api/auth/generate-otp/', {
    ip,
    ...(forwardedFor && { headers: { 'x-forwarded-for': forwardedFor } }),
    body: { email_or_phone: `nobody-${randomInt(1e9)}@example.com`, type: 'Forget Password' },
  });

const accepted = async (answers: Promise<{ status: number }>[]) =>
  (await Promise.all(answers)).filter((answer) => answer.status === 200).length;

describe.each(testBackends('one'))('client addresses behind proxies on %s', (backend) => {
  const behindOne = useTestApp(backend, { env: { TRUST_PROXY: '1' }, config: { rateLimits: otpTenPerIp } });
  const behindLoopback = useTestApp(backend, {
    env: { TRUST_PROXY: '127.0.0.1' },
    config: { rateLimits: otpTenPerIp },
  });

  it('counts the address the one trusted proxy saw, whatever chain the client wrote (TRUST_PROXY=1)', async () => {
    // The load balancer (10.20.0.1) appends the address it saw; the client forged everything before it.
    const forged = Array.from({ length: 30 }, (_, i) =>
      askUnknownCode(behindOne.app, '10.20.0.1', `198.51.100.${i}, 192.0.2.${i}, 203.0.113.7`),
    );
    expect(await accepted(forged)).toBe(10);
    expect((await askUnknownCode(behindOne.app, '10.20.0.1', '203.0.113.8')).status).toBe(200);
  });

  it('believes X-Forwarded-For only from the listed proxies (TRUST_PROXY=127.0.0.1)', async () => {
    const direct = Array.from({ length: 30 }, (_, i) =>
      askUnknownCode(behindLoopback.app, '10.30.0.1', `198.51.100.${i}`),
    );
    expect(await accepted(direct)).toBe(10);
    const viaProxy = Array.from({ length: 12 }, (_, i) =>
      askUnknownCode(behindLoopback.app, '127.0.0.1', `198.51.100.${i}`),
    );
    expect(await accepted(viaProxy)).toBe(12);
  });
});

describe.runIf(redisUrl).each(testBackends('scaled'))(
  'rate limits across instances (Redis) on %s',
  (backend) => {
    const t = useTestApp(backend);
    const instance = useInstancesWith(
      t,
      { REDIS_URL: redisUrl },
      { otpPerIp: { max: 3, timeWindowMs: minute } },
    );

    it('two instances share one budget per IP', async () => {
      const [a, b] = [await instance(), await instance()];
      // An address of this run only: the counters outlive the test in the shared Redis.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      expect((await askUnknownCode(a, ip)).status).toBe(200);
      expect((await askUnknownCode(a, ip)).status).toBe(200);
      expect((await askUnknownCode(b, ip)).status).toBe(200);
      const limited = await askUnknownCode(b, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
      expect((await askUnknownCode(a, ip)).status).toBe(429);
    });
  },
);
