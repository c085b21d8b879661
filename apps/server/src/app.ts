import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config, TrustProxy } from './config/index.js';
import type { Database } from './db/index.js';
import { errorForLog, redactUrl } from './lib/log-redaction.js';
import eventAccess from './plugins/app/auth/event-access.js';
import googleSignIn from './plugins/app/auth/google-sign-in.js';
import guestAccounts from './plugins/app/auth/guest-accounts.js';
import linkedin from './plugins/app/auth/linkedin.js';
import mailer from './plugins/app/auth/mailer.js';
import otp from './plugins/app/auth/otp.js';
import passwords from './plugins/app/auth/passwords.js';
import playerAccess from './plugins/app/auth/player-access.js';
import tokens from './plugins/app/auth/tokens.js';
import usersRepository from './plugins/app/auth/users-repository.js';
import announcements from './plugins/app/events/announcements.js';
import defaultTemplates from './plugins/app/events/default-templates.js';
import demoSimulation from './plugins/app/events/demo-simulation.js';
import eventsRepository from './plugins/app/events/events-repository.js';
import hostInvitationsRepository from './plugins/app/events/host-invitations-repository.js';
import peopleRepository from './plugins/app/events/people-repository.js';
import schedule from './plugins/app/events/schedule.js';
import cardCache from './plugins/app/game/card-cache.js';
import connections from './plugins/app/game/connections.js';
import gameRepository from './plugins/app/game/game-repository.js';
import insightsRepository from './plugins/app/game/insights-repository.js';
import resultsRepository from './plugins/app/game/results-repository.js';
import statsRepository from './plugins/app/game/stats-repository.js';
import votingRepository from './plugins/app/game/voting-repository.js';
import bodyDeadline from './plugins/app/http/body-deadline.js';
import cors from './plugins/app/http/cors.js';
import errorHandler, { clientErrors, frameworkErrors } from './plugins/app/http/error-handler.js';
import requestLanguage from './plugins/app/http/request-language.js';
import leaderboardCache from './plugins/app/live/leaderboard-cache.js';
import liveBus from './plugins/app/live/live-bus.js';
import liveSocketLimits from './plugins/app/live/live-socket-limits.js';
import liveViewers, { type LiveOptions } from './plugins/app/live/live-viewers.js';
import screenSockets from './plugins/app/live/screen-sockets.js';
import mediaLifetime from './plugins/app/media/media-lifetime.js';
import mediaStorage from './plugins/app/media/media-storage.js';
import thumbnailBackfill from './plugins/app/media/thumbnail-backfill.js';
import activityRepository from './plugins/app/moderation/activity-repository.js';
import moderation from './plugins/app/moderation/moderation.js';
import moderationRepository from './plugins/app/moderation/moderation-repository.js';
import dataDeletion from './plugins/app/privacy/data-deletion.js';
import databaseScrub from './plugins/app/privacy/database-scrub.js';
import selfieRetention from './plugins/app/privacy/selfie-retention.js';
import ticketing from './plugins/app/ticketing/index.js';
import compression from './plugins/external/compress.js';
import db from './plugins/external/db.js';
import helmet from './plugins/external/helmet.js';
import metrics from './plugins/external/metrics.js';
import multipart from './plugins/external/multipart.js';
import rateLimit from './plugins/external/rate-limit.js';
import staticFiles from './plugins/external/static.js';
import swagger from './plugins/external/swagger.js';
import websocket from './plugins/external/websocket.js';
import announcementRoutes from './routes/api/announcements/index.js';
import authRoutes from './routes/api/auth/index.js';
import brandingRoutes from './routes/api/branding/index.js';
import commonRoutes from './routes/api/common/index.js';
import dataDeletionRoutes from './routes/api/data-deletion/index.js';
import demoRoutes from './routes/api/demo/index.js';
import eventRoutes from './routes/api/events/index.js';
import finaleRoutes from './routes/api/finale/index.js';
import gameRoutes from './routes/api/game/index.js';
import guestRoutes from './routes/api/guest/index.js';
import hostRoutes from './routes/api/hosts/index.js';
import moderationRoutes from './routes/api/moderation/index.js';
import peopleRoutes from './routes/api/people/index.js';
import privacyRoutes from './routes/api/privacy/index.js';
import resultsRoutes from './routes/api/results/index.js';
import scheduleRoutes from './routes/api/schedule/index.js';
import screenRoutes from './routes/api/screens/index.js';
import ticketingRoutes from './routes/api/ticketing/index.js';
import votingRoutes from './routes/api/voting/index.js';
import healthRoutes from './routes/healthz.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The current time; tests replace it to move through expiry windows without waiting. */
    clock: () => Date;
  }
}

/**
 * Fastify's trustProxy for TRUST_PROXY (docs/operations.md, "Trusted proxies"). A hop count trusts that
 * many addresses from the socket's end of the X-Forwarded-For chain (Fastify's own number would trust
 * none); a list trusts only the proxies it names, wherever a request comes from.
 */
