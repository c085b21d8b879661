import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/index.js';

/**
 * The operator's figures (docs/operations.md, "Metrics"): one registry per app, so that several apps in
 * one process (the tests) keep their counts apart. Every label takes a value from a fixed list or a
 * route's pattern, never from a request, so the number of series stays bounded.
 */

/** The live sockets (plugins/app/live/): two boards, the status channel, the hosts' feed. */
export const SOCKET_KINDS = ['game', 'voting', 'status', 'activity'] as const;
export type SocketKind = (typeof SOCKET_KINDS)[number];

/** Why a connection was refused (plugins/app/game/connections.ts). */
export type SubmissionRefusal =
  | 'grid_incomplete'
  | 'voting_enabled'
  | 'connections_closed'
  | 'cell_out_of_grid'
  | 'wrong_letter'
  | 'name_letter'
  | 'selfie_consent'
  | 'cell_filled'
  | 'code_invalid'
  | 'code_blocked'
  | 'code_unknown'
  | 'code_own'
  | 'code_used'
  | 'key_reused'
  | 'player_gone'
  | 'image'
  | 'other'
  | 'server_error';

/** The per-request limits' names (plugins/external/rate-limit.ts, config/limits.ts RateLimits). */
export type RateLimitName =
  | 'otp-ip'
  | 'credentials-ip'
  | 'credentials'
  | 'ticket-code'
  | 'people-downloads'
  | 'guest-ip'
  | 'guest-event'
  | 'announcements';

/** The guessing budgets, which refuse whatever the address (config/limits.ts GuessBudgets). */
export type BudgetName = 'password' | 'friend-code' | 'ticket-code' | 'event-creation' | 'host-invitation';

/** What the mail queue shares with every instance (plugins/app/auth/mailer.ts, health). */
export interface MailQueueDepth {
  queued: number | null;
  oldestQueuedSeconds: number | null;
}

