import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const minute = 60_000;

describe.each(testBackends())('rate limits on %s', (backend) => {
  const t = useTestApp(backend, {
    config: {
      rateLimits: {
        otpPerIp: { max: 3, timeWindowMs: minute },
        otpPerEmail: { max: 2, timeWindowMs: minute },
        credentialsPerIpAndEmail: { max: 2, timeWindowMs: minute },
        ticketCodePerIp: { max: 2, timeWindowMs: minute },
      },
    },
  });

  // Forget Password for unknown emails sends nothing, so the OTP cooldown stays out of the way.
  const askCode = (email: string, ip: string) =>
    call(t.app, 'POST', '/api/auth/generate-otp/', {
      ip,
      body: { email_or_phone: email, type: 'Forget Password' },
    });

  it('limits code requests per email, whatever the IP', async () => {
    expect((await askCode('one@example.com', '10.0.0.1')).status).toBe(200);
    expect((await askCode('one@example.com', '10.0.0.2')).status).toBe(200);
    const limited = await askCode('One@Example.com', '10.0.0.3');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ hasError: true, statusCode: 429, response: null });
    expect(limited.body.message.general[0]).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
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
    expect((await login('x@example.com')).status).toBe(404);
    expect((await login('x@example.com')).status).toBe(404);
    const limited = await login('x@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.message.general[0]).toMatch(/Too many attempts/);
    expect((await login('y@example.com')).status).toBe(404);
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
