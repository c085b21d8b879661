import { createServer } from 'node:net';
import { messages } from '@hoogo/core';
import { Mailbox, type MailboxOptions } from '@hoogo/testing/mailbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { type Backend, testBackends } from './helpers/database.js';

const receiver = new Mailbox();
await receiver.start();
afterAll(() => receiver.stop());

/** One started mailbox per backend (each counts the mails it was offered), stopped at the end. */
async function mailboxes(options: MailboxOptions): Promise<Map<Backend, Mailbox>> {
  const boxes = new Map<Backend, Mailbox>();
  for (const backend of testBackends('one')) {
    const box = new Mailbox(options);
    await box.start();
    afterAll(() => box.stop());
    boxes.set(backend, box);
  }
  return boxes;
}

const slowBoxes = await mailboxes({ delayMs: 1_000 });
const busyBoxes = await mailboxes({ refuse: (offered) => (offered < 3 ? 451 : undefined) });
const refusing = new Map<Backend, boolean>(testBackends('one').map((backend) => [backend, true]));
const strictBoxes = new Map<Backend, Mailbox>();
for (const backend of testBackends('one')) {
  const box = new Mailbox({ refuse: () => (refusing.get(backend) ? 550 : undefined) });
  await box.start();
  afterAll(() => box.stop());
  strictBoxes.set(backend, box);
}

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

const downPorts = new Map<Backend, number>();
for (const backend of testBackends('one')) downPorts.set(backend, await freePort());

/** pre-register, timed. */
async function preRegister(t: ReturnType<typeof useTestApp>, email: string) {
  const started = performance.now();
  const answer = await call<{ mail: string; mail_id: string; resend_in: number }>(
    t.app,
    'POST',
    '/api/auth/pre-register/',
    { body: { email } },
  );
  return { answer, ms: performance.now() - started };
}

/**
 * pre-register, which must answer within `boundMs` that the mail is on its way but not sent yet: answers
 * the answer and the mail's id.
 */
async function preRegisterDelayed(t: ReturnType<typeof useTestApp>, email: string, boundMs: number) {
  const { answer, ms } = await preRegister(t, email);
  expect(answer.status).toBe(200);
  expect(ms).toBeLessThan(boundMs);
  expect(answer.body.response).toMatchObject({ mail: 'delayed' });
  return { answer, id: answer.body.response?.mail_id as string };
}

/** The mail's state as the phone asks for it. */
async function mailState(t: ReturnType<typeof useTestApp>, id: string): Promise<string> {
  const answer = await call<{ mail: string }>(t.app, 'GET', `/api/auth/otp-mail/${id}/`);
  return answer.body.response?.mail ?? '';
}

async function register(t: ReturnType<typeof useTestApp>, email: string, otp: string) {
  return call(t.app, 'POST', '/api/auth/register/', { body: { email, name: 'Mary Major', otp } });
}

