import { rmSync } from 'node:fs';
import type { LoginResponse } from '@hoogo/core';
import { Mailbox } from '@hoogo/testing/mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { call } from './helpers/api.js';
import { LogCapture, testConfig, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { testRedisUrl } from './helpers/live.js';

const receiver = new Mailbox();
await receiver.start();
afterAll(() => receiver.stop());

const redisUrl = testRedisUrl();
const email = 'owner@example.com';

/** Each call from a new address, as a botnet would send them. */
let lastIp = 0;
const nextIp = () => {
  lastIp += 1;
  return `10.9.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

/**
 * Nobody can lock someone else out through the mail path (docs/decisions/0057-the-mail-path.md): requests for
 * someone's code, from any number of addresses and instances, mail that person the same code again at
 * most a handful of times, and never take the code they have away from them.
 */
describe.each(testBackends('one'))('code requests for somebody else on %s', (backend) => {
  const env = { SMTP_URL: receiver.url, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  const t = useTestApp(backend, { env });
  let other: App;
  beforeAll(async () => {
    // A second instance on the same database (and Redis when there is one), as in scaled mode.
    other = await buildApp(testConfig(env), {
      database: t.db.database,
      now: t.clock.now,
      logStream: new LogCapture(),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    if (other) rmSync(other.config.dataDir, { recursive: true, force: true });
  });

  const mailsTo = (address: string) => receiver.mails.filter((mail) => mail.to.includes(address));
  const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
  const instance = (i: number) => (i % 2 === 0 ? t.app : other);

  async function registered() {
    const since = receiver.count();
    await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
    const code = await receiver.nextCode(email, since);
    const done = await call(t.app, 'POST', '/api/auth/register/', {
      body: { email, name: 'Olive Owner', otp: code },
    });
    expect(done.status).toBe(200);
  }

  it('31 requests over five minutes from 31 addresses on two instances mail the same code a few times', async () => {
    await registered();
    const since = receiver.count();
    const own = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: email, type: 'Login' },
      ip: nextIp(),
    });
    expect(own.status).toBe(200);
    const ownCode = await receiver.nextCode(email, since);

    for (let i = 0; i < 30; i++) {
      t.clock.advance(10_000);
      const answer = await call(instance(i), 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login' },
        ip: nextIp(),
      });
      // Never refused: the owner asking among them is told the code already sent still works.
      expect(answer.status).toBe(200);
      expect(['sent', 'held']).toContain((answer.body.response as { mail: string }).mail);
    }
    const mails = mailsTo(email).slice(-(receiver.count() - since));
    // At 0 s, 30 s, 1.5 min and 3.5 min: the cool-down doubles with each mail.
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails.length).toBeLessThanOrEqual(5);
    expect(new Set(mails.map((mail) => codeOf(mail.text)))).toEqual(new Set([ownCode]));

    const signedIn = await call<LoginResponse>(other, 'POST', '/api/auth/login/', {
      body: { email_or_phone: email, otp: ownCode },
    });
    expect(signedIn.status).toBe(200);
  });

  it('31 requests at the same moment on two instances send one mail, and the reset path holds too', async () => {
    await registered();
    for (const type of ['Login', 'Forget Password'] as const) {
      const since = receiver.count();
      const answers = await Promise.all(
        Array.from({ length: 31 }, (_, i) =>
          call(instance(i), 'POST', '/api/auth/generate-otp/', {
            body: { email_or_phone: email, type },
            ip: nextIp(),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const code = await receiver.nextCode(email, since);
      // Whatever is still on its way arrives within the wait; then nothing more.
      await expect.poll(async () => (await t.app.mailer.health()).queued, { timeout: 10_000 }).toBe(0);
      expect(receiver.count() - since).toBe(1);
      const used =
        type === 'Login'
          ? await call(t.app, 'POST', '/api/auth/login/', { body: { email_or_phone: email, otp: code } })
          : await call(other, 'POST', '/api/auth/reset-password/', {
              body: { email, otp: code, password: 'a new password for olive' },
            });
      expect(used.status).toBe(200);
    }
  });
});
