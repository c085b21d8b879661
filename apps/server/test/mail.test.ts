import { Mailbox } from '@hoogo/testing/mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const receiver = new Mailbox();
await receiver.start();
afterAll(() => receiver.stop());

describe.each(testBackends())('OTP mail over SMTP on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { SMTP_URL: receiver.url, PRODUCT_NAME: 'Hoogo Live' },
  });
  beforeAll(() => {
    receiver.mails.length = 0;
  });

  it('mails the code with the product name and its validity, and keeps it out of the log', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/pre-register/', {
      body: { email: 'mary@example.com' },
    });
    expect(answer.status).toBe(200);

    const mail = receiver.mails.find((m) => m.to.includes('mary@example.com'));
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.from).toBe('no-reply@localhost');
    const code = /(\d{6}) is your Hoogo Live sign-in code/.exec(mail.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(code);
      expect(body).toContain('Hoogo Live');
      expect(body).toContain('10 minutes');
    }
    expect(t.logs.lines.some((line) => line.includes(code as string))).toBe(false);

    const registered = await call(t.app, 'POST', '/api/auth/register/', {
      body: { email: 'mary@example.com', name: 'Mary', otp: code },
    });
    expect(registered.status).toBe(200);
  });
});

describe.each(testBackends())('an SMTP server that does not answer, on %s', (backend) => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  const t = useTestApp(backend, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('answers 503 and does not hold the cooldown for a code nobody received', async () => {
    for (let i = 0; i < 2; i++) {
      const failed = await call(t.app, 'POST', '/api/auth/pre-register/', {
        body: { email: 'john@example.com' },
      });
      expect(failed.status).toBe(503);
      expect(failed.body.message.general[0]).toBe(
        'We could not send the mail with your code. Please try again in a moment.',
      );
    }
  });
});
