import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  messages,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_VALIDITY_MINUTES,
  type OtpType,
} from '@hoogo/core';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { type OtpCode, otpCodes, outgoingMails } from '../../../db/schema.js';
import { ApiError, fieldError } from '../../../lib/envelope.js';
import { currentLanguage, storedLocale } from '../../../lib/language.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import guessBudgetsPlugin from '../game/guess-budgets.js';
import { composeOtpMail, type MailOutcome, type MailQueue } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    otp: ReturnType<typeof createOtpService>;
  }
}

/**
 * What the person who asked for a code is told: the mail went (`sent`), is on its way but slow
 * (`delayed`: the code works when it arrives), could not be sent (`failed`: Resend tries again at once),
 * or no mail went because the code mailed before still works and the cool-down runs (`held`).
 */
export type OtpSendOutcome = MailOutcome | 'held';

export interface OtpSendResult {
  mail: OtpSendOutcome;
  /** The mail whose state the phone may ask for (GET /api/auth/otp-mail/{id}/); null when held. */
  mailId: string | null;
  /** Seconds until another mail may go to this email. */
  resendInSeconds: number;
}

interface OtpServiceOptions {
  db: Db;
  now: () => Date;
  secret: string;
  productName: string;
  /** The origin the mail's sign-in link points at (PUBLIC_URL). */
  publicUrl: string;
  mailer: Pick<MailQueue, 'seal' | 'await' | 'status' | 'kick'>;
  /** How long a request waits for its mail before answering "on its way". */
  waitMs: number;
}

const VALIDITY_MS = OTP_VALIDITY_MINUTES * 60_000;

/** What the requesting browser sends for the mail's sign-in link. */
interface LinkOptions {
  /** The random marker the browser keeps: the link signs in at once there only. */
  nonce?: string | undefined;
  /** The same-origin path the link returns to (validated by the body schema). */
  returnPath?: string | undefined;
}

/** What the route already knows of the person the code goes to. */
interface MailOptions extends LinkOptions {
  /** The account's chosen language (users.language), which the mail follows; else the request's. */
  language?: string | null | undefined;
}

/**
 * The cool-down after the n-th mail to an email: 30 s, 1 min, 2 min, 4 min, 8 min, then the code's
 * lifetime (10 min). It is never longer than a code lives, so a code that ran out can always be replaced.
 */
export function mailCooldownMs(mailsSent: number): number {
  return Math.min(VALIDITY_MS, OTP_RESEND_COOLDOWN_SECONDS * 1000 * 2 ** Math.max(0, mailsSent - 1));
}

/** A streak of mails ends (the cool-down starts again at 30 s) after a sign-in or an hour without mail. */
const STREAK_RESET_MS = 60 * 60_000;

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * One-time codes by mail (docs/decisions/0057-the-mail-path.md): 6 random digits, one live code per email and
 * purpose, valid 10 minutes, used once, dead after 5 wrong tries. The code is kept as an HMAC bound to the
 * email and purpose (to check it) and sealed (to mail it again): while it works, a new request mails THE
 * SAME code rather than minting one, so asking again never takes the code away from the person who has it.
 * Mails to one email are spaced by a cool-down that doubles with each mail (mailCooldownMs); a request
 * within it sends nothing and answers that the code already sent still works, and when the next mail can
 * go. The mail itself goes through the queue (plugins/app/auth/mailer.ts); the request waits for it `waitMs`
 * at most.
 */
