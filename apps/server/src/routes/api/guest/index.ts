import {
  envelope,
  errorEnvelope,
  eventParams,
  guestConfirmEmailBody,
  guestConfirmedSchema,
  guestEmailBody,
  messages,
  quickJoinBody,
  quickJoinResponseSchema,
  StatusCode,
} from '@hoogo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../../../db/schema.js';
import { ApiError, fieldError, ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import { isGuest } from '../../../plugins/app/auth/guest-accounts.js';
import { registrationOf } from '../../../plugins/app/auth/player-access.js';

/** The email a request is about, for the limits per address and email (the body is validated by then). */
const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email ?? '';

/**
 * Quick join (docs/decisions/0055-quick-join.md): an attendee plays at once with a name, on a guest account
 * whose session stays on their phone, and adds their email when they like. Registered under /api.
 */
const guestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { guestAccounts, tokens, otp, config, usersRepository: users } = fastify;
  const limits = config.rateLimits;

  /** The signed-in guest; a token of a deleted account is as good as an invalid one. */
  async function currentGuest(request: FastifyRequest): Promise<User> {
    const user = request.user && (await users.findById(request.user.id));
    if (!user)
      throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
    if (!isGuest(user)) throw new ApiError(409, messages.guest.notGuest);
    return user;
  }

  fastify.post(
    routeUrl(fastify, 'quickJoin'),
    {
      schema: {
        tags: ['game'],
        summary: 'Play the event at once with just a name, on a new guest account (when the event allows it)',
        description:
          'Only while the event has quick_join on (403 otherwise). Creates a guest account (no email, bound to ' +
          'this device by the refresh token answered), joins it to the event and answers its session and ' +
          'player registration; `email` is empty. New guests are limited per event (guestJoinsPerEvent, ' +
          'every address together) and per address (a flood guard), 429 with Retry-After; an event takes ' +
          'at most QUICK_JOIN_MAX_GUESTS guests (409).',
        params: eventParams,
        body: quickJoinBody,
        response: {
          200: envelope(quickJoinResponseSchema),
          409: errorEnvelope,
          429: errorEnvelope,
          ...errors,
        },
      },
      preHandler: [
        fastify.limitRequests(
          'guest-ip',
          limits.guestJoinsPerIp,
          (request) => request.ip,
          messages.guest.tooMany,
        ),
        fastify.loadEvent,
        fastify.limitRequests(
          'guest-event',
          limits.guestJoinsPerEvent,
          (request) => eventOf(request).id,
          messages.guest.tooMany,
        ),
      ],
    },
    async (request) => {
      const event = eventOf(request);
      if (!event.quickJoin) throw new ApiError(403, messages.guest.off);
      const guest = await guestAccounts.create(event, request.body.name, config.quickJoinMaxGuests);
      let joined: Awaited<ReturnType<typeof fastify.joinEvent>>;
      try {
        joined = await fastify.joinEvent(event, guest.id);
      } catch (error) {
        // No account without its player: a guest account exists only to play.
        await guestAccounts.discard(guest.id);
        throw error;
      }
      const pair = await tokens.issue(guest);
      return ok(
        { ...pair, email: '', profile_pic_url: null, registration: registrationOf(event, joined.player) },
        messages.guest.joinedApi,
      );
    },
  );

  fastify.post(
    routeUrl(fastify, 'guestAddEmail'),
    {
      schema: {
        tags: ['auth'],
        summary: 'A guest asks for a code to add their email',
        description:
          'Mails a login code to the email, under the same limits and budgets as generate-otp. 409 for an ' +
          'account that is not a guest one.',
        security: bearer,
        body: guestEmailBody,
        response: { 200: envelope(z.null()), 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
      preHandler: [
        fastify.authenticate,
        // Per email, the OTP service's cool-down throttles the mails (plugins/app/auth/otp.ts).
        fastify.limitRequests('otp-ip', limits.otpPerIp, (request) => request.ip),
      ],
    },
    async (request) => {
      const guest = await currentGuest(request);
      const { email } = request.body;
      // The reserved domain of guest, ticket and demo accounts (RFC 2606): no mail can reach it.
      if (email.endsWith('.invalid')) throw fieldError(400, 'email', messages.validation.emailInvalid);
      await otp.send(email, 'Login', { language: guest.language });
      return ok(null, messages.guest.codeSentApi(email));
    },
  );

  fastify.post(
    routeUrl(fastify, 'guestConfirmEmail'),
    {
      schema: {
        tags: ['auth'],
        summary: 'A guest proves the email with the mailed code: the card, connections and contacts follow',
        description:
          'Without an account for the email, the guest account takes it and becomes a normal verified ' +
          "account. With one, the guest's player moves into that account and the guest account is deleted, " +
          'unless that account already plays the same event: 409, nothing changes. Either way the guest ' +
          "session ends and a session of the account is answered; the player's secret key stays the same.",
        security: bearer,
        body: guestConfirmEmailBody,
        response: { 200: envelope(guestConfirmedSchema), 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
      preHandler: [
        fastify.authenticate,
        fastify.limitRequests(
          'credentials',
          limits.credentialsPerIpAndEmail,
          (r) => `${r.ip}|${bodyEmail(r)}`,
        ),
      ],
    },
    async (request) => {
      const guest = await currentGuest(request);
      const { email, otp: code } = request.body;
      await otp.consume(email, 'Login', code);
      const { user, merged } = await guestAccounts.confirmEmail(guest.id, email);
      // The guest's device-bound session ends (a merged guest's went with its account) for the account's.
      if (!merged) await tokens.revokeAll(user.id);
      const pair = await tokens.issue(user);
      return ok(
        { ...pair, email: user.email, profile_pic_url: user.profilePicUrl, merged },
        merged ? messages.guest.mergedApi : messages.guest.emailAddedApi,
      );
    },
  );
};

export default guestRoutes;