export function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export interface AppOptions {
  /** A database owned by the caller (tests); by default the app opens and migrates its own. */
  database?: Database;
  now?: () => Date;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** Live socket timings and limits (tests shorten them). */
  live?: Partial<LiveOptions>;
  /** How often the schedule looks for a voting time that has come; 0: never by itself (tests tick). */
  schedulePollMs?: number;
}

export async function buildApp(config: Config, options: AppOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream && { stream: options.logStream }),
      // Fastify's request fields, with the secrets of the query string (player keys, tokens) left out.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
        // Errors without the values of failed queries, which can be secrets (lib/log-redaction.ts).
        err: errorForLog,
      },
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify gives each plugin 10 s to start; a new embedded database without the template (initdb and
    // every migration) took longer than that on a busy 2-core machine, and the server then refused to
    // start (docs/decisions/0051-a-compiled-server-for-npm-start.md). The database's own connect timeouts
    // bound a start toward PostgreSQL.
    pluginTimeout: 120_000,
    // The API's paths end with a slash; clients that drop it reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed path answers inside the envelope too (plugins/app/http/error-handler.ts).
    frameworkErrors,
    // What Node refuses itself (a URL or headers over 16 KB, a request past requestTimeout) answers in the
    // envelope too.
    clientErrorHandler: clientErrors,
    // Node's own bound on receiving a whole request: a backstop behind plugins/app/http/body-deadline.ts, which
    // refuses a slow body much earlier (Node checks only every 30 s).
    requestTimeout: config.bodyDeadline.deadlineMs + 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.now ?? (() => new Date()));

  // First: a preflight is answered here, and every answer to an allowed origin carries its CORS headers,
  // a refusal of the hooks below included (docs/operations.md, "CORS (`CORS_ORIGINS`)").
  await app.register(cors);
  // Before every hook that may refuse: each answer speaks the request's language.
  await app.register(requestLanguage);
  await app.register(errorHandler);
  await app.register(bodyDeadline);
  // Before every route and service: it times the requests, and the services count into it.
  await app.register(metrics);
  await app.register(helmet);
  await app.register(compression);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(websocket);
  await app.register(db, { database: options.database });

  await app.register(mailer);
  await app.register(passwords);
  await app.register(tokens);
  await app.register(otp);
  await app.register(usersRepository);
  await app.register(guestAccounts);
  await app.register(statsRepository);
  await app.register(eventsRepository);
  await app.register(hostInvitationsRepository);
  await app.register(eventAccess);
  await app.register(mediaStorage);
  await app.register(mediaLifetime);
  await app.register(databaseScrub);
  await app.register(gameRepository);
  await app.register(activityRepository);
  await app.register(votingRepository);
  await app.register(resultsRepository);
  await app.register(peopleRepository);
  await app.register(insightsRepository);
  await app.register(thumbnailBackfill);
  await app.register(liveBus);
  await app.register(leaderboardCache);
  await app.register(cardCache);
  await app.register(playerAccess);
  await app.register(connections);
  await app.register(selfieRetention);
  await app.register(schedule, { pollMs: options.schedulePollMs });
  await app.register(announcements);
  await app.register(moderationRepository);
  await app.register(moderation);
  await app.register(demoSimulation);
  await app.register(ticketing);
  await app.register(liveSocketLimits);
  await app.register(liveViewers, options.live ?? {});
  await app.register(screenSockets);
  await app.register(defaultTemplates);
  await app.register(dataDeletion);
  await app.register(googleSignIn);
  await app.register(linkedin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(commonRoutes, { prefix: '/api/hoogo/common' });
  await app.register(eventRoutes, { prefix: '/api/hoogo' });
  await app.register(demoRoutes, { prefix: '/api/hoogo' });
  await app.register(hostRoutes, { prefix: '/api/hoogo' });
  await app.register(gameRoutes, { prefix: '/api/hoogo' });
  await app.register(votingRoutes, { prefix: '/api/hoogo' });
  await app.register(screenRoutes, { prefix: '/api/hoogo' });
  await app.register(moderationRoutes, { prefix: '/api/hoogo' });
  await app.register(privacyRoutes, { prefix: '/api/hoogo' });
  await app.register(scheduleRoutes, { prefix: '/api/hoogo' });
  await app.register(brandingRoutes, { prefix: '/api/hoogo' });
  await app.register(finaleRoutes, { prefix: '/api/hoogo' });
  await app.register(announcementRoutes, { prefix: '/api/hoogo' });
  await app.register(resultsRoutes, { prefix: '/api/hoogo' });
  await app.register(peopleRoutes, { prefix: '/api/hoogo' });
  await app.register(ticketingRoutes, { prefix: '/api/hoogo' });
  await app.register(dataDeletionRoutes, { prefix: '/api' });
  await app.register(guestRoutes, { prefix: '/api' });
  await app.register(staticFiles);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
