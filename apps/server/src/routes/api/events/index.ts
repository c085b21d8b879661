import {
  createdEventSchema,
  createEventBody,
  DEFAULT_LOCALE,
  type EventInfo,
  envelope,
  errorEnvelope,
  eventIdAnswerSchema,
  eventInfoSchema,
  eventListItemSchema,
  eventNameAnswerSchema,
  eventParams,
  eventStatusSchema,
  type HostRole,
  messages,
  organisedEventSchema,
  participatedEventSchema,
  StatusCode,
} from '@hoogo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventRow, StoredTemplate } from '../../../db/schema.js';
import { brandingOf } from '../../../lib/branding.js';
import { ApiError, fieldError, ok } from '../../../lib/envelope.js';
import { storedLocale } from '../../../lib/language.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import type { EventChanges } from '../../../plugins/app/events/events-repository.js';
import { storedTemplateImage } from '../../../plugins/app/media/images.js';
import type { HeldFile } from '../../../plugins/app/media/media-lifetime.js';
import { providerDisplayName } from '../../../plugins/app/ticketing/provider.js';
import { cellFields, type UpdateEventBody, updateEventBody } from '../../../schemas/events.js';

const multipartOrJson = ['multipart/form-data', 'application/json'];

/** The share text an event starts with; hosts change it in the LinkedIn Content modal. */
export const defaultShareText = (productName: string, eventName: string) =>
  `I just completed my ${productName} card at ${eventName}! Networking bingo: meet people, fill the grid, share the fun.`;

/** The update body's fields, in the repository's words. */
function changesOf(
  body: UpdateEventBody,
  templates: { post: StoredTemplate; story: StoredTemplate } | undefined,
): EventChanges {
  const cells = cellFields.flatMap(({ row, col, field }) => {
    const letter = body[field];
    return letter === undefined ? [] : [{ row, col, letter }];
  });
  return {
    name: body.name,
    codeDigits: body.code_digits,
    playWithTicketCode: body.play_with_ticket_code,
    mmpEventId: body.mmp_event_id,
    templates: templates && { post: templates.post, story: templates.story },
    cells,
    socialMediaTemplate: body.social_media_template,
    votingEnabled: body.voting_enabled,
    venuePrivacy: body.venue_privacy,
    requireSelfieConsent: body.require_selfie_consent,
    selfieRetentionDays: body.selfie_retention_days,
    quickJoin: body.quick_join,
    language: body.language,
  };
}

const eventRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { eventsRepository: events, mediaStorage: media, defaultTemplates, config } = fastify;

  async function toEventInfo(event: EventRow, role: HostRole | null): Promise<EventInfo> {
    const post = event.postTemplate ?? defaultTemplates.post;
    const story = event.storyTemplate ?? defaultTemplates.story;
    const image = (template: StoredTemplate) => ({
      url: media.url(template.key),
      width: template.width,
      height: template.height,
    });
    return {
      id: event.id,
      name: event.name,
      created_at: event.createdAt.toISOString(),
      participant_count: await events.participantCount(event.id),
      code_digits: event.codeDigits,
      play_with_ticket_code: event.playWithTicketCode,
      mmp_event_id: event.mmpEventId,
      matrix: event.matrix,
      others_post: media.url(post.key),
      others_story: media.url(story.key),
      templates: { post: image(post), story: image(story), custom: Boolean(event.postTemplate) },
      social_media_template: event.socialMediaTemplate,
      voting_enabled: event.votingEnabled,
      role,
      ticketing_provider: providerDisplayName(event.mmpEventId),
      demo: event.isDemo,
      venue_privacy: event.venuePrivacy,
      language: storedLocale(event.language) ?? DEFAULT_LOCALE,
      require_selfie_consent: event.requireSelfieConsent,
      selfie_retention_days: event.selfieRetentionDays,
      quick_join: event.quickJoin,
      branding: brandingOf(event, media.url),
    };
  }

  /**
   * Checks, re-encodes and stores both templates; nothing is stored unless both are images. Answers them
   * with their files, which the event's update holds until it commits (plugins/app/media/media-lifetime.ts).
   */
  async function storeTemplates(post: Buffer, story: Buffer) {
    const [postImage, storyImage] = await Promise.all([
      storedTemplateImage(post, 'post_template'),
      storedTemplateImage(story, 'story_template'),
    ]);
    const files: HeldFile[] = [];
    const store = async ({ bytes, ext, width, height }: typeof postImage): Promise<StoredTemplate> => {
      const key = await media.put(bytes, ext);
      files.push({ key, bytes, ext });
      return { key, width, height };
    };
    return { post: await store(postImage), story: await store(storyImage), files };
  }

  /** Removes the template files among `keys` that no event uses any more (never the defaults). */
  const releaseTemplates = (keys: string[]) => fastify.dataDeletion.releaseTemplates(keys);

  /**
   * Tells live viewers what of the game changed: the voting flag, the grid, the friend codes' length,
   * what the public views show of the players, the event's name (the board's title and join link) and
   * the room's language.
   */
  function publishChanges(before: EventRow, after: EventRow) {
    if (before.venuePrivacy !== after.venuePrivacy) {
      fastify.announce(after.id, { type: 'venue_privacy_changed', venue_privacy: after.venuePrivacy });
    }
    if (before.codeDigits !== after.codeDigits) {
      fastify.announce(after.id, { type: 'code_digits_changed', code_digits: after.codeDigits });
    }
    if (before.votingEnabled !== after.votingEnabled) {
      fastify.announce(after.id, { type: 'voting_toggled', voting_enabled: after.votingEnabled });
    }
    if (JSON.stringify(before.matrix) !== JSON.stringify(after.matrix)) {
      fastify.announce(after.id, { type: 'grid_changed', matrix: after.matrix });
    }
    if (before.name !== after.name) fastify.announce(after.id, { type: 'event_renamed', name: after.name });
    const language = storedLocale(after.language);
    if (before.language !== after.language && language)
      fastify.announce(after.id, { type: 'language_changed', language });
  }

  /** The signed-in user must still exist: events reference their owner. */
  async function currentUserId(request: FastifyRequest): Promise<string> {
    const user = request.user && (await fastify.usersRepository.findById(request.user.id));
    if (!user)
      throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
    return user.id;
  }

  fastify.post(
    routeUrl(fastify, 'createEvent'),
    {
      schema: {
        tags: ['events'],
        summary: 'Create an event with an empty grid; the caller becomes its owner',
        description: 'Names are unique in any letter case: a taken name answers 409 with message.name.',
        security: bearer,
        consumes: multipartOrJson,
        body: createEventBody,
        response: { 200: envelope(createdEventSchema), 409: errorEnvelope, ...errors },
      },
      // Before the body is read, as on every route that takes a form (plugins/external/multipart.ts);
      // then a budget of creations per account, whatever its addresses (plugins/app/game/guess-budgets.ts).
      onRequest: [fastify.authenticate, fastify.refuseGuests, fastify.limitEventCreation],
    },
    async (request) => {
      const { name } = request.body;
      const event = await events.create({
        name,
        ownerId: await currentUserId(request),
        // The room speaks its organiser's language until they choose another.
        language: storedLocale(request.locale) ?? DEFAULT_LOCALE,
        socialMediaTemplate: { linkedin: { content: defaultShareText(config.productName, name) } },
      });
      return ok({ event_id: event.id, event_name: event.name }, messages.events.created);
    },
  );

  fastify.get(
    routeUrl(fastify, 'listEvents'),
    {
      schema: {
        tags: ['events'],
        summary: 'The events the caller hosts (owner or admin), newest first',
        security: bearer,
        response: { 200: envelope(z.array(eventListItemSchema)), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => ok(await events.listEvents(request.user!.id), messages.eventApi.eventsLoaded),
  );

  fastify.get(
    routeUrl(fastify, 'getEventId'),
    {
      schema: {
        tags: ['events'],
        summary: "The event's id, from its id or name",
        params: eventParams,
        response: { 200: envelope(eventIdAnswerSchema), ...errors },
      },
      preHandler: fastify.loadEvent,
    },
    async (request) => ok({ event_id: eventOf(request).id }, messages.eventApi.eventId),
  );

  fastify.get(
    routeUrl(fastify, 'getEventName'),
    {
      schema: {
        tags: ['events'],
        summary: "The event's name, from its id or name",
        params: eventParams,
        response: { 200: envelope(eventNameAnswerSchema), ...errors },
      },
      preHandler: fastify.loadEvent,
    },
    async (request) => ok({ event_name: eventOf(request).name }, messages.eventApi.eventName),
  );

  fastify.get(
    routeUrl(fastify, 'getInfo'),
    {
      schema: {
        tags: ['events'],
        summary: "The event's public settings, grid and templates",
        description:
          "Public. With a Bearer token (which must then be valid) `role` is the caller's host role.",
        params: eventParams,
        response: { 200: envelope(eventInfoSchema), ...errors },
      },
      preHandler: [fastify.identify, fastify.loadEvent],
    },
    async (request) => {
      const event = eventOf(request);
      const role = request.user ? await events.roleOf(event.id, request.user.id) : null;
      return ok(await toEventInfo(event, role), messages.eventApi.eventLoaded);
    },
  );

  fastify.patch(
    routeUrl(fastify, 'updateEvent'),
    {
      schema: {
        tags: ['events'],
        summary: 'Change any of the event settings, grid cells and templates (owner or admin)',
        description:
          "Multipart. Text values: 'null' clears code_digits and mmp_event_id; booleans are 'true' or " +
          "'false'. Grid cells are fields matrix[row][col] (0..4); only the cells sent change. Both " +
          'templates are sent together, or neither. All changes apply together or not at all.',
        security: bearer,
        consumes: multipartOrJson,
        params: eventParams,
        body: updateEventBody,
        response: { 200: envelope(eventInfoSchema), 409: errorEnvelope, 413: errorEnvelope, ...errors },
      },
      // Before the body is read: a refused upload never has its templates read (plugins/external/multipart.ts).
      onRequest: [fastify.validateAddress, fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => {
      const { body } = request;
      const event = eventOf(request);
      // A host connects the event to one of their own ticketing events.
      if (
        body.mmp_event_id &&
        body.mmp_event_id !== event.mmpEventId &&
        !(await fastify.ticketing.mayConnect(request.user!.id, body.mmp_event_id))
      ) {
        throw fieldError(400, 'mmp_event_id', messages.eventApi.unknownTicketingEvent);
      }
      const templates =
        body.post_template && body.story_template
          ? await storeTemplates(body.post_template, body.story_template)
          : undefined;
      const updated = await events
        .update(
          event.id,
          changesOf(body, templates),
          templates && ((tx) => fastify.mediaLifetime.hold(tx, templates.files)),
        )
        .catch(async (error: unknown) => {
          // The new files are not referenced by anyone unless another event uses the same image.
          if (templates) await releaseTemplates([templates.post.key, templates.story.key]);
          throw error;
        });
      publishChanges(updated.before, updated.after);
      if (templates) {
        await releaseTemplates(
          [updated.before.postTemplate?.key, updated.before.storyTemplate?.key].filter((key): key is string =>
            Boolean(key),
          ),
        );
      }
      return ok(await toEventInfo(updated.after, request.hostRole), messages.events.updated);
    },
  );

  fastify.delete(
    routeUrl(fastify, 'deleteEvent'),
    {
      schema: {
        tags: ['events'],
        summary: 'Delete the event with its hosts, its players and its template images (owner only)',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: [
        fastify.authenticate,
        fastify.loadEvent,
        fastify.requireOwner(() => messages.eventApi.ownerOnlyDelete),
      ],
    },
    async (request) => {
      // The same deletion as an account's (plugins/app/privacy/data-deletion.ts): data, then unused files.
      await fastify.dataDeletion.deleteEvent(eventOf(request));
      return ok(null, messages.events.deleted);
    },
  );

  fastify.delete(
    routeUrl(fastify, 'restoreDefaultTemplates'),
    {
      schema: {
        tags: ['events'],
        summary: "Go back to the product's default templates, deleting the uploaded ones (owner or admin)",
        description: 'The uploaded template files are removed unless another event uses the same image.',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(eventInfoSchema), ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => {
      const updated = await events.update(eventOf(request).id, { templates: null });
      const { postTemplate, storyTemplate } = updated.before;
      await releaseTemplates(
        [postTemplate?.key, storyTemplate?.key].filter((key): key is string => Boolean(key)),
      );
      return ok(await toEventInfo(updated.after, request.hostRole), messages.events.templatesRestored);
    },
  );

  fastify.route({
    method: 'GET',
    url: routeUrl(fastify, 'eventStatus'),
    schema: {
      tags: ['events'],
      summary: "The event's state for players' pages: voting, grid, friend codes, counts",
      description:
        'Public: it carries nothing private. A WebSocket request to the same path gets `{type: "status", ' +
        'response}` on connect and again whenever a field changes (the counts at most every 3 seconds), ' +
        'a few hundred bytes whatever the size of the event (packages/core api/live.ts).',
      params: eventParams,
      response: { 200: envelope(eventStatusSchema), ...errors },
    },
    preHandler: fastify.loadEvent,
    handler: async (request) =>
      ok(await fastify.liveViewers.statusOf(eventOf(request)), messages.gameApi.status),
    wsHandler: (socket, request) => fastify.liveViewers.openStatus(socket, eventOf(request)),
  });

  fastify.get(
    routeUrl(fastify, 'organisedEvents'),
    {
      schema: {
        tags: ['events'],
        summary: 'The events the caller hosts, newest first, with participant count and role',
        security: bearer,
        response: { 200: envelope(z.array(organisedEventSchema)), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => ok(await events.organisedEvents(request.user!.id), messages.eventApi.organisedEvents),
  );

  fastify.get(
    routeUrl(fastify, 'participatedEvents'),
    {
      schema: {
        tags: ['events'],
        summary: 'The events the caller plays in',
        security: bearer,
        response: { 200: envelope(z.array(participatedEventSchema)), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) =>
      ok(await events.participatedEvents(request.user!.id), messages.eventApi.participatedEvents),
  );
};

export default eventRoutes;
