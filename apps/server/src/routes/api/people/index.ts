import {
  contactBody,
  contactDetailsSchema,
  envelope,
  errorEnvelope,
  eventParams,
  messages,
  personMetSchema,
  playerKeyQuery,
} from '@hoogo/core';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { csvLine, exportFileName, UTF8_BOM } from '../../../lib/csv-export.js';
import { ok } from '../../../lib/envelope.js';
import { routeUrl } from '../../../lib/route-url.js';
import { type VcardPerson, vcardFile } from '../../../lib/vcard.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import { playerOf } from '../../../plugins/app/auth/player-access.js';
import { contactOf, type PersonMetRow } from '../../../plugins/app/events/people-repository.js';

const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
/** A download's refusals: also 429 past the player's download budget. */
const downloadErrors = { ...errors, 429: errorEnvelope };
const text = messages.people;

/** The long side of a vCard's photo: contacts apps show it small, and the file stays light (25 people). */
export const VCARD_PHOTO_PX = 256;

/** The name a person goes by in the downloads: the name typed in the cell, else the linked player's. */
const personName = ({ person }: PersonMetRow) =>
  person.connected_name.trim() || person.linked_player?.user_name || '';

/** Where and when the two met, in UTC (the same day whoever opens the file). */
const metAt = (eventName: string, row: PersonMetRow) =>
  text.metAt(eventName, row.person.connected_at.slice(0, 10));

/** "Photo where allowed" (docs/data.md): the selfie still exists and its person did not refuse it. */
const photoAllowed = (row: PersonMetRow) => row.imageKey !== null && row.selfieConsent !== false;

/** The file name of a download: the CSV exports' name with the file's own extension. */
const fileName = (eventName: string, at: Date, ext: 'csv' | 'vcf') =>
  exportFileName(eventName, 'people', at).replace(/\.csv$/, `.${ext}`);

function sendAttachment(reply: FastifyReply, contentType: string, name: string, body: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * "People I met" (docs/product.md): a player's own connections, the contact details they give for the
 * event and choose to share, and their people as a vCard or CSV file. Players only, with their secret key:
 * no one else reads another's list. A player has at most 25 connections, so the files are built whole.
 */
const peopleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { peopleRepository: people, mediaStorage } = fastify;
  const player = [fastify.loadEvent, fastify.requirePlayer];
  // After the player is known: one budget for both downloads, per player (docs/product.md, "People I met").
  const download = [
    ...player,
    fastify.limitRequests(
      'people-downloads',
      fastify.config.rateLimits.peopleDownloadsPerPlayer,
      (request) => playerOf(request).id,
      messages.people.tooManyDownloads,
    ),
  ];

  /** A small JPEG of the selfie for a card; none when the file cannot be read (the card goes without). */
  async function vcardPhoto(imageKey: string, log: FastifyBaseLogger): Promise<string | null> {
    try {
      const bytes = await mediaStorage.read(imageKey);
      const small = await sharp(bytes)
        .resize(VCARD_PHOTO_PX, VCARD_PHOTO_PX, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
      return small.toString('base64');
    } catch (error) {
      log.warn({ err: error, imageKey }, 'people: a selfie could not be read for the vCard');
      return null;
    }
  }

  fastify.get(
    routeUrl(fastify, 'people'),
    {
      schema: {
        tags: ['people'],
        summary: 'The people you met: your connections that count, newest first',
        description:
          'Your own selfies (even without the other’s consent; null once deleted). A player linked by ' +
          'their friend code comes with their contact details while they share them.',
        params: eventParams,
        querystring: playerKeyQuery,
        response: { 200: envelope(z.array(personMetSchema)), ...errors },
      },
      preHandler: player,
    },
    async (request) => {
      const rows = await people.peopleMet(playerOf(request));
      return ok(
        rows.map((row) => row.person),
        text.listed,
      );
    },
  );

  fastify.get(
    routeUrl(fastify, 'getContact'),
    {
      schema: {
        tags: ['people'],
        summary: 'Your contact details for the event, and whether you share them',
        params: eventParams,
        querystring: playerKeyQuery,
        response: { 200: envelope(contactDetailsSchema), ...errors },
      },
      preHandler: player,
    },
    async (request) => ok(contactOf(playerOf(request)), text.contact),
  );

  fastify.put(
    routeUrl(fastify, 'saveContact'),
    {
      schema: {
        tags: ['people'],
        summary: 'Replace your contact details for the event, and whether you share them',
        description:
          'Shared only with the players whose connection linked you by your friend code, while share is ' +
          'true. An empty string (or a field left out) clears it; share is false unless given.',
        params: eventParams,
        body: contactBody,
        response: { 200: envelope(contactDetailsSchema), ...errors },
      },
      preHandler: player,
    },
    async (request) => {
      const { linkedin, email, role, share } = request.body;
      const saved = await people.saveContact(playerOf(request).id, { linkedin, email, role, share });
      return ok(saved, text.saved);
    },
  );

  fastify.get(
    routeUrl(fastify, 'peopleVcard'),
    {
      schema: {
        tags: ['people'],
        summary: 'The people you met as a vCard 3.0 file, one card per person, for a contacts app',
        description:
          'A photo only where the selfie still exists and its person did not refuse consent; email, ' +
          'LinkedIn and role only from a linked player who shares them.',
        params: eventParams,
        querystring: playerKeyQuery,
        produces: ['text/vcard'],
        response: downloadErrors,
      },
      preHandler: download,
    },
    async (request, reply) => {
      const event = eventOf(request);
      const rows = await people.peopleMet(playerOf(request));
      const cards: VcardPerson[] = [];
      // One photo at a time: at most 25 small images, and no burst of decoders.
      for (const row of rows) {
        const contact = row.person.linked_player?.contact ?? null;
        const note = [row.person.liner.trim(), metAt(event.name, row)].filter(Boolean).join('\n');
        cards.push({
          uid: `hoogo-connection-${row.person.id}`,
          name: personName(row),
          note,
          email: contact?.email ?? null,
          url: contact?.linkedin ?? null,
          title: contact?.role ?? null,
          photoJpegBase64:
            photoAllowed(row) && row.imageKey ? await vcardPhoto(row.imageKey, request.log) : null,
        });
      }
      return sendAttachment(
        reply,
        'text/vcard; charset=utf-8',
        fileName(event.name, fastify.clock(), 'vcf'),
        vcardFile(cards),
      );
    },
  );

  fastify.get(
    routeUrl(fastify, 'peopleCsv'),
    {
      schema: {
        tags: ['people'],
        summary: 'The people you met as a CSV file (UTF-8 with a BOM), newest first',
        params: eventParams,
        querystring: playerKeyQuery,
        produces: ['text/csv'],
        response: downloadErrors,
      },
      preHandler: download,
    },
    async (request, reply) => {
      const event = eventOf(request);
      const rows = await people.peopleMet(playerOf(request));
      const lines = rows.map((row) => {
        const { person } = row;
        const contact = person.linked_player?.contact ?? null;
        return csvLine([
          personName(row),
          person.linked_player?.user_name ?? null,
          person.liner,
          person.letter,
          person.connected_at,
          contact?.linkedin ?? null,
          contact?.email ?? null,
          contact?.role ?? null,
        ]);
      });
      return sendAttachment(
        reply,
        'text/csv; charset=utf-8',
        fileName(event.name, fastify.clock(), 'csv'),
        UTF8_BOM + csvLine(text.csvHeader) + lines.join(''),
      );
    },
  );
};

export default peopleRoutes;
