import { createHmac, randomInt } from 'node:crypto';
import {
  attendeeListFields,
  attendeeListSchema,
  envelope,
  errorEnvelope,
  eventParams,
  gridFromNames,
  gridImportAnswerSchema,
  messages,
  notEnoughNamesMessage,
  playerRegistrationSchema,
  playWithTicketCodeSchema,
  pretixAccountSchema,
  pretixBody,
  pretixConnectedSchema,
  ticketingEventsSchema,
  validateTicketCodeBody,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, fieldError, ok } from '../../../lib/envelope.js';
import { isRefusal, Refusal } from '../../../lib/refusal.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { deriveKey } from '../../../lib/secret-box.js';
import { TICKET_ACCOUNT_DOMAIN } from '../../../lib/ticket-account.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import { registrationOf } from '../../../plugins/app/auth/player-access.js';
import { CSV_MAX_BYTES } from '../../../plugins/app/ticketing/csv.js';
import {
  createTicketCodeGuard,
  type TicketCodeOutcome,
} from '../../../plugins/app/ticketing/ticket-code-guard.js';
import { cellFields } from '../../../schemas/events.js';

const csvBody = z.object({
  [attendeeListFields.name]: z
    .string()
    .trim()
    .min(1, { error: () => messages.ticketingApi.listName })
    .max(120, { error: () => messages.ticketingApi.listNameTooLong }),
  [attendeeListFields.file]: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: () => messages.ticketingApi.csvFile })
    .meta({ type: 'string', format: 'binary' }),
});

/**
 * Ticketing platforms: the organiser's accounts and attendee lists, the events the
 * connect modal lists, the grid import and the ticket-code sign-in.
 */
const ticketingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { ticketing, config } = fastify;
  const accountKey = deriveKey(config.jwtSecret, 'ticket-code-accounts');
  const ticketCodeGuard = createTicketCodeGuard(
    fastify.guessBudgets,
    { event: config.guessBudgets.ticketCodeEvent, address: config.guessBudgets.ticketCodeAddress },
    config.jwtSecret,
  );

  /**
   * The account a ticket plays with: one per event and ticket code, under an address no mail reaches
   * (RFC 2606 .invalid) that holds an HMAC of the code, never the code itself.
   */
  const ticketEmail = (eventId: string, code: string) =>
    `ticket-${createHmac('sha256', accountKey).update(`${eventId}\n${code}`).digest('hex').slice(0, 40)}@${TICKET_ACCOUNT_DOMAIN}`;

  fastify.get(
    routeUrl(fastify, 'ticketingEvents'),
    {
      schema: {
        tags: ['ticketing'],
        summary: 'The ticketing events the caller may connect: their pretix events and CSV lists',
        description:
          '`event_id` is the value to store in mmp_event_id: `pretix:<connection>:<slug>` or `csv:<list>`. ' +
          "`provider` is the display name of the caller's provider (pretix first), null when none is set up. " +
          'Providers are asked separately: one that fails (pretix unreachable, answering 5xx, refusing the ' +
          'saved token) is listed in `unavailable` with its display name and the reason to show, and the ' +
          "other providers' events are answered (200). Only when no event is left to show does the failure " +
          'answer: 502 when pretix did not answer with the events (one sentence whatever the cause), 400 ' +
          'when the saved token can no longer be read.',
        security: bearer,
        response: {
          200: envelope(ticketingEventsSchema),
          502: errorEnvelope,
          ...errors,
        },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const listed = await ticketing.listEvents(request.user!.id);
      if (listed.unavailable.length > 0)
        request.log.warn({ unavailable: listed.unavailable }, 'ticketing provider unavailable');
      const unavailable = listed.unavailable.map(({ provider, message }) => ({ provider, message }));
      return ok({ ...listed, unavailable }, messages.ticketingApi.eventsLoaded);
    },
  );

  fastify.get(
    routeUrl(fastify, 'pretixAccount'),
    {
      schema: {
        tags: ['ticketing'],
        summary: "The caller's pretix account (never its token), or null",
        security: bearer,
        response: {
          200: envelope(pretixAccountSchema.nullable()),
          ...errors,
        },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => ok(await ticketing.pretixAccount(request.user!.id), 'pretix account'),
  );

  fastify.post(
    routeUrl(fastify, 'savePretixAccount'),
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Connect (or replace) the caller’s pretix account',
        description:
          'Saved only once pretix lists the organizer’s events with the token. The token is stored ' +
          'encrypted and is never answered. The address must be https and must not resolve to a loopback, ' +
          'private, link-local or metadata address (unless the operator allows a private network, which ' +
          'also allows http); redirects are not followed. Every failure to reach pretix with these ' +
          'details answers 400 with one sentence, whatever the cause.',
        security: bearer,
        body: pretixBody,
        response: {
          200: envelope(pretixConnectedSchema),
          502: errorEnvelope,
          ...errors,
        },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const { base_url, organizer, api_token } = request.body;
      if (new URL(base_url).protocol !== 'https:' && !config.pretixAllowPrivateNetwork) {
        throw fieldError(400, 'base_url', messages.ticketing.pretixUrlHttps);
      }
      const saved = await ticketing.savePretix(request.user!.id, {
        baseUrl: base_url,
        organizer,
        apiToken: api_token,
      });
      return ok({ base_url, organizer, events: saved.events }, messages.ticketingApi.pretixSaved);
    },
  );

  fastify.delete(
    routeUrl(fastify, 'removePretixAccount'),
    {
      schema: {
        tags: ['ticketing'],
        summary: "Forget the caller's pretix account",
        security: bearer,
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      await ticketing.removePretix(request.user!.id);
      return ok(null, messages.ticketingApi.pretixRemoved);
    },
  );

  fastify.get(
    routeUrl(fastify, 'attendeeLists'),
    {
      schema: {
        tags: ['ticketing'],
        summary: "The caller's uploaded attendee lists",
        security: bearer,
        response: { 200: envelope(z.array(attendeeListSchema)), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => ok(await ticketing.csvLists(request.user!.id), messages.ticketingApi.listsLoaded),
  );

  fastify.post(
    routeUrl(fastify, 'uploadAttendeeList'),
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Upload an attendee list (CSV) to connect events to',
        description:
          'Multipart: `name` and `file`. Columns: name (or first name and last name), ticket code, and ' +
          'checked in when present (yes/true/1/x; without the column everyone counts as checked in). ' +
          'Comma or semicolon separated, UTF-8 or Windows-1252, at most 20,000 rows and 5 MB. A bad row ' +
          'is named in message.file (the header is row 1).',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: csvBody,
        response: { 200: envelope(attendeeListSchema), 413: errorEnvelope, ...errors },
      },
      // Before the body is read, as on every route that takes a form (plugins/external/multipart.ts).
      onRequest: fastify.authenticate,
    },
    async (request) => {
      const { name, file } = request.body;
      if (file.byteLength > CSV_MAX_BYTES) throw fieldError(413, 'file', messages.ticketingApi.csvTooLarge);
      const list = await ticketing.uploadCsv(request.user!.id, name, file);
      return ok(list, messages.ticketingApi.listUploaded);
    },
  );

  fastify.delete(
    routeUrl(fastify, 'removeAttendeeList'),
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Delete one of the caller’s attendee lists',
        security: bearer,
        params: z.object({ listId: z.string() }),
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const removed = await ticketing.removeCsv(request.user!.id, request.params.listId);
      if (!removed) throw new ApiError(404, messages.ticketingApi.listNotFound);
      return ok(null, messages.ticketingApi.listRemoved);
    },
  );

  fastify.post(
    routeUrl(fastify, 'importGrid'),
    {
      schema: {
        tags: ['ticketing'],
        summary: "Generate the grid from the initials of the connected event's checked-in participants",
        description:
          'Owner or admin. Only letters that start at least two names appear; each takes cells in ' +
          'proportion to its names, at most one fewer than them when the names allow (so each cell can be a ' +
          'different person). Names sharing no initial: 400. The grid replaces the current one.',
        security: bearer,
        params: eventParams,
        response: {
          200: envelope(gridImportAnswerSchema),
          502: errorEnvelope,
          ...errors,
        },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => {
      const event = eventOf(request);
      if (!event.mmpEventId) {
        throw new ApiError(400, messages.ticketing.connectToGenerate('a ticketing provider'));
      }
      const participants = await ticketing.checkedInParticipants(event.mmpEventId);
      const result = gridFromNames(
        participants.map((participant) => participant.name),
        randomInt(0, 2 ** 31),
      );
      if (!result.ok) throw new ApiError(400, notEnoughNamesMessage(result));
      const cells = cellFields.map(({ row, col }) => ({
        row,
        col,
        letter: result.grid[row]?.[col] as string,
      }));
      const { after } = await fastify.eventsRepository.update(event.id, { cells });
      fastify.announce(event.id, { type: 'grid_changed', matrix: after.matrix });
      return ok(
        { grid: after.matrix },
        result.distinctPeople ? messages.ticketingApi.gridImported : messages.ticketingApi.gridImportedSmall,
      );
    },
  );

  fastify.get(
    routeUrl(fastify, 'checkPlayWithTicketCode'),
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Whether players of the event may sign in with a ticket code',
        params: eventParams,
        response: { 200: envelope(playWithTicketCodeSchema), ...errors },
      },
      preHandler: fastify.loadEvent,
    },
    async (request) =>
      ok(
        { play_with_ticket_code: eventOf(request).playWithTicketCode },
        messages.ticketingApi.ticketCodeSetting,
      ),
  );

  fastify.post(
    routeUrl(fastify, 'validateTicketCode'),
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Sign in to the event with a checked-in ticket: answers the player ids',
        description:
          'Public. Only for events with play_with_ticket_code. The ticket must be checked in on the ' +
          'connected ticketing event; its player (created the first time) answers with `user_id`, the ' +
          'secret player key. The code is matched trimmed and in any case. Unknown: 400 Invalid Ticket ' +
          'Code; a real ticket not checked in yet: 400 saying so. Wrong codes are counted per event: once ' +
          'an event has had too many (50 in 10 minutes by default), an address with 10 codes ' +
          'outstanding (checks under way and wrong codes; each first sign-in from it pays one back) waits ' +
          '1 minute, then 2, 4… (429 with Retry-After); other addresses go on ' +
          '(docs/decisions/0054-limits-that-fit-a-venue.md).',
        params: eventParams,
        body: validateTicketCodeBody,
        response: {
          200: envelope(playerRegistrationSchema),
          409: errorEnvelope,
          429: errorEnvelope,
          502: errorEnvelope,
          ...errors,
        },
      },
      preHandler: [
        fastify.limitRequests('ticket-code', config.rateLimits.ticketCodePerIp, (request) => request.ip),
        fastify.loadEvent,
      ],
    },
    async (request, reply) => {
      const event = eventOf(request);
      if (!event.playWithTicketCode || !event.mmpEventId)
        throw new ApiError(400, messages.ticketingApi.ticketCodeOff);
      const check = await ticketCodeGuard.check(event.id, request.ip);
      if (!('settle' in check)) {
        fastify.metrics.budgetRefused('ticket-code');
        const seconds = Math.max(1, Math.ceil(check.waitMs / 1000));
        reply.header('retry-after', seconds);
        throw new ApiError(429, messages.signInWait.ticketCodeHeld(seconds));
      }
      let outcome: TicketCodeOutcome = 'real';
      try {
        const code = request.body.ticket_code;
        // A platform failure is told to the player in their words (the organiser's advice is not theirs).
        const ticket = await ticketing.lookUpTicket(event.mmpEventId, code).catch((error: unknown) => {
          throw isRefusal(error, 'ticketingUnavailable')
            ? new Refusal('ticketingUnavailable', {
                sentence: messages.ticketing.ticketCheckUnavailable,
                detail: error.detail,
              })
            : error;
        });
        if (!ticket) {
          outcome = 'wrong';
          throw fieldError(400, 'ticket_code', messages.auth.invalidTicketCode);
        }
        if (!ticket.checked_in) throw fieldError(400, 'ticket_code', messages.signInWait.ticketNotCheckedIn);

        // Keyed by the ticket's own spelling, so 'abc12' and 'ABC12' are one player.
        const account = await fastify.usersRepository.findOrCreate(ticketEmail(event.id, ticket.ticket_code));
        if (!account.name && ticket.name)
          await fastify.usersRepository.update(account.id, { name: ticket.name });
        const { player, created } = await fastify.joinEvent(event, account.id);
        if (created) outcome = 'first-sign-in';
        return ok(registrationOf(event, player), messages.auth.loginSuccessful);
      } finally {
        await check.settle(outcome);
      }
    },
  );
};

export default ticketingRoutes;
