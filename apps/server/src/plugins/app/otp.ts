import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  messages,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_VALIDITY_MINUTES,
  type OtpType,
} from '@hoogo/core';
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/index.js';
import { otpCodes } from '../../db/schema.js';
import { ApiError, fieldError } from '../../lib/envelope.js';
import guessBudgetsPlugin, { type createGuessBudgets, OTP_SENDS_PER_HOUR } from './guess-budgets.js';

declare module 'fastify' {
  interface FastifyInstance {
    otp: ReturnType<typeof createOtpService>;
  }
}

interface OtpServiceOptions {
  db: Db;
  now: () => Date;
  secret: string;
  deliver: (mail: { to: string; code: string; type: OtpType; replaces: boolean }) => Promise<void>;
  onDeliveryError: (error: unknown) => void;
  budgets: Pick<ReturnType<typeof createGuessBudgets>, 'take' | 'refund'>;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * One-time codes by mail: 6 random digits, kept only as an HMAC bound to the email and purpose, valid
 * for 10 minutes, used once, dead after 5 wrong tries. A new code replaces the previous one, and not
 * sooner than 30 seconds after it unless it was used: a dead code holds the cooldown too, so its 5 tries
 * cannot be renewed at once. At most 10 codes are mailed per email and hour (logins and resets together). The HMAC of a replaced code that still
 * worked is kept beside the new one, so typing it says that a newer code replaced it instead of counting
 * a wrong try (docs/decisions.md, Sign-in).
 */
export function createOtpService({ db, now, secret, deliver, onDeliveryError, budgets }: OtpServiceOptions) {
  const key = createHmac('sha256', secret).update('hoogo otp').digest();
  const digest = (email: string, type: OtpType, code: string) =>
    createHmac('sha256', key).update(`${email}\n${type}\n${code}`).digest('base64url');

  return {
    /** Mails a new code; `replaced` tells whether it replaced a code that still worked. */
    async send(email: string, type: OtpType): Promise<{ replaced: boolean }> {
      const at = now();
      const hourlyKey = `otp-sent:${email}`;
      const capWaitMs = await budgets.take(hourlyKey, OTP_SENDS_PER_HOUR);
      if (capWaitMs > 0) throw new ApiError(429, messages.auth.otpHourlyCap(Math.ceil(capWaitMs / 1000)));
      const code = randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
      const cooldownStart = new Date(at.getTime() - OTP_RESEND_COOLDOWN_SECONDS * 1000);
      const values = {
        codeHash: digest(email, type, code),
        wrongTries: 0,
        expiresAt: new Date(at.getTime() + OTP_VALIDITY_MINUTES * 60_000),
        consumedAt: null,
        createdAt: at,
      };
      // The code being replaced, while it still works (unused, alive, unexpired): typing it later says so.
      const stillWorking = sql`${otpCodes.consumedAt} is null and ${otpCodes.wrongTries} < ${OTP_MAX_WRONG_TRIES} and ${otpCodes.expiresAt} > ${at.toISOString()}::timestamptz`;
      // Insert, or replace the previous code unless it is unused and younger than the cooldown (alive or
      // dead): one statement, so two requests at once cannot both pass the check.
      const [stored] = await db
        .insert(otpCodes)
        .values({ email, type, ...values, previousCodeHash: null })
        .onConflictDoUpdate({
          target: [otpCodes.email, otpCodes.type],
          set: {
            ...values,
            previousCodeHash: sql`case when ${stillWorking} then ${otpCodes.codeHash} else null end`,
          },
          setWhere: or(lte(otpCodes.createdAt, cooldownStart), isNotNull(otpCodes.consumedAt)),
        })
        .returning({ id: otpCodes.id, replaced: sql<boolean>`${otpCodes.previousCodeHash} is not null` });

      if (!stored) {
        await budgets.refund(hourlyKey);
        const [previous] = await db
          .select({ createdAt: otpCodes.createdAt })
          .from(otpCodes)
          .where(and(eq(otpCodes.email, email), eq(otpCodes.type, type)));
        const waitMs =
          (previous?.createdAt.getTime() ?? 0) + OTP_RESEND_COOLDOWN_SECONDS * 1000 - at.getTime();
        throw new ApiError(429, messages.otpApi.cooldown(Math.max(1, Math.ceil(waitMs / 1000))));
      }

      try {
        await deliver({ to: email, code, type, replaces: Boolean(stored.replaced) });
      } catch (error) {
        // The code never reached anyone: drop it so the person can ask again at once.
        await db.delete(otpCodes).where(eq(otpCodes.id, stored.id));
        await budgets.refund(hourlyKey);
        onDeliveryError(error);
        throw new ApiError(503, messages.otpApi.mailFailed);
      }
      return { replaced: Boolean(stored.replaced) };
    },

    /** Accepts the code once or throws a field error on `otp` that says what to do next. */
    async consume(email: string, type: OtpType, code: string): Promise<void> {
      const at = now();
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), eq(otpCodes.type, type)));
      if (!row) throw fieldError(400, 'otp', messages.auth.resetInvalidOtp);
      if (row.consumedAt) throw fieldError(400, 'otp', messages.otpApi.used);
      if (row.wrongTries >= OTP_MAX_WRONG_TRIES) throw fieldError(400, 'otp', messages.otpApi.dead);
      if (row.expiresAt.getTime() <= at.getTime()) throw fieldError(400, 'otp', messages.otpApi.expired);

      const given = digest(email, type, code);
      if (!sameHash(given, row.codeHash)) {
        // The code a newer one replaced: not a guess, so it costs no try.
        if (row.previousCodeHash && sameHash(given, row.previousCodeHash)) {
          throw fieldError(400, 'otp', messages.auth.otpReplaced);
        }
        const [counted] = await db
          .update(otpCodes)
          .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
          .where(eq(otpCodes.id, row.id))
          .returning({ wrongTries: otpCodes.wrongTries });
        const left = OTP_MAX_WRONG_TRIES - (counted?.wrongTries ?? OTP_MAX_WRONG_TRIES);
        throw fieldError(400, 'otp', left > 0 ? messages.otpApi.wrong(left) : messages.otpApi.dead);
      }

      const [claimed] = await db
        .update(otpCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(otpCodes.id, row.id),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.wrongTries, OTP_MAX_WRONG_TRIES),
          ),
        )
        .returning({ id: otpCodes.id });
      if (!claimed) throw fieldError(400, 'otp', messages.otpApi.used);
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
        deliver: (mail) => fastify.mailer.sendOtp(mail),
        onDeliveryError: (error) => fastify.log.error({ err: error }, 'OTP mail could not be sent'),
        budgets: fastify.guessBudgets,
      }),
    );
  },
  { name: 'otp', dependencies: ['db', 'mailer'] },
);
