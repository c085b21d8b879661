import { envelope, eventParams, insightsSchema, messages, resultsSchema } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvExport, sendCsvExport } from '../../../lib/csv-export.js';
import { ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import type {
  ConnectionCursor,
  ConnectionExportRow,
  PlayerCursor,
  PlayerExportRow,
} from '../../../plugins/app/game/results-repository.js';

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
  row.guest ? text.yes : text.no,
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

/**
 * The hosts' results, CSV exports and insights (docs/product.md, "Running the game"). Hosts only: the
 * players' export carries email addresses.
 */
const resultsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const host = [fastify.authenticate, fastify.loadEvent, fastify.requireHost];

  fastify.get(
    routeUrl(fastify, 'results'),
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

  /** One CSV export of the event (`/manage-event/:id/export/<kind>.csv`), streamed as it is read. */
  function exportRoute<Cursor, Row>(
    route: 'exportPlayers' | 'exportConnections',
    summary: string,
    csv: CsvExport<Cursor, Row>,
  ) {
    fastify.get(
      routeUrl(fastify, route),
      {
        schema: {
          tags: ['results'],
          summary,
          security: bearer,
          params: eventParams,
          produces: ['text/csv'],
          response: errors,
        },
        preHandler: host,
      },
      async (request, reply) => sendCsvExport(reply, eventOf(request), fastify.clock(), csv),
    );
  }

  exportRoute(
    'exportPlayers',
    'The players as a CSV file (UTF-8 with a BOM), in ranking order, removed players last',
    {
      kind: 'players',
      header: text.playersHeader,
      next: (eventId, after: PlayerCursor | null) => fastify.resultsRepository.playersBatch(eventId, after),
      line: playerLine,
    },
  );

  exportRoute(
    'exportConnections',
    'Every connection as a CSV file (UTF-8 with a BOM), oldest first, hidden ones marked',
    {
      kind: 'connections',
      header: text.connectionsHeader,
      next: (eventId, after: ConnectionCursor | null) =>
        fastify.resultsRepository.connectionsBatch(eventId, after),
      line: connectionLine,
    },
  );

  fastify.get(
    routeUrl(fastify, 'insights'),
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