/** Seconds: a read should answer within 0.3 s, a connection with its photo within 1.5 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.3, 0.5, 1, 1.5, 3, 5, 10];
/** Seconds, up to the default statement timeout (15 s). */
const STATEMENT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];

  let socketCounts: () => Record<SocketKind, number> = () => ({ game: 0, voting: 0, status: 0, activity: 0 });
  let mailQueue: (() => Promise<MailQueueDepth>) | undefined;

  const httpDuration = new Histogram({
    name: 'hoogo_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took (_count: the requests).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'hoogo_live_sockets',
    help: 'Live sockets open on this instance, by kind (game and voting boards, status channel, hosts feed).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const counts = socketCounts();
      for (const kind of SOCKET_KINDS) this.set({ kind }, counts[kind]);
    },
  });
  const liveMessages = new Counter({
    name: 'hoogo_live_messages_sent_total',
    help: 'Messages written to live sockets (snapshots, updates, statuses), by socket kind.',
    labelNames: ['kind'] as const,
    registers,
  });

  const submissionsAccepted = new Counter({
    name: 'hoogo_submissions_accepted_total',
    help: 'Connections stored (a cell of a card filled).',
    registers,
  });
  const submissionsReplayed = new Counter({
    name: 'hoogo_submissions_replayed_total',
    help: 'Repeated submissions (same Idempotency-Key) answered with the first one’s result.',
    registers,
  });
  const submissionsRefused = new Counter({
    name: 'hoogo_submissions_refused_total',
    help: 'Connections refused by the game’s rules, by reason (server_error: not stored for a fault).',
    labelNames: ['reason'] as const,
    registers,
  });

  const mailsSent = new Counter({
    name: 'hoogo_otp_mails_sent_total',
    help: 'OTP mails handed to the SMTP server (or written to the log without SMTP_URL) by this instance.',
    registers,
  });
  const mailsFailed = new Counter({
    name: 'hoogo_otp_mails_failed_total',
    help: 'OTP mails given up by this instance (a permanent refusal, or out of attempts or time).',
    registers,
  });
  const mailAttemptsFailed = new Counter({
    name: 'hoogo_otp_mail_attempts_failed_total',
    help: 'Failed attempts to send an OTP mail on this instance, retried or not.',
    registers,
  });
  /** One read of the queue per scrape, shared by its two gauges (collected at the same time). */
  let depthRead: Promise<MailQueueDepth | undefined> | null = null;
  const readDepth = () => {
    depthRead ??= (mailQueue?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => {
        depthRead = null;
      });
    return depthRead;
  };
  const queueGauge = (name: string, help: string, read: (depth: MailQueueDepth) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const depth = await readDepth();
        // Unknown (the database did not answer): NaN rather than a reassuring 0.
        this.set(depth?.queued == null ? Number.NaN : read(depth));
      },
    });
  queueGauge(
    'hoogo_mail_queue_length',
    'OTP mails queued or being sent, all instances together (the queue is shared; NaN: not known).',
    (depth) => depth.queued ?? 0,
  );
  queueGauge(
    'hoogo_mail_queue_oldest_seconds',
    'Age of the oldest OTP mail queued or being sent, all instances together (0: none).',
    (depth) => depth.oldestQueuedSeconds ?? 0,
  );

  const rateLimitRefusals = new Counter({
    name: 'hoogo_rate_limit_refusals_total',
    help: 'Requests refused (429) by a per-request limit, by limit name.',
    labelNames: ['limit'] as const,
    registers,
  });
  const budgetRefusals = new Counter({
    name: 'hoogo_budget_refusals_total',
    help: 'Requests refused (429) by a guessing budget, by budget name.',
    labelNames: ['budget'] as const,
    registers,
  });

  const statementDuration = new Histogram({
    name: 'hoogo_db_statement_duration_seconds',
    help: 'Database statements and how long each took to answer.',
    buckets: STATEMENT_BUCKETS,
    registers,
  });
  return {
    registry,
    /** The process's own figures (prom-client's defaults): memory, CPU, event loop lag, GC. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
    httpRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status }, seconds);
    },
    liveMessageSent(kind: SocketKind) {
      liveMessages.inc({ kind });
    },
    submissionAccepted() {
      submissionsAccepted.inc();
    },
    submissionReplayed() {
      submissionsReplayed.inc();
    },
    submissionRefused(reason: SubmissionRefusal) {
      submissionsRefused.inc({ reason });
    },
    mailSent() {
      mailsSent.inc();
    },
    mailAttemptFailed() {
      mailAttemptsFailed.inc();
    },
    mailFailed() {
      mailsFailed.inc();
    },
    rateLimitRefused(limit: RateLimitName) {
      rateLimitRefusals.inc({ limit });
    },
    budgetRefused(budget: BudgetName) {
      budgetRefusals.inc({ budget });
    },
    statement(seconds: number) {
      statementDuration.observe(seconds);
    },
    /** Where the live sockets are counted, read at each scrape. */
    countSocketsWith(count: () => Record<SocketKind, number>) {
      socketCounts = count;
    },
    /** The database pool's gauges, read at each scrape (PostgreSQL only: PGlite has no pool). */
    readPoolWith(read: () => PoolStats) {
      const poolGauge = (name: string, help: string, value: (stats: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(value(read()));
          },
        });
      poolGauge('hoogo_db_pool_connections', 'PostgreSQL connections open in the pool.', (s) => s.total);
      poolGauge('hoogo_db_pool_idle_connections', 'PostgreSQL connections open and idle.', (s) => s.idle);
      poolGauge(
        'hoogo_db_pool_waiting_queries',
        'Queries waiting for a PostgreSQL connection (the pool is exhausted while above 0).',
        (s) => s.waiting,
      );
    },
    /** Where the mail queue's depth is read at each scrape. */
    readMailQueueWith(read: () => Promise<MailQueueDepth>) {
      mailQueue = read;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