export function createOtpService({
  db,
  now,
  secret,
  productName,
  publicUrl,
  mailer,
  waitMs,
}: OtpServiceOptions) {
  const key = createHmac('sha256', secret).update('hoogo otp').digest();
  const digest = (email: string, type: OtpType, code: string) =>
    createHmac('sha256', key).update(`${email}\n${type}\n${code}`).digest('base64url');
  const codeBox = createSecretBox(secret, 'otp code');
  const linkKey = createHmac('sha256', secret).update('hoogo otp link').digest();
  /**
   * A sign-in link's token: the code's row and an HMAC of the row and the code's hash. It is valid exactly
   * while the code is (same row, same code, unused, alive, unexpired), and using it uses the code.
   */
  const linkToken = (otpId: string, codeHash: string) =>
    `${otpId}.${createHmac('sha256', linkKey).update(`${otpId}\n${codeHash}`).digest('base64url')}`;
  const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

  const read = async (email: string, type: OtpType) =>
    (
      await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), eq(otpCodes.type, type)))
    )[0];

  /**
   * Marks the row's code used, in one statement that holds only while it is still the same code, unused
   * and alive: of two uses at once (a code typed and its link tapped) exactly one wins.
   */
  async function claim(row: OtpCode, at: Date): Promise<boolean> {
    const [claimed] = await db
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(
        and(
          eq(otpCodes.id, row.id),
          eq(otpCodes.codeHash, row.codeHash),
          isNull(otpCodes.consumedAt),
          lt(otpCodes.wrongTries, OTP_MAX_WRONG_TRIES),
        ),
      )
      .returning({ id: otpCodes.id });
    return Boolean(claimed);
  }

  /** The code of a row while it can still be used, else null. */
  function liveCode(row: OtpCode | undefined, at: Date): string | null {
    if (!row || row.consumedAt || row.wrongTries >= OTP_MAX_WRONG_TRIES) return null;
    if (row.expiresAt.getTime() <= at.getTime() || !row.codeBox) return null;
    return codeBox.open(row.codeBox);
  }

  /**
   * One attempt at queuing a mail: undefined when another request changed the row meanwhile (the caller
   * reads it again), else what to tell.
   */
  async function attempt(
    email: string,
    type: OtpType,
    at: Date,
    link: MailOptions,
  ): Promise<OtpSendResult | undefined> {
    const row = await read(email, type);
    const live = liveCode(row, at);
    const nextMailAt = row?.nextMailAt?.getTime() ?? 0;
    const resendIn = (until: number) => Math.max(0, Math.ceil((until - at.getTime()) / 1000));

    // A used or expired code is replaced at once; a live or dead one waits for the cool-down (a dead code
    // too, so its 5 tries cannot be renewed at once), unless the last mail failed: it reached nobody.
    const expired = row ? row.expiresAt.getTime() <= at.getTime() : false;
    const coolingDown = row && !row.consumedAt && !expired && nextMailAt > at.getTime();
    const lastStatus = coolingDown && row?.lastMailId ? await mailer.status(row.lastMailId) : undefined;
    // A mail that failed reached nobody: the next one takes its place in the streak.
    const lastFailed = lastStatus === 'failed' || lastStatus === 'superseded';
    if (row && coolingDown) {
      if (row.lastMailId && (lastStatus === 'queued' || lastStatus === 'sending')) {
        // Still on its way: say how it goes rather than queue a second mail of the same code.
        const mail = await mailer.await(row.lastMailId, waitMs);
        return {
          mail,
          mailId: row.lastMailId,
          resendInSeconds: mail === 'failed' ? 0 : resendIn(nextMailAt),
        };
      }
      if (lastStatus !== 'failed' && lastStatus !== 'superseded') {
        // Dead after 5 wrong tries: nothing works until the cool-down lets a new code go.
        if (!live) throw new ApiError(429, messages.otpApi.cooldown(Math.max(1, resendIn(nextMailAt))));
        return { mail: 'held', mailId: null, resendInSeconds: resendIn(nextMailAt) };
      }
    }

    const code =
      live ??
      randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
    const codeHash = live && row ? row.codeHash : digest(email, type, code);
    const streakEnded =
      !row || Boolean(row.consumedAt) || (row.lastMailAt?.getTime() ?? 0) + STREAK_RESET_MS <= at.getTime();
    const mailsSent = (streakEnded ? 0 : (row?.mailsSent ?? 0)) + (lastFailed ? 0 : 1);
    const next = new Date(at.getTime() + mailCooldownMs(mailsSent));
    const mailId = randomUUID();
    const fresh = live
      ? {}
      : {
          codeHash,
          codeBox: codeBox.seal(code),
          wrongTries: 0,
          expiresAt: new Date(at.getTime() + VALIDITY_MS),
          consumedAt: null,
          createdAt: at,
        };
    const mailState = {
      mailsSent,
      lastMailAt: at,
      nextMailAt: next,
      lastMailId: mailId,
      linkNonceHash: link.nonce ? nonceHash(link.nonce) : null,
    };

    const locale = storedLocale(link.language) ?? currentLanguage();
    return db.transaction(async (tx) => {
      let otpId: string | undefined;
      if (!row) {
        const [inserted] = await tx
          .insert(otpCodes)
          .values({ email, type, ...(fresh as Required<typeof fresh>), ...mailState })
          .onConflictDoNothing()
          .returning({ id: otpCodes.id });
        otpId = inserted?.id;
      } else {
        // Only if nobody queued a mail or changed the code since it was read: two requests at once
        // cannot both mail.
        const [updated] = await tx
          .update(otpCodes)
          .set({ ...fresh, ...mailState })
          .where(
            and(
              eq(otpCodes.id, row.id),
              eq(otpCodes.codeHash, row.codeHash),
              row.lastMailId ? eq(otpCodes.lastMailId, row.lastMailId) : isNull(otpCodes.lastMailId),
            ),
          )
          .returning({ id: otpCodes.id });
        otpId = updated?.id;
      }
      if (!otpId) return undefined;
      // A Login code's mail carries the link too (a reset needs its new password typed anyway).
      const signInLink =
        type === 'Login'
          ? `${publicUrl}/login/link#token=${linkToken(otpId, codeHash)}${link.returnPath ? `&ruri=${encodeURIComponent(link.returnPath)}` : ''}`
          : undefined;
      const content = composeOtpMail(productName, {
        to: email,
        code,
        type,
        again: Boolean(live),
        link: signInLink,
        locale,
      });
      await tx.insert(outgoingMails).values({
        id: mailId,
        otpId,
        codeHash,
        messageBox: mailer.seal({
          to: email,
          ...content,
          logLine: `OTP mail to ${email}: code ${code} (valid ${OTP_VALIDITY_MINUTES} minutes)${signInLink ? `, sign-in link ${signInLink}` : ''}`,
        }),
      });
      return { mail: 'delayed' as const, mailId, resendInSeconds: resendIn(next.getTime()) };
    });
  }

  return {
    /**
     * Mails the live code (or a new one) unless the cool-down holds it, waiting for the mail at most
     * `waitMs` (0: do not wait, the Forget Password answer says nothing about the mail).
     */
    async send(
      email: string,
      type: OtpType,
      options: { wait?: boolean } & MailOptions = {},
    ): Promise<OtpSendResult> {
      const at = now();
      for (let tries = 0; tries < 5; tries++) {
        const queued = await attempt(email, type, at, options);
        if (!queued) continue;
        if (queued.mail !== 'delayed' || !queued.mailId) return queued;
        if (options.wait === false) {
          mailer.kick();
          return queued;
        }
        const mail = await mailer.await(queued.mailId, waitMs);
        // A failed mail reached nobody: asking again sends at once (see coolingDown above).
        return { ...queued, mail, resendInSeconds: mail === 'failed' ? 0 : queued.resendInSeconds };
      }
      // Five requests changed the row under this one: the others' mail is what there is to say.
      const row = await read(email, type);
      return {
        mail: 'held',
        mailId: null,
        resendInSeconds: Math.max(1, Math.ceil(((row?.nextMailAt?.getTime() ?? 0) - at.getTime()) / 1000)),
      };
    },

    /**
     * The email, purpose and device check of a sign-in link's token while its code works, else undefined.
     * `sameDevice`: the browser that asked for the code (its marker) opened it.
     */
    async openLink(token: string, nonce: string | undefined) {
      const at = now();
      const [otpId = ''] = token.split('.');
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, otpId));
      if (!row || !sameHash(token, linkToken(row.id, row.codeHash)) || !liveCode(row, at)) return undefined;
      const sameDevice = Boolean(nonce && row.linkNonceHash && sameHash(nonceHash(nonce), row.linkNonceHash));
      return { email: row.email, type: row.type as OtpType, sameDevice };
    },

    /** Uses a link's code: true once, false when it was used (or replaced) meanwhile. */
    async consumeLink(token: string): Promise<boolean> {
      const at = now();
      const [otpId = ''] = token.split('.');
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, otpId));
      if (!row || !sameHash(token, linkToken(row.id, row.codeHash)) || !liveCode(row, at)) return false;
      return claim(row, at);
    },

    /** Accepts the code once or throws a field error on `otp` that says what to do next. */
    async consume(email: string, type: OtpType, code: string): Promise<void> {
      const at = now();
      const row = await read(email, type);
      if (!row) throw fieldError(400, 'otp', messages.auth.resetInvalidOtp);
      if (row.consumedAt) throw fieldError(400, 'otp', messages.otpApi.used);
      if (row.wrongTries >= OTP_MAX_WRONG_TRIES) throw fieldError(400, 'otp', messages.otpApi.dead);
      if (row.expiresAt.getTime() <= at.getTime()) throw fieldError(400, 'otp', messages.otpApi.expired);

      const given = digest(email, type, code);
      if (!sameHash(given, row.codeHash)) {
        const [counted] = await db
          .update(otpCodes)
          .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
          .where(eq(otpCodes.id, row.id))
          .returning({ wrongTries: otpCodes.wrongTries });
        const left = OTP_MAX_WRONG_TRIES - (counted?.wrongTries ?? OTP_MAX_WRONG_TRIES);
        throw fieldError(400, 'otp', left > 0 ? messages.otpApi.wrong(left) : messages.otpApi.dead);
      }

      if (!(await claim(row, at))) throw fieldError(400, 'otp', messages.otpApi.used);
    },
  };
}

export default fp(
  async (fastify) => {
    // The budgets are a service of their own (passwords and friend codes use them too), registered here
    // because this is the first plugin that needs them.
    if (!fastify.hasDecorator('guessBudgets')) await fastify.register(guessBudgetsPlugin);
    fastify.decorate(
      'otp',
      createOtpService({
        db: fastify.db,
        now: fastify.clock,
        secret: fastify.config.jwtSecret,
        productName: fastify.config.productName,
        publicUrl: fastify.config.publicUrl,
        mailer: fastify.mailer,
        waitMs: fastify.config.mail.waitMs,
      }),
    );
  },
  { name: 'otp', dependencies: ['db', 'mailer'] },
);
