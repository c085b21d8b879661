import { messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { composeOtpMail } from '../src/plugins/app/mailer.js';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const email = 'grace@example.com';

describe.each(testBackends())('OTP rules on %s', (backend) => {
  const t = useTestApp(backend);

  async function requestCode() {
    return call(t.app, 'POST', '/api/auth/generate-otp/', { body: { email_or_phone: email, type: 'Login' } });
  }
  async function login(otp: string) {
    return call(t.app, 'POST', '/api/auth/login/', { body: { email_or_phone: email, otp } });
  }
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('accepts a code for 10 minutes and no longer', async () => {
    await registerUser(t, email);
    await requestCode();
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await login(t.logs.lastCode(email))).status).toBe(200);

    t.clock.advance(30_000);
    await requestCode();
    t.clock.advance(10 * 60 * 1000);
    const late = await login(t.logs.lastCode(email));
    expect(late.status).toBe(400);
    expect(late.body.message.otp).toEqual(['This code has expired. Please request a new code.']);
  });

  it('accepts a code once', async () => {
    await registerUser(t, email);
    await requestCode();
    const code = t.logs.lastCode(email);
    expect((await login(code)).status).toBe(200);
    const again = await login(code);
    expect(again.status).toBe(400);
    expect(again.body.message.otp).toEqual(['This code has already been used. Please request a new code.']);
  });

  it('kills the code after 5 wrong tries, even for the right code after, and holds the cooldown', async () => {
    await registerUser(t, email);
    await requestCode();
    const code = t.logs.lastCode(email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(otherThan(code)));
    expect(answers.map((a) => a.body.message.otp?.[0])).toEqual([
      'Invalid OTP. 4 tries left.',
      'Invalid OTP. 3 tries left.',
      'Invalid OTP. 2 tries left.',
      'Invalid OTP. 1 try left.',
      'Too many wrong codes. Please request a new code.',
    ]);
    const right = await login(code);
    expect(right.status).toBe(400);
    expect(right.body.message.otp).toEqual(['Too many wrong codes. Please request a new code.']);

    // A dead code holds the cooldown like a live one: its 5 tries cannot be renewed at once.
    const early = await requestCode();
    expect(early.status).toBe(429);
    expect(early.body.message.general[0]).toMatch(
      /^Please wait \d+ seconds? before requesting a new code\.$/,
    );
    t.clock.advance(30_000);
    expect((await requestCode()).status).toBe(200);
    expect((await login(t.logs.lastCode(email))).status).toBe(200);
  });

  it('sends a new code no sooner than 30 seconds after the last one', async () => {
    await registerUser(t, email);
    expect((await requestCode()).status).toBe(200);
    t.clock.advance(12_000);
    const early = await requestCode();
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ hasError: true, statusCode: 429 });
    expect(early.body.message.general[0]).toBe('Please wait 18 seconds before requesting a new code.');

    t.clock.advance(18_000);
    expect((await requestCode()).status).toBe(200);
  });

  it('keeps the cooldown per purpose: a reset code may follow a login code at once', async () => {
    await registerUser(t, email);
    expect((await requestCode()).status).toBe(200);
    const reset = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: email, type: 'Forget Password' },
    });
    expect(reset.status).toBe(200);
  });

  it('invalidates the previous code when a new one is sent', async () => {
    await registerUser(t, email);
    await requestCode();
    const old = t.logs.lastCode(email);
    t.clock.advance(31_000);
    await requestCode();
    const fresh = t.logs.lastCode(email);
    if (old !== fresh) expect((await login(old)).status).toBe(400);
    expect((await login(fresh)).status).toBe(200);
  });

  it('says when a new code replaced one that still worked, and names the older code when it is typed', async () => {
    await registerUser(t, email);
    const first = await requestCode();
    expect(first.body.message.general[0]).toBe(
      'We sent a code to grace@example.com. It is valid for 10 minutes.',
    );
    const old = t.logs.lastCode(email);
    t.clock.advance(31_000);
    const second = await requestCode();
    expect(second.status).toBe(200);
    expect(second.body.message.general[0]).toBe(
      `We sent a code to grace@example.com. It is valid for 10 minutes. ${messages.auth.otpReplacesEarlier}`,
    );
    const fresh = t.logs.lastCode(email);
    if (old === fresh) return; // one chance in a million: the same digits were drawn twice
    // Typing the replaced code, however often, says so under otp and costs no try.
    for (let i = 0; i < 6; i++) {
      const answer = await login(old);
      expect(answer.status).toBe(400);
      expect(answer.body.message.otp).toEqual([messages.auth.otpReplaced]);
    }
    const neither = ['000000', '111111', '222222'].find((code) => code !== old && code !== fresh) ?? '';
    const wrong = await login(neither);
    expect(wrong.body.message.otp).toEqual(['Invalid OTP. 4 tries left.']);
    expect((await login(fresh)).status).toBe(200);
  });

  it('does not call a code replaced when it no longer worked (used, dead or expired)', async () => {
    await registerUser(t, email);
    await requestCode();
    const used = t.logs.lastCode(email);
    expect((await login(used)).status).toBe(200);
    const next = await requestCode();
    expect(next.body.message.general[0]).toBe(
      'We sent a code to grace@example.com. It is valid for 10 minutes.',
    );
    t.clock.advance(11 * 60 * 1000);
    const afterExpiry = await requestCode();
    expect(afterExpiry.body.message.general[0]).not.toContain(messages.auth.otpReplacesEarlier);
    const fresh = t.logs.lastCode(email);
    if (used === fresh) return;
    const answer = await login(used);
    expect(answer.body.message.otp).toEqual(['Invalid OTP. 4 tries left.']);
  });

  it('names the replaced code in the register and the reset flows too', async () => {
    await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
    const oldLogin = t.logs.lastCode(email);
    t.clock.advance(31_000);
    const again = await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
    expect(again.body.message.general[0]).toContain(messages.auth.otpReplacesEarlier);
    const freshLogin = t.logs.lastCode(email);
    if (oldLogin !== freshLogin) {
      const refused = await call(t.app, 'POST', '/api/auth/register/', {
        body: { email, name: 'Grace Hopper', otp: oldLogin },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message.otp).toEqual([messages.auth.otpReplaced]);
    }
    const registered = await call(t.app, 'POST', '/api/auth/register/', {
      body: { email, name: 'Grace Hopper', otp: freshLogin },
    });
    expect(registered.status).toBe(200);

    const forgot = () =>
      call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Forget Password' },
      });
    await forgot();
    const oldReset = t.logs.lastCode(email);
    t.clock.advance(31_000);
    // The reset answer stays the one every email gets (it must not tell that an account exists).
    expect((await forgot()).body.message.general[0]).toBe(
      'If an account exists for grace@example.com, we sent it a code. It is valid for 10 minutes.',
    );
    const freshReset = t.logs.lastCode(email);
    if (oldReset !== freshReset) {
      const refused = await call(t.app, 'POST', '/api/auth/reset-password/', {
        body: { email, otp: oldReset, password: 'a brand new password' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message.otp).toEqual([messages.auth.otpReplaced]);
    }
    const reset = await call(t.app, 'POST', '/api/auth/reset-password/', {
      body: { email, otp: freshReset, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
  });

  it('writes into the mail that a new code replaced the earlier one', () => {
    const plain = composeOtpMail('Hoogo', { to: email, code: '123456', type: 'Login' });
    const replacing = composeOtpMail('Hoogo', { to: email, code: '123456', type: 'Login', replaces: true });
    expect(plain.text).not.toContain('replaces');
    for (const body of [replacing.text, replacing.html]) {
      expect(body).toContain('It replaces the code we sent you before, which no longer works.');
    }
  });

  it('stores codes hashed, never in clear', async () => {
    await registerUser(t, email);
    await requestCode();
    const code = t.logs.lastCode(email);
    const rows = await t.db.database.db.query.otpCodes.findMany();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('writes the code only in the OTP mail line of the log', async () => {
    await registerUser(t, email);
    await requestCode();
    const code = t.logs.lastCode(email);
    await login(code);
    const withCode = t.logs.lines.filter((line) => line.includes(code));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]).toContain(`OTP mail to ${email}: code ${code} (valid 10 minutes)`);
  });
});
