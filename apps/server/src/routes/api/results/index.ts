import type { Readable } from 'node:stream';
import { envelope, errorEnvelope, eventParams, insightsSchema, messages, resultsSchema } from '@hoogo/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvStream, exportFileName } from '../../../lib/csv-export.js';
import { ok } from '../../../lib/envelope.js';
import { eventOf } from '../../../plugins/app/event-access.js';
import type {
  ConnectionCursor,
  ConnectionExportRow,
  PlayerCursor,
  PlayerExportRow,
} from '../../../plugins/app/results-repository.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const bearer = [{ bearerAuth: [] }];
const text = messages.resultsApi;

const playerLine = (row: PlayerExportRow) => [
  row.rank,
  row.name,
  row.email,
  row.connections,
  row.letters,
  row.completedAt,
  row.votes,
  row.removed ? text.yes : text.no,
];

const connectionLine = (row: ConnectionExportRow) => [
  row.player,
  row.playerEmail,
  row.personMet,
  row.linkedPlayer,
  row.letter,
  row.row,
  row.column,
  row.description,
  row.madeAt,
  row.hiddenCause === null ? text.no : row.hiddenCause === 'host' ? text.hiddenByHost : text.hiddenWithPlayer,
];

/** Sends a CSV download; Fastify destroys the stream when the client goes away, which stops its reads. */
function sendCsv(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/**
 * The hosts' results, CSV exports and insights (docs/product.md, Results and exports). Hosts only: the
 * players' export carries email addresses.
 */
const resultsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const host = [fastify.authenticate, fastify.loadEvent, fastify.requireHost];

  fastify.get(
    '/manage-event/:id/results/',
    {
      schema: {
        tags: ['results'],
        summary: 'Both rankings of the event (game and voting), removed players left out',
        description:
          'The game ranking in the core order (completed first by completion time, then letters, then ' +
          'connections) and the voting ranking (completed players by counted votes); equal players share a rank.',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(resultsSchema), ...errors },
      },
      preHandler: host,
    },
    async (request) => ok(await fastify.resultsRepository.results(eventOf(request)), text.results),
  );

  fastify.get(
    '/manage-event/:id/export/players.csv',
    {
      schema: {
        tags: ['results'],
        summary: 'The players as a CSV file (UTF-8 with a BOM), in ranking order, removed players last',
        security: bearer,
        params: eventParams,
        produces: ['text/csv'],
        response: errors,
      },
      preHandler: host,
    },
    async (request, reply) => {
      const event = eventOf(request);
      const repository = fastify.resultsRepository;
      const stream = csvStream(
        text.playersHeader,
        (after: PlayerCursor | null) => repository.playersBatch(event.id, after),
        playerLine,
      );
      return sendCsv(reply, exportFileName(event.name, 'players', fastify.clock()), stream);
    },
  );

  fastify.get(
    '/manage-event/:id/export/connections.csv',
    {
      schema: {
        tags: ['results'],
        summary: 'Every connection as a CSV file (UTF-8 with a BOM), oldest first, hidden ones marked',
        security: bearer,
        params: eventParams,
        produces: ['text/csv'],
        response: errors,
      },
      preHandler: host,
    },
    async (request, reply) => {
      const event = eventOf(request);
      const repository = fastify.resultsRepository;
      const stream = csvStream(
        text.connectionsHeader,
        (after: ConnectionCursor | null) => repository.connectionsBatch(event.id, after),
        connectionLine,
      );
      return sendCsv(reply, exportFileName(event.name, 'connections', fastify.clock()), stream);
    },
  );

  fastify.get(
    '/manage-event/:id/insights/',
    {
      schema: {
        tags: ['results'],
        summary:
          'The numbers of the game, computed by the database: timeline, spreads, most connected, turnout',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(insightsSchema), ...errors },
      },
      preHandler: host,
    },
    async (request) => ok(await fastify.insightsRepository.insights(eventOf(request)), text.insights),
  );
};

export default resultsRoutes;
