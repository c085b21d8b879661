import { catalogueOf, type DisplayLocale, OTP_VALIDITY_MINUTES, type OtpType } from '@hoogo/core';
import { eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../../../db/index.js';
import { otpCodes, outgoingMails } from '../../../db/schema.js';
import { escapeHtml } from '../../../lib/html.js';
import type { Metrics } from '../../../lib/metrics.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { createGuessBudgets } from '../game/guess-budgets.js';
import { within } from '../live/live-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailQueue;
  }
}

export interface OtpMail {
  to: string;
  code: string;
  type: OtpType;
  /** The sign-in link of a login code (docs/decisions/0057-the-mail-path.md); none for a password reset. */
  link?: string;
  /** The same code was mailed before: the mail says so, so two mails with one code do not puzzle. */
  again?: boolean;
  locale: DisplayLocale;
}

/**
 * The subject and both bodies of an OTP mail, in `locale`: the account's chosen language, else the
 * request's (docs/decisions/0086-five-languages.md).
 */
export function composeOtpMail(productName: string, { code, type, link, again, locale }: OtpMail) {
  const t = catalogueOf(locale).codeMail;
  const login = type === 'Login';
  const subject = login ? t.loginSubject(code, productName) : t.resetSubject(code, productName);
  const codeIs = login ? t.loginCodeIs(productName) : t.resetCodeIs(productName);
  const validity = [t.validity(OTP_VALIDITY_MINUTES), ...(again ? [t.again] : []), t.ignore].join(' ');
  const text = [
    t.greeting,
    '',
    `${codeIs} ${code}`,
    ...(link ? ['', t.linkLine(link)] : []),
    '',
    validity,
    '',
    `- ${productName}`,
  ].join('\n');
  const name = escapeHtml(productName);
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #4338ca; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold">${escapeHtml(t.button(productName))}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(codeIs)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${code}</p>
${button}
<p>${escapeHtml(validity)}</p>
<p>- ${name}</p>
</body></html>`;
  return { subject, text, html };
}

/** A mail as queued: sealed at rest, since it holds an address and a code. */
export interface QueuedMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Without SMTP_URL the mail is this line of the log (the only place a code is ever logged). */
  logLine: string;
}

/** What the person who asked is told about their mail. */
export type MailOutcome = 'sent' | 'delayed' | 'failed';

/** A row's state as the queue keeps it. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'superseded';

/** Sends one message; throws what nodemailer throws (responseCode, code). */
type Transport = {
  send(message: QueuedMessage): Promise<void>;
  close(): void;
  kind: 'smtp' | 'log';
};

/** Whether a failed attempt is worth another: SMTP 5xx replies are final, everything else may pass. */
export function classifyMailError(error: unknown): { permanent: boolean; kind: string } {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') {
    return { permanent: responseCode >= 500 && responseCode < 600, kind: `smtp ${responseCode}` };
  }
  // Connection refused, reset, timed out, DNS: the provider is away for now.
  return { permanent: false, kind: typeof code === 'string' ? code : 'unknown' };
}

/** The delay before attempt `attempt + 1`: base, twice that, four times... at most a minute, with jitter. */
export function retryDelayMs(baseMs: number, attempt: number): number {
  const delay = Math.min(60_000, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** A claimed mail is another instance's for this long; after it, a crashed sender's mail is retried. */
const CLAIM_MS = 2 * 60_000;
/** How often every instance looks for due mails it was not told about (other instances', retries). */
const POLL_MS = 2_000;
/** Finished mails are kept a day for /healthz and troubleshooting, then deleted. */
const KEEP_FINISHED_MS = 24 * 60 * 60_000;

export interface MailQueueOptions {
  db: Db;
  transport: Transport;
  secret: string;
  poolSize: number;
  perMinute: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Where the mails sent and failed are counted (docs/operations.md, "Metrics"). */
  metrics: Pick<Metrics, 'mailSent' | 'mailAttemptFailed' | 'mailFailed'>;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

/**
 * The outgoing mail queue, kept in the database (table outgoing_mails) so that every instance sees every
 * mail: any instance sends a due mail, a crashed sender's mail is taken over after CLAIM_MS, and the
 * phone's status call reaches whichever instance. Mails go out over one pooled transport per instance,
 * at most `poolSize` at once, and at most `perMinute` per minute across instances (counted in
 * guess_budgets): past that, mails wait for the next minute instead of being refused. A transient
 * failure (no connection, a timeout, an SMTP 4xx) is retried with exponential backoff until
 * `maxAttempts` or the code's expiry; an SMTP 5xx ends the mail at once.
 * docs/decisions/0057-the-mail-path.md.
 */
export function createMailQueue(options: MailQueueOptions) {
  const { db, transport, poolSize, perMinute, maxAttempts, retryBaseMs, metrics, log } = options;
  const box = createSecretBox(options.secret, 'outgoing mail');
  // The mail budget counts real minutes whatever clock the app is given (tests move theirs by hand).
  const budget = createGuessBudgets(db, () => new Date());
  const waiters = new Map<string, Set<(outcome: 'sent' | 'failed') => void>>();
  const stats = {
    sent: 0,
    failedAttempts: 0,
    failedMails: 0,
    lastFailureAt: null as Date | null,
    lastFailure: null as string | null,
  };
  let inFlight = 0;
  let pumping = false;
  let again = false;
  let closed = false;
  let wake: ReturnType<typeof setTimeout> | undefined;
  const sending = new Set<Promise<void>>();

  function settle(id: string, outcome: 'sent' | 'failed') {
    for (const resolve of waiters.get(id) ?? []) resolve(outcome);
    waiters.delete(id);
  }

  /** Wakes the queue at `at` (or sooner): a retry's time, or the next minute of the budget. */
  function wakeAt(delayMs: number) {
    if (closed) return;
    clearTimeout(wake);
    wake = setTimeout(() => void pump(), Math.max(0, Math.min(delayMs, POLL_MS)));
    wake.unref();
  }

  async function finish(id: string, status: 'sent' | 'failed' | 'superseded', lastError?: string) {
    await db
      .update(outgoingMails)
      .set({ status, finishedAt: new Date(), claimedUntil: null, ...(lastError ? { lastError } : {}) })
      .where(eq(outgoingMails.id, id));
  }

  async function sendOne(row: { id: string; attempts: number; messageBox: string; expiresAt: Date }) {
    const message = box.open(row.messageBox);
    if (!message) {
      // Sealed with another JWT_SECRET: nobody can read it any more.
      await finish(row.id, 'failed', 'unreadable');
      metrics.mailFailed();
      settle(row.id, 'failed');
      return;
    }
    const parsed = JSON.parse(message) as QueuedMessage;
    try {
      await transport.send(parsed);
      await finish(row.id, 'sent');
      stats.sent++;
      metrics.mailSent();
      settle(row.id, 'sent');
    } catch (error) {
      const { permanent, kind } = classifyMailError(error);
      stats.failedAttempts++;
      metrics.mailAttemptFailed();
      stats.lastFailureAt = new Date();
      stats.lastFailure = kind;
      const retryAt = Date.now() + retryDelayMs(retryBaseMs, row.attempts);
      if (permanent || row.attempts >= maxAttempts || retryAt >= row.expiresAt.getTime()) {
        stats.failedMails++;
        metrics.mailFailed();
        log.error({ mail: row.id, attempts: row.attempts, failure: kind }, 'OTP mail could not be sent');
        await finish(row.id, 'failed', kind);
        settle(row.id, 'failed');
        return;
      }
      log.warn({ mail: row.id, attempts: row.attempts, failure: kind }, 'OTP mail delayed: will retry');
      await db
        .update(outgoingMails)
        .set({ status: 'queued', nextAttemptAt: new Date(retryAt), claimedUntil: null, lastError: kind })
        .where(eq(outgoingMails.id, row.id));
      wakeAt(retryAt - Date.now());
    }
  }

  /** Claims due mails while this instance has free connections, and sends them. */
  async function pump(): Promise<void> {
    if (closed) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!closed && inFlight < poolSize) {
          const now = new Date();
          // Mails whose code was used or replaced, or has run out, are not sent at all.
          await db.execute(sql`
            update ${outgoingMails} set status = 'superseded', finished_at = ${now.toISOString()}::timestamptz
            where ${outgoingMails.status} = 'queued' and not exists (
              select 1 from ${otpCodes} where ${otpCodes.id} = ${outgoingMails.otpId}
                and ${otpCodes.codeHash} = ${outgoingMails.codeHash} and ${otpCodes.consumedAt} is null
                and ${otpCodes.expiresAt} > ${now.toISOString()}::timestamptz)`);
          const claimed = await claim(now);
          if (!claimed) break;
          const wait = await budget.take('outgoing-mail-per-minute', { max: perMinute, windowMs: 60_000 });
          if (wait > 0) {
            // Over the minute's budget: the mail waits, its attempt not counted, until the next minute.
            await db
              .update(outgoingMails)
              .set({
                status: 'queued',
                attempts: sql`${outgoingMails.attempts} - 1`,
                claimedUntil: null,
                nextAttemptAt: new Date(Date.now() + wait),
              })
              .where(eq(outgoingMails.id, claimed.id));
            wakeAt(wait);
            break;
          }
          inFlight++;
          const task = sendOne(claimed)
            .catch((error: unknown) => log.error({ err: error }, 'mail queue: a mail could not be handled'))
            .finally(() => {
              inFlight--;
              sending.delete(task);
              if (!closed) void pump();
            });
          sending.add(task);
        }
      } while (again && !closed);
    } catch (error) {
      log.error({ err: error }, 'mail queue: the database did not answer');
    } finally {
      pumping = false;
    }
  }

  /** Takes the next due mail for CLAIM_MS: one statement, so no two instances take the same mail. */
  async function claim(now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = (await db.execute(sql`
      with next as (
        select ${outgoingMails.id} as id from ${outgoingMails}
        where (${outgoingMails.status} = 'queued' and ${outgoingMails.nextAttemptAt} <= ${at})
           or (${outgoingMails.status} = 'sending' and ${outgoingMails.claimedUntil} < ${at})
        order by ${outgoingMails.nextAttemptAt}
        limit 1
        for update skip locked
      )
      update ${outgoingMails} set status = 'sending', attempts = ${outgoingMails.attempts} + 1,
        claimed_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz
      from next, ${otpCodes}
      where ${outgoingMails.id} = next.id and ${otpCodes.id} = ${outgoingMails.otpId}
      returning ${outgoingMails.id} as id, ${outgoingMails.attempts} as attempts,
        ${outgoingMails.messageBox} as message_box, ${otpCodes.expiresAt} as expires_at`)) as unknown as {
      rows: Array<{ id: string; attempts: number; message_box: string; expires_at: string | Date }>;
    };
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      attempts: Number(row.attempts),
      messageBox: row.message_box,
      expiresAt: new Date(row.expires_at),
    };
  }

  const poll = setInterval(() => void pump(), POLL_MS);
  poll.unref();
  const sweep = setInterval(
    () =>
      void db
        .delete(outgoingMails)
        .where(lt(outgoingMails.finishedAt, new Date(Date.now() - KEEP_FINISHED_MS)))
        .catch((error: unknown) => log.error({ err: error }, 'mail queue: old mails not deleted')),
    10 * 60_000,
  );
  sweep.unref();

  return {
    transport: transport.kind,

    /** The sealed form of a message, for enqueue (the caller inserts it with its code's row). */
    seal(message: QueuedMessage): string {
      return box.seal(JSON.stringify(message));
    },

    /**
     * Waits for mail `id` at most `waitMs` and says how it went: sent, failed, or still on its way (queued,
     * retrying or sending). The queue is woken first, so this instance usually sends it itself.
     */
    async await(id: string, waitMs: number): Promise<MailOutcome> {
      const outcome = new Promise<'sent' | 'failed'>((resolve) => {
        const set = waiters.get(id) ?? new Set();
        set.add(resolve);
        waiters.set(id, set);
      });
      void pump();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      const settled = await Promise.race([outcome, timeout]);
      clearTimeout(timer);
      waiters.delete(id);
      if (settled) return settled;
      // Another instance may have sent it meanwhile.
      return toOutcome(await this.status(id));
    },

    /** A mail's state, for the phone's status call; undefined for an unknown id. */
    async status(id: string): Promise<MailStatus | undefined> {
      const [row] = await db
        .select({ status: outgoingMails.status })
        .from(outgoingMails)
        .where(eq(outgoingMails.id, id));
      return row?.status as MailStatus | undefined;
    },

    /** Wakes the queue (a mail was just queued). */
    kick(): void {
      void pump();
    },

    /** For /healthz: failures on this instance, and the queue as every instance shares it. */
    async health() {
      const depth = await within(
        db
          .select({
            queued: sql<number>`count(*) filter (where ${outgoingMails.status} in ('queued', 'sending'))`,
            failedLastHour: sql<number>`count(*) filter (where ${outgoingMails.status} = 'failed' and ${outgoingMails.finishedAt} > now() - interval '1 hour')`,
            oldest: sql<
              string | null
            >`min(${outgoingMails.createdAt}) filter (where ${outgoingMails.status} in ('queued', 'sending'))`,
          })
          .from(outgoingMails)
          .then(([row]) => row),
        2_000,
        undefined,
      ).catch(() => undefined);
      const oldest = depth?.oldest ? new Date(depth.oldest) : null;
      return {
        transport: transport.kind,
        queued: depth ? Number(depth.queued) : null,
        oldestQueuedSeconds: oldest ? Math.max(0, Math.round((Date.now() - oldest.getTime()) / 1000)) : null,
        failedLastHour: depth ? Number(depth.failedLastHour) : null,
        sentByThisInstance: stats.sent,
        failedAttemptsOnThisInstance: stats.failedAttempts,
        failedMailsOnThisInstance: stats.failedMails,
        lastFailureAt: stats.lastFailureAt?.toISOString() ?? null,
        lastFailure: stats.lastFailure,
      };
    },

    /** Stops claiming, lets the mails being sent finish (bounded), and closes the transport. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(poll);
      clearInterval(sweep);
      clearTimeout(wake);
      await within(Promise.allSettled([...sending]), 5_000, undefined);
      // A mail still in flight is taken over by another instance once its claim runs out.
      transport.close();
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

function toOutcome(status: MailStatus | undefined): MailOutcome {
  if (status === 'sent') return 'sent';
  if (status === 'failed' || status === 'superseded' || status === undefined) return 'failed';
  return 'delayed';
}

/**
 * OTP mails over a pooled SMTP transport when SMTP_URL is set. Without it the mail is written to the log
 * instead, so that someone running the game locally can still sign in: the only place a code is ever
 * logged. Both go through the same queue.
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, mailFrom, mail, jwtSecret } = fastify.config;

    let transport: Transport;
    if (!smtpUrl) {
      fastify.log.warn('SMTP_URL is not set: OTP mails are written to this log');
      transport = {
        kind: 'log',
        async send(message) {
          fastify.log.info(message.logLine);
        },
        close() {},
      };
    } else {
      const smtp = nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: mail.poolSize,
        maxMessages: 100,
        // A provider that does not answer fails the attempt within seconds (then it is retried), rather
        // than holding a pooled connection for nodemailer's default two minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as nodemailer.TransportOptions);
      transport = {
        kind: 'smtp',
        async send({ to, subject, text, html }) {
          await smtp.sendMail({ from: mailFrom, to, subject, text, html });
        },
        close: () => smtp.close(),
      };
    }

    const queue = createMailQueue({
      db: fastify.db,
      transport,
      secret: jwtSecret,
      poolSize: mail.poolSize,
      perMinute: mail.perMinute,
      maxAttempts: mail.maxAttempts,
      retryBaseMs: mail.retryBaseMs,
      metrics: fastify.metrics,
      log: fastify.log,
    });
    fastify.metrics.readMailQueueWith(() => queue.health());
    fastify.addHook('onClose', async () => queue.close());
    fastify.decorate('mailer', queue);
  },
  { name: 'mailer', dependencies: ['db', 'metrics'] },
);
