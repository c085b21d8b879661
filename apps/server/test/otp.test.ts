import { messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { composeOtpMail } from '../src/plugins/app/auth/mailer.js';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const email = 'grace@example.com';

describe.each(testBackends('one'))('OTP rules on %s', (backend) => {
  const t = useTestApp(backend);

  async function requestCode() {
    return call(t.app, 'POST', '/api/auth/generate-otp/', { body: { email_or_phone: email, type: 'Login' } });
  }
  async function login(otp: string) {
    return call(t.app, 'POST', '/api/auth/login/', { body: { email_or_phone: email, otp } });
  }
  /** Registers the account and mails it a login code: answers the code. */
  async function accountWithCode() {
    await registerUser(t, email);
    await requestCode();
    return t.logs.lastCode(email);
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
    const code = await accountWithCode();
    expect((await login(code)).status).toBe(200);
    const again = await login(code);
    expect(again.status).toBe(400);
    expect(again.body.message.otp).toEqual(['This code has already been used. Please request a new code.']);
  });

  it('kills the code after 5 wrong tries, even for the right code after, and holds the cooldown', async () => {
    const code = await accountWithCode();
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

  it('mails the same code again while it works, no sooner than a cool-down that doubles', async () => {
    await registerUser(t, email);
    const first = await requestCode();
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ mail: 'sent', resend_in: 30 });
    expect(first.body.message.general[0]).toBe(
      'We sent a code to grace@example.com. It is valid for 10 minutes.',
    );
    const code = t.logs.lastCode(email);
    const mailsBefore = t.logs.lines.filter((line) => line.includes('OTP mail to')).length - 1;
    const mailLines = () => t.logs.lines.filter((line) => line.includes('OTP mail to')).length - mailsBefore;

    t.clock.advance(12_000);
    const early = await requestCode();
    // Not refused: the code already sent still works, and the answer says when another mail may go.
    expect(early.status).toBe(200);
    expect(early.body.response).toEqual({ mail: 'held', mail_id: null, resend_in: 18 });
    expect(early.body.message.general[0]).toBe(messages.otpMail.held(email, 18));
    expect(mailLines()).toBe(1);

    t.clock.advance(18_000);
    const second = await requestCode();
    expect(second.body.response).toMatchObject({ mail: 'sent', resend_in: 60 });
    expect(mailLines()).toBe(2);
    expect(t.logs.lastCode(email)).toBe(code);

    t.clock.advance(59_000);
    expect((await requestCode()).body.response).toMatchObject({ mail: 'held', resend_in: 1 });
    t.clock.advance(1_000);
    expect((await requestCode()).body.response).toMatchObject({ mail: 'sent', resend_in: 120 });
    expect(mailLines()).toBe(3);
    expect(t.logs.lastCode(email)).toBe(code);
    expect((await login(code)).status).toBe(200);
  });

  it('mints a new code at once after the last one was used, and after it expired', async () => {
    await registerUser(t, email);
    await requestCode();
    const used = t.logs.lastCode(email);
    expect((await login(used)).status).toBe(200);
    const next = await requestCode();
    expect(next.body.response).toMatchObject({ mail: 'sent', resend_in: 30 });
    const second = t.logs.lastCode(email);
    t.clock.advance(10 * 60 * 1000);
    const afterExpiry = await requestCode();
    expect(afterExpiry.body.response).toMatchObject({ mail: 'sent' });
    const third = t.logs.lastCode(email);
    if (second !== third)
      expect((await login(second)).body.message.otp).toEqual(['Invalid OTP. 4 tries left.']);
    expect((await login(third)).status).toBe(200);
  });

  it('keeps the cooldown per purpose: a reset code may follow a login code at once', async () => {
    await registerUser(t, email);
    expect((await requestCode()).status).toBe(200);
    const reset = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: email, type: 'Forget Password' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.response).toBeNull();
  });

  it('answers Forget Password alike whether a mail went or the cool-down held it', async () => {
    await registerUser(t, email);
    const forgot = () =>
      call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Forget Password' },
      });
    const since = t.logs.lines.length;
    const first = await forgot();
    const code = await t.logs.nextCode(email, since);
    const held = await forgot();
    expect(held.body).toEqual(first.body);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password/', {
      body: { email, otp: code, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
  });

  it('writes into the mail when it repeats the code of an earlier mail', () => {
    const plain = composeOtpMail('Hoogo', { to: email, code: '123456', type: 'Login', locale: 'en' });
    const repeated = composeOtpMail('Hoogo', {
      to: email,
      code: '123456',
      type: 'Login',
      again: true,
      locale: 'en',
    });
    expect(plain.text).not.toContain('earlier mail');
    for (const body of [repeated.text, repeated.html]) {
      expect(body).toContain('It is the same code as in our earlier mail.');
    }
  });

  it('stores codes hashed, never in clear', async () => {
    const code = await accountWithCode();
    const rows = await t.db.database.db.query.otpCodes.findMany();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('writes the code only in the OTP mail line of the log', async () => {
    const code = await accountWithCode();
    await login(code);
    const withCode = t.logs.lines.filter((line) => line.includes(code));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]).toContain(`OTP mail to ${email}: code ${code} (valid 10 minutes)`);
  });
});
