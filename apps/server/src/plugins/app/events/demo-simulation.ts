import { MAX_DEMO_EVENTS_PER_ACCOUNT, messages } from '@hoogo/core';
import { and, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import {
  connectionSubmissions,
  type EventRow,
  events,
  type Player,
  players,
  users,
  votes,
} from '../../../db/schema.js';
import {
  avatarSvg,
  DEMO_CODE_DIGITS,
  DEMO_DURATION_MS,
  type DemoPlan,
  type DemoStep,
  demoEmail,
  demoEventName,
  demoPlan,
} from '../../../lib/demo-plan.js';
import { ApiError } from '../../../lib/envelope.js';
import { isRefusal } from '../../../lib/refusal.js';

declare module 'fastify' {
  interface FastifyInstance {
    demoSimulation: DemoSimulation;
  }
}

export interface DemoSimulation {
  /**
   * Creates a demo event owned by `ownerId` (full grid, friend codes on, voting off) and starts its
   * simulation on this instance. Refused (409) when the account holds MAX_DEMO_EVENTS_PER_ACCOUNT.
   */
  create(ownerId: string, socialMediaTemplate: (name: string) => string): Promise<EventRow>;
  /** Runs every step of the demo that is due by the clock now; resolves when they are done (tests). */
  catchUp(eventId: string): Promise<void>;
  /** Stops the demo's simulation on this instance, after the step in progress (before a deletion). */
  stop(eventId: string): Promise<void>;
  /** The events whose simulation runs on this instance. */
  running(): string[];
  /** Settles once the start-up's resume of unfinished demos has run (or failed and was scheduled again). */
  resumed(): Promise<void>;
}

/** A demo started longer ago than this is not resumed at start-up: it finished, or will never be watched. */
const RESUME_WINDOW_MS = 24 * 60 * 60_000;
/** After the start-up's resume failed (the database away), it is tried again after this. */
const RESUME_RETRY_MS = 30_000;
/** The longest a runner sleeps between two looks at the clock. */
const MAX_SLEEP_MS = 1_000;
/** After an unexpected failure (the database away), the runner tries the same step again after this. */
const RETRY_MS = 5_000;
/** Side of the simulated selfies, in pixels. */
const AVATAR_PX = 480;

/**
 * A refusal of the game's rules, as a client would get it (4xx): the step is skipped (a host changed the
 * grid, hid a connection, removed someone). Anything else (5xx, the database away) is tried again.
 */
function refusal(error: unknown): ApiError | undefined {
  return error instanceof ApiError && error.httpStatus < 500 ? error : undefined;
}

interface Runner {
  eventId: string;
  startedAt: number;
  plan: DemoPlan;
  /** Index of the next step to run. */
  cursor: number;
  /** What the database says is done, loaded once when the runner starts. */
  state: {
    players: Map<number, Player>;
    submissions: Set<string>;
    votes: Set<string>;
  } | null;
  /** Every pass runs after the previous one: one step at a time per event. */
  chain: Promise<void>;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
}

const submissionKey = (step: Extract<DemoStep, { kind: 'connect' }>) =>
  `demo:${step.player}:${step.x}:${step.y}`;

/**
 * Demo events (docs/decisions/0047-demo-events.md): the simulated players join and connect through the same
 * code as real players (`joinEvent`, `connections.submit`, the voting repository), on a schedule counted from
 * the event's `demo_started_at`, so boards, feeds, sockets and scores behave as in a real game. A demo runs
 * on the instance that created it; at start-up each instance resumes the unfinished ones (every step is
 * idempotent). Nothing keeps the process alive: the timers are unref'd and stopped on close, after the step
 * in progress.
 */
export default fp(
  async (fastify) => {
    const { db, clock, gameRepository: game, votingRepository: voting, eventsRepository } = fastify;
    const runners = new Map<string, Runner>();
    let closing = false;

    async function loadState(runner: Runner): Promise<NonNullable<Runner['state']>> {
      const rows = await db
        .select({ player: players, email: users.email })
        .from(users)
        .innerJoin(players, and(eq(players.userId, users.id), eq(players.eventId, runner.eventId)))
        .where(eq(users.demoEventId, runner.eventId));
      const byEmail = new Map(rows.map((row) => [row.email, row.player]));
      const known = new Map<number, Player>();
      for (const player of runner.plan.players) {
        const row = byEmail.get(demoEmail(runner.eventId, player.index));
        if (row) known.set(player.index, row);
      }
      const ids = [...known.values()].map((player) => player.id);
      const submitted =
        ids.length === 0
          ? []
          : await db
              .select({ playerId: connectionSubmissions.playerId, key: connectionSubmissions.key })
              .from(connectionSubmissions)
              .where(inArray(connectionSubmissions.playerId, ids));
      const cast = await db
        .select({ voter: votes.voterPlayerId, voted: votes.votedPlayerId })
        .from(votes)
        .where(eq(votes.eventId, runner.eventId));
      return {
        players: known,
        submissions: new Set(submitted.map((row) => `${row.playerId}|${row.key}`)),
        votes: new Set(cast.map((row) => `${row.voter}|${row.voted}`)),
      };
    }

    /** The simulated account of a demo player: no password, an address no mail reaches. */
    async function demoAccount(eventId: string, index: number, name: string): Promise<string> {
      const email = demoEmail(eventId, index);
      const at = clock();
      const [created] = await db
        .insert(users)
        .values({ email, name, demoEventId: eventId, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (created) return created.id;
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.demoEventId, eventId)))
        .limit(1);
      if (!existing) throw new Error('demo account vanished');
      return existing.id;
    }

    /** The player's row as it is now (undefined once gone). */
    async function current(player: Player | undefined): Promise<Player | undefined> {
      if (!player) return undefined;
      const [row] = await db.select().from(players).where(eq(players.id, player.id)).limit(1);
      return row;
    }

    async function runStep(runner: Runner, event: EventRow, step: DemoStep): Promise<void> {
      const state = runner.state!;
      const { plan } = runner;
      switch (step.kind) {
        case 'join': {
          if (state.players.has(step.player)) return;
          const player = plan.players[step.player]!;
          const userId = await demoAccount(event.id, player.index, player.name);
          const { player: joined } = await fastify.joinEvent(event, userId);
          state.players.set(step.player, joined);
          return;
        }
        case 'connect': {
          const known = state.players.get(step.player);
          if (!known) return;
          const key = submissionKey(step);
          if (state.submissions.has(`${known.id}|${key}`)) return;
          // Both as the database holds them now: a host may have removed one, or changed the codes.
          const player = await current(known);
          const partner = await current(state.players.get(step.partner));
          if (!player || !partner || player.removedAt) return;
          const name = plan.players[step.partner]!.name;
          const image = await sharp(Buffer.from(avatarSvg(name, step.hue, step.player, AVATAR_PX)))
            .jpeg({ quality: 82 })
            .toBuffer();
          await fastify.connections.submit(
            event,
            player,
            {
              letter: event.matrix[step.x]?.[step.y] ?? '',
              name,
              liner: step.liner,
              image,
              'cords[x]': step.x,
              'cords[y]': step.y,
              code: event.codeDigits === null ? undefined : (partner.userCode ?? undefined),
              // A generated avatar, not a person's photo: the demo's board shows it like an agreed selfie.
              selfie_consent: true,
            },
            key,
          );
          state.submissions.add(`${known.id}|${key}`);
          return;
        }
        case 'voting': {
          // Once: a host who turned voting off after the demo turned it on (votes exist) keeps it off.
          if (event.votingEnabled || state.votes.size > 0) return;
          await eventsRepository.update(event.id, { votingEnabled: true });
          fastify.announce(event.id, { type: 'voting_toggled', voting_enabled: true });
          return;
        }
        case 'vote': {
          const known = state.players.get(step.candidate);
          const voter = await current(state.players.get(step.player));
          if (!voter || !known || !event.votingEnabled || voter.removedAt) return;
          if (state.votes.has(`${voter.id}|${known.id}`)) return;
          // The candidate as the database holds them now: completed, or not (moderated).
          const candidate = await game.findByRegisterId(event.id, known.eventRegisterId);
          await voting.vote(voter, candidate);
          state.votes.add(`${voter.id}|${known.id}`);
          const [row] = await voting.votingRows(event.id, known.id);
          if (row) fastify.announce(event.id, { type: 'vote_cast', row });
          return;
        }
      }
    }

    /** Runs the steps due now, in order; a refused step is skipped, a failure is tried again later. */
    async function pass(runner: Runner): Promise<void> {
      if (runner.stopped) return;
      let [event] = await db.select().from(events).where(eq(events.id, runner.eventId)).limit(1);
      if (!event?.isDemo) {
        runner.stopped = true;
        return;
      }
      runner.state ??= await loadState(runner);
      const elapsed = clock().getTime() - runner.startedAt;
      while (!runner.stopped && !closing && runner.cursor < runner.plan.steps.length) {
        const step = runner.plan.steps[runner.cursor]!;
        if (step.at > elapsed) break;
        try {
          await runStep(runner, event, step);
        } catch (error) {
          const refused = refusal(error);
          if (!refused) throw error;
          fastify.log.info(
            {
              eventId: runner.eventId,
              step: step.kind,
              reason: refused.message,
              error: (error as Error).name,
            },
            'demo step refused',
          );
        }
        runner.cursor += 1;
        // Voting changes what the next steps may do.
        if (step.kind === 'voting') {
          [event] = await db.select().from(events).where(eq(events.id, runner.eventId)).limit(1);
          if (!event) {
            runner.stopped = true;
            return;
          }
        }
      }
    }

    function finish(runner: Runner) {
      runner.stopped = true;
      if (runner.timer) clearTimeout(runner.timer);
      runner.timer = null;
      if (runners.get(runner.eventId) === runner) runners.delete(runner.eventId);
    }

    /** Queues a pass after the previous one; then sleeps until the next step is due (at most a second). */
    function enqueue(runner: Runner): Promise<void> {
      const run = runner.chain.then(async () => {
        let retry = false;
        try {
          await pass(runner);
        } catch (error) {
          retry = true;
          fastify.log.error({ err: error, eventId: runner.eventId }, 'demo step failed; trying again');
        }
        if (runner.stopped || closing || runner.cursor >= runner.plan.steps.length) {
          finish(runner);
          return;
        }
        if (runner.timer) clearTimeout(runner.timer);
        const next = runner.plan.steps[runner.cursor]!.at - (clock().getTime() - runner.startedAt);
        const delay = retry ? RETRY_MS : Math.min(Math.max(next, 20), MAX_SLEEP_MS);
        runner.timer = setTimeout(() => {
          runner.timer = null;
          void enqueue(runner);
        }, delay);
        runner.timer.unref();
      });
      runner.chain = run;
      return run;
    }

    function start(event: Pick<EventRow, 'id' | 'demoStartedAt'>): void {
      if (closing || runners.has(event.id) || !event.demoStartedAt) return;
      const runner: Runner = {
        eventId: event.id,
        startedAt: event.demoStartedAt.getTime(),
        plan: demoPlan(event.id),
        cursor: 0,
        state: null,
        chain: Promise.resolve(),
        timer: null,
        stopped: false,
      };
      runners.set(event.id, runner);
      void enqueue(runner);
    }

    async function demoCount(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ demos: count() })
        .from(events)
        .where(and(eq(events.ownerId, ownerId), eq(events.isDemo, true)));
      return row?.demos ?? 0;
    }

    fastify.decorate('demoSimulation', {
      async create(ownerId, socialMediaTemplate) {
        const tooMany = () => new ApiError(409, messages.demo.tooMany(MAX_DEMO_EVENTS_PER_ACCOUNT));
        if ((await demoCount(ownerId)) >= MAX_DEMO_EVENTS_PER_ACCOUNT) throw tooMany();
        let event: EventRow | undefined;
        const id = crypto.randomUUID();
        // A generated name can meet an existing one: a few draws make that vanishingly unlikely.
        for (let attempt = 0; !event; attempt++) {
          const name = demoEventName();
          try {
            event = await eventsRepository.create({
              id,
              name,
              ownerId,
              socialMediaTemplate: { linkedin: { content: socialMediaTemplate(name) } },
              isDemo: true,
              demoStartedAt: clock(),
              matrix: demoPlan(id).matrix,
              codeDigits: DEMO_CODE_DIGITS,
            });
          } catch (error) {
            if (!isRefusal(error, 'duplicateEventName') || attempt >= 4) throw error;
          }
        }
        // Two creations at once may both pass the count: the later one gives way.
        if ((await demoCount(ownerId)) > MAX_DEMO_EVENTS_PER_ACCOUNT) {
          await eventsRepository.remove(event.id);
          throw tooMany();
        }
        start(event);
        return event;
      },

      async catchUp(eventId) {
        const runner = runners.get(eventId);
        if (runner) await enqueue(runner);
      },

      async stop(eventId) {
        const runner = runners.get(eventId);
        if (!runner) return;
        finish(runner);
        await runner.chain;
      },

      running: () => [...runners.keys()],
      resumed: () => resuming,
    } satisfies DemoSimulation);

    // Resume the demos whose schedule is unfinished: each runner skips what the database says is done.
    async function resume() {
      const since = new Date(clock().getTime() - RESUME_WINDOW_MS);
      const unfinished = await db
        .select({ id: events.id, demoStartedAt: events.demoStartedAt })
        .from(events)
        .where(
          and(eq(events.isDemo, true), isNotNull(events.demoStartedAt), gt(events.demoStartedAt, since)),
        );
      if (closing) return;
      for (const event of unfinished) start(event);
      if (unfinished.length > 0) fastify.log.info({ demos: unfinished.length }, 'demo simulations resumed');
    }
    let resuming: Promise<void> = Promise.resolve();
    let resumeTimer: NodeJS.Timeout | undefined;
    function tryResume() {
      if (closing) return;
      resuming = resume().catch((error: unknown) => {
        // The database is away at start-up: the server starts anyway (and says so on /healthz); the
        // demos are looked for again a little later.
        fastify.log.error({ err: error }, 'demo simulations not resumed: trying again');
        resumeTimer = setTimeout(tryResume, RESUME_RETRY_MS);
        resumeTimer.unref();
      });
    }
    // Not awaited: start-up does not wait for the demos, nor fail with a database that is away.
    fastify.addHook('onReady', async () => tryResume());

    // Before the database closes: stop every runner after its step in progress.
    fastify.addHook('preClose', async () => {
      closing = true;
      clearTimeout(resumeTimer);
      await resuming;
      const all = [...runners.values()];
      for (const runner of all) finish(runner);
      await Promise.all(all.map((runner) => runner.chain));
    });
  },
  {
    name: 'demo-simulation',
    dependencies: [
      'db',
      'events-repository',
      'game-repository',
      'voting-repository',
      'connections',
      'leaderboard-cache',
    ],
  },
);

export { DEMO_DURATION_MS };
