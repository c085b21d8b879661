import { describe, expect, it } from 'vitest';
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

  it('kills the code after 5 wrong tries, even for the right code after', async () => {
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

    // A dead code does not hold the cooldown: a new one can be asked for at once.
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