describe.each(testBackends('one'))('OTP mail over SMTP on %s', (backend) => {
  const t = useTestApp(backend, {
    // A generous wait: on a busy machine the first mail (a new SMTP connection) can take seconds.
    env: { SMTP_URL: receiver.url, PRODUCT_NAME: 'Hoogo Live', MAIL_WAIT_MS: '15000' },
  });
  beforeAll(() => {
    receiver.mails.length = 0;
  });

  it('mails the code with the product name and its validity, and keeps it out of the log', async () => {
    const { answer } = await preRegister(t, 'mary@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body.response).toMatchObject({ mail: 'sent', resend_in: 30 });
    expect(answer.body.message.general[0]).toBe(messages.authApi.codeSent('mary@example.com'));

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
    // The sign-in link, in both bodies (docs/decisions/0057-the-mail-path.md).
    expect(mail.text).toMatch(/Or sign in with this link: http:\/\/localhost:\d+\/login\/link#token=[\w.-]+/);
    expect(mail.html).toContain('/login/link#token=');
    expect(t.logs.lines.some((line) => line.includes(code as string))).toBe(false);
    expect((await register(t, 'mary@example.com', code as string)).status).toBe(200);
  });
});

describe.each(testBackends('one'))('a slow SMTP server (1 s a mail) on %s', (backend) => {
  const slow = slowBoxes.get(backend) as Mailbox;
  const t = useTestApp(backend, { env: { SMTP_URL: slow.url, MAIL_WAIT_MS: '300' } });

  it('answers within the bound that the mail is on its way, and the code works when it arrives', async () => {
    const email = 'slow@example.com';
    const since = slow.count();
    const { answer, id } = await preRegisterDelayed(t, email, 1_000);
    expect(answer.body.message.general[0]).toBe(messages.otpMail.delayed(email));

    const code = await slow.nextCode(email, since);
    await expect.poll(() => mailState(t, id), { timeout: 10_000 }).toBe('sent');
    expect((await register(t, email, code)).status).toBe(200);
  });
});

describe.each(testBackends('one'))('an SMTP server that refuses for a while (451) on %s', (backend) => {
  const busy = busyBoxes.get(backend) as Mailbox;
  const t = useTestApp(backend, {
    env: { SMTP_URL: busy.url, MAIL_WAIT_MS: '500', MAIL_RETRY_BASE_MS: '300' },
  });

  it('retries with backoff: the answer says delayed, and the mail accepted later carries a working code', async () => {
    const email = 'busy@example.com';
    // Three refusals at 0, ~0.3 and ~0.9 s: the fourth attempt (~2.1 s) is past the half-second bound.
    const { id } = await preRegisterDelayed(t, email, 1_500);
    const code = await busy.nextCode(email, 0, 15_000);
    await expect.poll(() => mailState(t, id), { timeout: 10_000 }).toBe('sent');
    expect(busy.offered).toBe(4);
    expect((await register(t, email, code)).status).toBe(200);
  });
});

describe.each(testBackends('one'))('an SMTP server that refuses for good (550) on %s', (backend) => {
  const strict = strictBoxes.get(backend) as Mailbox;
  const t = useTestApp(backend, { env: { SMTP_URL: strict.url, MAIL_RETRY_BASE_MS: '100' } });

  it('says at once that the mail could not be sent, and Resend sends it at once', async () => {
    const email = 'strict@example.com';
    const { answer, ms } = await preRegister(t, email);
    expect(ms).toBeLessThan(2_000);
    expect(answer.status).toBe(200);
    expect(answer.body.response).toMatchObject({ mail: 'failed' });
    expect(answer.body.message.general[0]).toBe(messages.otpMail.failed(email));
    expect(await mailState(t, answer.body.response?.mail_id as string)).toBe('failed');
    // One attempt only: a 5xx is not retried.
    expect(strict.offered).toBe(1);

    const health = await call<{ mail: Record<string, unknown> }>(t.app, 'GET', '/healthz');
    expect(health.body.response.mail).toMatchObject({
      transport: 'smtp',
      failedLastHour: 1,
      failedMailsOnThisInstance: 1,
      lastFailure: 'smtp 550',
    });
    expect(JSON.stringify(health.body)).not.toContain('strict@');

    // The failed mail reached nobody, so the cool-down does not hold the next one.
    refusing.set(backend, false);
    const again = await preRegister(t, email);
    expect(again.answer.body.response).toMatchObject({ mail: 'sent' });
    const code = await strict.nextCode(email, 0);
    expect((await register(t, email, code)).status).toBe(200);
  });
});

describe.each(testBackends('one'))('an SMTP server that is down on %s', (backend) => {
  const port = downPorts.get(backend) as number;
  const later = new Mailbox();
  afterAll(() => later.stop());
  const t = useTestApp(backend, {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_WAIT_MS: '500', MAIL_RETRY_BASE_MS: '200' },
  });

  it('answers within the bound, shows the failures on /healthz, and sends once the server is back', async () => {
    const email = 'john@example.com';
    const { id } = await preRegisterDelayed(t, email, 1_500);

    // The answer came when the wait ended, not when an attempt failed: on a busy machine the first
    // attempt may still be under way, so /healthz is read until it shows one.
    const healthz = () => call<{ mail: Record<string, unknown> }>(t.app, 'GET', '/healthz');
    await expect
      .poll(async () => (await healthz()).body.response.mail.failedAttemptsOnThisInstance, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const health = await healthz();
    expect(health.status).toBe(200);
    expect(health.body.response.mail.queued).toBe(1);
    expect(health.body.response.mail.lastFailureAt).not.toBeNull();
    expect(JSON.stringify(health.body)).not.toContain('john@');

    // Asking again while it is on its way queues no second mail: it answers about the same one.
    const again = await preRegister(t, email);
    expect(again.answer.body.response).toMatchObject({ mail: 'delayed', mail_id: id });

    await later.start(port);
    const code = await later.nextCode(email, 0, 20_000);
    await expect.poll(() => mailState(t, id), { timeout: 10_000 }).toBe('sent');
    expect(later.count()).toBe(1);
    expect((await register(t, email, code)).status).toBe(200);
  });
});

describe.each(testBackends('one'))('the global mail budget per minute on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { SMTP_URL: receiver.url, MAIL_PER_MINUTE: '2', MAIL_WAIT_MS: '5000' },
  });

  it('keeps the mails past the budget in the queue, and sends them when the next minute starts', async () => {
    const since = receiver.count();
    const answers = [];
    for (const name of ['ann', 'ben', 'cat'])
      answers.push((await preRegister(t, `${name}@budget.example`)).answer);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.response?.mail)).toEqual(['sent', 'sent', 'delayed']);
    expect(receiver.count() - since).toBe(2);
    expect((await t.app.mailer.health()).queued).toBe(1);

    // The next minute: the budget's window and the mail's wait are moved back rather than waited for.
    await t.db.database.db.execute(
      sql`update outgoing_mails set next_attempt_at = now() where status = 'queued'`,
    );
    await t.db.database.db.execute(
      sql`update guess_budgets set window_started_at = now() - interval '61 seconds' where key = 'outgoing-mail-per-minute'`,
    );
    const code = await receiver.nextCode('cat@budget.example', since, 10_000);
    expect((await register(t, 'cat@budget.example', code)).status).toBe(200);
  });
});
