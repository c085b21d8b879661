import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver on loopback that keeps every mail it is given. */
async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { mails, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The decoded body of the MIME part of `type` (quoted-printable, base64 or plain). */
function mimePart(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (start === -1) throw new Error(`no ${type} part`);
  const part = raw.slice(start);
  const headerEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 4).split(/\r\n--/)[0] ?? '';
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

describe.each(testBackends())('OTP mail over SMTP on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, PRODUCT_NAME: 'Hoogo Live' },
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
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
    const code = /(\d{6}) is your Hoogo Live sign-in code/.exec(subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    for (const body of [mimePart(mail.raw, 'text/plain'), mimePart(mail.raw, 'text/html')]) {
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
