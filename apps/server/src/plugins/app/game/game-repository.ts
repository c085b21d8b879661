import { randomBytes, randomInt } from 'node:crypto';
import {
  hasCompleted,
  type LeaderboardPlayer,
  MAX_BINGOS,
  scoreLetters,
  type UserInputResult,
} from '@hoogo/core';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { isUniqueViolation, retryingDeadlocks } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import {
  type Connection,
  type ConnectionSubmission,
  connectionSubmissions,
  connections,
  type EventRow,
  eventNameAliases,
  events,
  type Player,
  players,
  users,
} from '../../../db/schema.js';
import type { CardStamp } from '../../../lib/card-cache.js';
import { isUuid } from '../../../lib/ids.js';
import { eventReferenceIs } from '../events/events-repository.js';
import type { Tx } from '../moderation/moderation-repository.js';
import { storeScore } from './card-score.js';

declare module 'fastify' {
  interface FastifyInstance {
    gameRepository: ReturnType<typeof createGameRepository>;
  }
}

/** The cell already holds a connection (possibly stored a moment ago by a concurrent request). */
export class CellFilledError extends Error {
  override name = 'CellFilledError';
}

/** The player already used this friend code in another cell. */
export class AlreadyLinkedError extends Error {
  override name = 'AlreadyLinkedError';
}

/** The hosts removed the player from the game (between the request's check and its transaction). */
export class PlayerRemovedError extends Error {
  override name = 'PlayerRemovedError';
}

/**
 * The player left the event (their data deleted, docs/data.md) between the request's check and its
 * transaction: their key is no player's any more.
 */
export class PlayerLeftError extends Error {
  override name = 'PlayerLeftError';
}

/** The player whose friend code was entered was removed from the game meanwhile. */
export class LinkedPlayerRemovedError extends Error {
  override name = 'LinkedPlayerRemovedError';
}

/** Every friend code of the event's length is taken: the event needs more code digits. */
export class NoFreeCodeError extends Error {
  override name = 'NoFreeCodeError';
}

/** How a player's name shows when the account has none (an account pre-registered by a host). */
export const UNNAMED_PLAYER = 'Player';

const displayName = (name: string | null) => name?.trim() || UNNAMED_PLAYER;

/** The secret player key (the API's `user_id`): 128 random bits. */
const newPlayerKey = () => randomBytes(16).toString('hex');

const randomCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Random tries before looking for a free code among all of them (events with 3 or 4 digits fill up). */
const RANDOM_CODE_TRIES = 20;
const SCANNABLE_DIGITS = 4;

export interface NewConnection {
  eventId: string;
  playerId: string;
  x: number;
  y: number;
  letter: string;
  connectedName: string;
  liner: string;
  imageKey: string;
  thumbnailKey: string;
  /** The person in the selfie agreed to it being shown; left out (seeded connections) is null. */
  selfieConsent?: boolean | null;
  code: string | null;
  connectedPlayerId: string | null;
}

/** A submission's Idempotency-Key, stored with the connection it made and the answer it got. */
export interface NewSubmission {
  key: string;
  /** Hash of the fields that define the connection: a reused key with other fields is refused. */
  fingerprint: string;
  /** The answer, made inside the transaction from the scored player and the stored connection. */
  result: (player: Player, connection: Connection) => UserInputResult;
}

/** A player's change for the live boards: the public row, with the friend code beside it for hosts. */
export interface PlayerChange {
  player: LeaderboardPlayer;
  friendCode: string | null;
}

/**
 * A stored connection with the scored player and their change for the live boards, or the earlier
 * submission with the same key (the request was a duplicate).
 */
export type AddedConnection =
  | {
      player: Player;
      connection: Connection;
      change: PlayerChange;
      justCompleted: boolean;
      replayed?: undefined;
    }
  | { replayed: ConnectionSubmission };

export interface FilledCell extends Connection {
  /** Registered name of the player whose friend code linked the cell. */
  linkedName: string | null;
}

/** A player with its event and account name, as a card needs them: one query. */
export interface CardPlayer {
  player: Player;
  event: EventRow;
  userName: string;
}

/** A filled cell as a card shows it: the connection's shown fields and the linked player's name. */
export interface CardCell
  extends Pick<
    Connection,
    | 'x'
    | 'y'
    | 'connectedName'
    | 'liner'
    | 'imageKey'
    | 'thumbnailKey'
    | 'code'
    | 'selfieConsent'
    | 'createdAt'
  > {
  /** Registered name of the player whose friend code linked the cell. */
  linkedName: string | null;
}

/** A hidden connection whose cell is empty again: the own card says why the cell emptied. */
export interface HiddenCell {
  x: number;
  y: number;
  connectedName: string;
  hiddenAt: Date;
}

/**
 * How a card was asked for: its event (id, name or former name), and the player's secret key (`own`) or
 * public event_register_id.
 */
export interface CardLookup {
  reference: string;
  player: string;
  own: boolean;
}

/**
 * A player's whole card, as get-user-matrix answers it, read in one query: the player with its event and
 * name, its filled cells (its visible connections, row by row), its completion rank, and, for the own
 * card, its hidden cells.
 */
export interface MatrixCard extends CardPlayer {
  cells: CardCell[];
  /**
   * The player's place among the event's completers still in the game: 1 for the first, ties on
   * completed_at broken by id; null until the player completed, and for a removed player.
   */
  completionRank: number | null;
  /** The player's hidden connections whose cell is still empty, the latest per cell ([] for a public card). */
  hidden: HiddenCell[];
}

/**
 * A board row as the database answers it (leaderboard below): event_register_id, name, friend code,
 * total_connections, bingos, completion time in epoch milliseconds (cut, as a Date holds it), revision.
 */
type BoardRecord = [
  id: string,
  name: string | null,
  code: string | null,
  total: number,
  bingos: number,
  completedMs: number | null,
  revision: number,
];

/** An event's public board rows, and the friend codes of their players by event_register_id. */
export interface EventBoard {
  rows: LeaderboardPlayer[];
  codes: Map<string, string | null>;
}

/**
 * The score of each letter count, shared by the board's rows: a row is replaced when it changes, never
 * edited, so its score array is never written.
 */
const SHARED_SCORES = Array.from({ length: MAX_BINGOS + 1 }, (_, bingos) => scoreLetters(bingos));

/** Lookups per version query of kept cards (cardStamps). */
const STAMP_SLOTS = 8;

/** A leaderboard row with the friend code, which routes drop for anyone but the event's hosts. */
export type LeaderboardRow = LeaderboardPlayer & { user_code: string | null };

/** The player's leaderboard row, with `connectedTo` the linked players' event_register_ids, oldest first. */
function leaderboardRow(
  player: Pick<
    Player,
    'eventRegisterId' | 'userCode' | 'totalConnections' | 'bingos' | 'completedAt' | 'revision'
  >,
  name: string | null,
  connectedTo: string[],
): LeaderboardRow {
  return {
    event_register_id: player.eventRegisterId,
    user_name: displayName(name),
    user_code: player.userCode,
    total_connections: player.totalConnections,
    score: scoreLetters(player.bingos),
    completed_at: player.completedAt?.toISOString() ?? null,
    connected_to: connectedTo,
    revision: player.revision,
  };
}

/** The player's change for the live boards, made from their row as the database just answered it. */
export function playerChangeOf(
  player: Player,
  name: string | null,
  connectedTo: string[] = [],
): PlayerChange {
  const { user_code, ...publicRow } = leaderboardRow(player, name, connectedTo);
  return { player: { ...publicRow, user_code: null }, friendCode: user_code };
}

export function createGameRepository(db: Db, now: () => Date) {
  async function findById(id: string): Promise<Player | undefined> {
    const [player] = await db.select().from(players).where(eq(players.id, id)).limit(1);
    return player;
  }

  async function findForAccount(eventId: string, userId: string): Promise<Player | undefined> {
    const [player] = await db
      .select()
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.userId, userId)))
      .limit(1);
    return player;
  }

  /** A code of `digits` digits no player of the event holds: random first, then any free one. */
  async function* candidateCodes(eventId: string, digits: number): AsyncGenerator<string> {
    for (let i = 0; i < RANDOM_CODE_TRIES; i++) yield randomCode(digits);
    if (digits > SCANNABLE_DIGITS) throw new NoFreeCodeError();
    const taken = new Set(
      (await db.select({ code: players.userCode }).from(players).where(eq(players.eventId, eventId))).map(
        (row) => row.code,
      ),
    );
    const free = Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0')).filter(
      (code) => !taken.has(code),
    );
    // Concurrent registrations may take some of these too: each is tried once, in random order.
    while (free.length > 0) yield free.splice(randomInt(0, free.length), 1)[0] as string;
    throw new NoFreeCodeError();
  }

  /** Runs `attempt` with codes until one is not taken (the unique index decides, race-free). */
  async function withFreeCode<T>(eventId: string, digits: number, attempt: (code: string) => Promise<T>) {
    for await (const code of candidateCodes(eventId, digits)) {
      try {
        return await attempt(code);
      } catch (error) {
        if (!isUniqueViolation(error, 'players_event_code_unique')) throw error;
      }
    }
    throw new NoFreeCodeError();
  }

  /**
   * Gives the player a friend code of the event's length when it has none, or one of another length
   * (the hosts changed code_digits: an old code could no longer be typed).
   */
  async function ensureCode(player: Player, codeDigits: number | null): Promise<Player> {
    if (codeDigits === null || player.userCode?.length === codeDigits) return player;
    return withFreeCode(player.eventId, codeDigits, async (code) => {
      const [updated] = await db
        .update(players)
        .set({ userCode: code })
        .where(
          and(
            eq(players.id, player.id),
            or(isNull(players.userCode), ne(sql`length(${players.userCode})`, codeDigits)),
          ),
        )
        .returning();
      // A concurrent request gave the code first: keep that one.
      return updated ?? ((await findById(player.id)) as Player);
    });
  }

  /** One player with its event and account name, the first matching `condition` (a card: one query). */
  async function card(condition: SQL | undefined): Promise<CardPlayer | undefined> {
    const [row] = await db
      .select({ player: players, event: events, userName: users.name })
      .from(players)
      .innerJoin(events, eq(events.id, players.eventId))
      .innerJoin(users, eq(users.id, players.userId))
      .where(condition)
      .limit(1);
    return row && { player: row.player, event: row.event, userName: displayName(row.userName) };
  }

  /**
   * The event of `reference` (its id, or a name or former name in lower case) as a placeholder, for the
   * prepared card queries: eventReferenceIs (events-repository.ts) with the reference bound at execution.
   */
  const eventIsPlaceholder = (byId: boolean): SQL =>
    byId
      ? eq(events.id, sql.placeholder('event'))
      : (or(
          eq(events.nameLower, sql.placeholder('event')),
          inArray(
            events.id,
            sql`(select ${eventNameAliases.eventId} from ${eventNameAliases} where ${eventNameAliases.nameLower} = ${sql.placeholder('event')})`,
          ),
        ) as SQL);

  /**
   * A card in one prepared query (docs/measurements/performance.md): the player, event and account name
   * joined, and the filled cells, the completion rank and (own card) the hidden cells as subqueries of the
   * player's row, the cells aggregated as JSON. Four queries before, each planned again on every request.
   */
  function matrixCardQuery(condition: SQL | undefined, own: boolean, name: string) {
    const cells = sql<unknown>`coalesce((
      select json_agg(json_build_object(
        'x', c.x, 'y', c.y, 'connectedName', c.connected_name, 'liner', c.liner, 'imageKey', c.image_key,
        'thumbnailKey', c.thumbnail_key, 'code', c.code, 'selfieConsent', c.selfie_consent,
        'createdAt', c.created_at, 'linked', c.connected_player_id is not null, 'linkedName', lu.name
      ) order by c.x, c.y)
      from connections c
      left join players lp on lp.id = c.connected_player_id
      left join users lu on lu.id = lp.user_id
      where c.player_id = ${players.id} and c.hidden_at is null
    ), '[]'::json)`;
    // Completers still in the game before the player, ties on completed_at broken by id.
    const completionRank = sql<number | null>`case when ${players.completedAt} is not null
      and ${players.removedAt} is null then 1 + (
        select count(*)::int from players o
        where o.event_id = ${players.eventId} and o.completed_at is not null and o.removed_at is null
          and (o.completed_at < ${players.completedAt}
            or (o.completed_at = ${players.completedAt} and o.id < ${players.id}))
      ) end`;
    // The latest hidden connection of each cell no visible connection holds.
    const hidden = own
      ? sql<unknown>`coalesce((
          select json_agg(json_build_object(
            'x', h.x, 'y', h.y, 'connectedName', h.connected_name, 'hiddenAt', h.hidden_at
          ) order by h.x, h.y)
          from (
            select distinct on (hc.x, hc.y) hc.x, hc.y, hc.connected_name, hc.hidden_at
            from connections hc
            where hc.player_id = ${players.id} and hc.hidden_at is not null
              and not exists (
                select 1 from connections vc
                where vc.player_id = hc.player_id and vc.x = hc.x and vc.y = hc.y and vc.hidden_at is null
              )
            order by hc.x, hc.y, hc.hidden_at desc, hc.id desc
          ) h
        ), '[]'::json)`
      : sql<unknown>`'[]'::json`;
    return db
      .select({ player: players, event: events, userName: users.name, cells, completionRank, hidden })
      .from(players)
      .innerJoin(events, eq(events.id, players.eventId))
      .innerJoin(users, eq(users.id, players.userId))
      .where(condition)
      .limit(1)
      .prepare(name);
  }

  const byKey = eq(players.playerKey, sql.placeholder('player'));
  const byRegisterId = and(eq(players.eventRegisterId, sql.placeholder('player')), isNull(players.removedAt));
  const matrixCards = {
    keyInEventId: matrixCardQuery(and(byKey, eventIsPlaceholder(true)), true, 'matrix_card_key_id'),
    keyInEventName: matrixCardQuery(and(byKey, eventIsPlaceholder(false)), true, 'matrix_card_key_name'),
    registerIdInEventId: matrixCardQuery(
      and(byRegisterId, eventIsPlaceholder(true)),
      false,
      'matrix_card_register_id_id',
    ),
    registerIdInEventName: matrixCardQuery(
      and(byRegisterId, eventIsPlaceholder(false)),
      false,
      'matrix_card_register_id_name',
    ),
  };

  /**
   * One statement per kind of lookup (own cards by key, public ones by event_register_id), for up to
   * STAMP_SLOTS lookups at once: a fixed list of slots (unused ones null), so that PostgreSQL plans the
   * statement once and keeps its generic plan (over an array, each run was planned again: 0.26 ms, more
   * than the run). The event matches by id, name or former name at once: a kept answer is served only
   * when the stamp names its own event and player, and a lookup that cannot build a card is never kept.
   */
  function cardStampsQuery(own: boolean, name: string) {
    const slots = sql.join(
      Array.from(
        { length: STAMP_SLOTS },
        (_, i) =>
          sql`(${sql.placeholder(`r${i}`)}::text, ${sql.placeholder(`p${i}`)}::text, ${sql.raw(String(i))})`,
      ),
      sql`, `,
    );
    return db
      .select({
        i: sql<number>`l.i`,
        playerId: players.id,
        playerVersion: players.cardVersion,
        eventId: events.id,
        eventVersion: events.cardVersion,
      })
      .from(sql`(values ${slots}) as l(ref, player, i)`)
      .innerJoin(
        players,
        own
          ? sql`${players.playerKey} = l.player`
          : sql`${players.eventRegisterId} = l.player::uuid and ${players.removedAt} is null`,
      )
      .innerJoin(events, eq(events.id, players.eventId))
      .where(
        sql`${events.id}::text = l.ref or ${events.nameLower} = l.ref or exists (
          select 1 from ${eventNameAliases}
          where ${eventNameAliases.eventId} = ${events.id} and ${eventNameAliases.nameLower} = l.ref)`,
      )
      .prepare(name);
  }
  const ownCardStamps = cardStampsQuery(true, 'card_stamps_own');
  const publicCardStamps = cardStampsQuery(false, 'card_stamps_public');

  /**
   * The versions the cards of `lookups` would be built from now (lib/card-cache.ts), in one query per
   * STAMP_SLOTS lookups of a kind: each lookup a row of two unique indexes, where a card aggregates its
   * connections. The lookups are matched as matrixByKey and matrixByRegisterId match them; a lookup that
   * finds nothing answers undefined.
   */
  async function cardStamps(lookups: CardLookup[]): Promise<Array<CardStamp | undefined>> {
    const stamps: Array<CardStamp | undefined> = lookups.map(() => undefined);
    // Positions in `lookups` of each kind (a public id that is no uuid finds no player), in slots.
    const runs: Array<{ own: boolean; at: number[] }> = [];
    for (const own of [true, false]) {
      const at = lookups.flatMap((lookup, i) =>
        lookup.own === own && (own || isUuid(lookup.player)) ? [i] : [],
      );
      for (let start = 0; start < at.length; start += STAMP_SLOTS)
        runs.push({ own, at: at.slice(start, start + STAMP_SLOTS) });
    }
    await Promise.all(
      runs.map(async ({ own, at }) => {
        const values: Record<string, string | null> = {};
        for (let slot = 0; slot < STAMP_SLOTS; slot++) {
          const lookup = at[slot] === undefined ? undefined : lookups[at[slot] as number];
          values[`r${slot}`] = lookup ? lookup.reference.toLowerCase() : null;
          values[`p${slot}`] = lookup ? (own ? lookup.player : lookup.player.toLowerCase()) : null;
        }
        const rows = await (own ? ownCardStamps : publicCardStamps).execute(values);
        for (const { i, ...stamp } of rows) stamps[at[i] as number] = stamp;
      }),
    );
    return stamps;
  }

  /** JSON the driver answered as text (node-postgres) or already parsed (PGlite). */
  const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

  async function matrixCard(
    statement: (typeof matrixCards)[keyof typeof matrixCards],
    eventReference: string,
    player: string,
  ): Promise<MatrixCard | undefined> {
    const [row] = await statement.execute({ event: eventReference.toLowerCase(), player });
    if (!row) return undefined;
    const cells = parsed<Array<Omit<CardCell, 'createdAt'> & { createdAt: string; linked: boolean }>>(
      row.cells,
    );
    const hidden = parsed<Array<Omit<HiddenCell, 'hiddenAt'> & { hiddenAt: string }>>(row.hidden);
    return {
      player: row.player,
      event: row.event,
      userName: displayName(row.userName),
      cells: cells.map(({ linked, linkedName, createdAt, ...cell }) => ({
        ...cell,
        createdAt: new Date(createdAt),
        linkedName: linked ? displayName(linkedName) : null,
      })),
      completionRank: row.completionRank,
      hidden: hidden.map((cell) => ({ ...cell, hiddenAt: new Date(cell.hiddenAt) })),
    };
  }

  /**
   * The event's public board rows (friend codes null, kept aside by event_register_id for the hosts'
   * windows), in the board's order: completion time to the millisecond, letters, connections,
   * event_register_id (core's compareLeaderboard; a uuid sorts as its lower-case text does). One flat
   * query (through players_event_user_unique) answering one JSON text, sorted on its numbers, each row's
   * score one of six shared arrays: at 50,000 players, mapping every row through drizzle and Date, and
   * sorting on parsed times, cost more than the query (docs/measurements/performance.md, "The board computed
   * cold"). The boards carry no links (`connected_to` is empty,
   * docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md). Removed players have no row
   * (docs/decisions/0045-moderation-what-others-read.md).
   */
  async function leaderboard(eventId: string): Promise<EventBoard> {
    // One JSON text of every row, parsed at once: PGlite hands over 50,000 rows one by one three times
    // slower than this (docs/measurements/performance.md, "The board computed cold").
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(p.event_register_id, u.name, p.user_code,
        p.total_connections, p.bingos, floor(extract(epoch from p.completed_at) * 1000), p.revision)), '[]')::text
        as "records"
      from ${players} p join ${users} u on u.id = p.user_id
      where p.event_id = ${eventId} and p.removed_at is null
    `)) as unknown as { rows: Array<{ records: string }> };
    const parsed = JSON.parse(result.rows[0]?.records ?? '[]') as BoardRecord[];
    // Sorted here, on the numbers, rather than by the database: its sort of 50,000 rows spilt to disk.
    const records = parsed.sort(
      (a, b) =>
        (a[5] ?? Number.POSITIVE_INFINITY) - (b[5] ?? Number.POSITIVE_INFINITY) ||
        b[4] - a[4] ||
        b[3] - a[3] ||
        (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
    );
    const codes = new Map<string, string | null>();
    const rows = records.map(([id, name, code, total, bingos, completedMs, revision]): LeaderboardPlayer => {
      codes.set(id, code);
      return {
        event_register_id: id,
        user_name: displayName(name),
        user_code: null,
        total_connections: total,
        score: SHARED_SCORES[bingos] ?? scoreLetters(bingos),
        completed_at: completedMs === null ? null : new Date(completedMs).toISOString(),
        connected_to: [],
        revision,
      };
    });
    return { rows, codes };
  }

  /** The friend codes of the event's players of `eventRegisterIds` (a board window's hosts' view). */
  async function friendCodes(
    eventId: string,
    eventRegisterIds: string[],
  ): Promise<Map<string, string | null>> {
    if (eventRegisterIds.length === 0) return new Map();
    const rows = await db
      .select({ eventRegisterId: players.eventRegisterId, userCode: players.userCode })
      .from(players)
      .where(and(eq(players.eventId, eventId), inArray(players.eventRegisterId, eventRegisterIds)));
    return new Map(rows.map((row) => [row.eventRegisterId, row.userCode]));
  }

  return {
    findById,
    findForAccount,
    ensureCode,

    /** The player whose secret key this is. */
    async findByKey(playerKey: string): Promise<Player | undefined> {
      const [player] = await db.select().from(players).where(eq(players.playerKey, playerKey)).limit(1);
      return player;
    },

    /** The player of the secret key in the event `eventReference` (id or name), with event and name. */
    cardByKey: (eventReference: string, playerKey: string) =>
      card(and(eq(players.playerKey, playerKey), eventReferenceIs(eventReference))),

    /**
     * The player of `eventRegisterId` in the event `eventReference` (id or name), with event and name:
     * someone's public card, which a removed player no longer has.
     */
    async cardByRegisterId(eventReference: string, eventRegisterId: string): Promise<CardPlayer | undefined> {
      if (!isUuid(eventRegisterId)) return undefined;
      return card(
        and(
          eq(players.eventRegisterId, eventRegisterId.toLowerCase()),
          eventReferenceIs(eventReference),
          isNull(players.removedAt),
        ),
      );
    },

    /** The own card of the secret key's player in the event `eventReference` (id or name): one query. */
    matrixByKey: (eventReference: string, playerKey: string) =>
      matrixCard(
        isUuid(eventReference) ? matrixCards.keyInEventId : matrixCards.keyInEventName,
        eventReference,
        playerKey,
      ),

    cardStamps,

    /** Someone's public card (a removed player has none), by event_register_id: one query. */
    async matrixByRegisterId(
      eventReference: string,
      eventRegisterId: string,
    ): Promise<MatrixCard | undefined> {
      if (!isUuid(eventRegisterId)) return undefined;
      return matrixCard(
        isUuid(eventReference) ? matrixCards.registerIdInEventId : matrixCards.registerIdInEventName,
        eventReference,
        eventRegisterId.toLowerCase(),
      );
    },

    async findByRegisterId(eventId: string, eventRegisterId: string): Promise<Player | undefined> {
      if (!isUuid(eventRegisterId)) return undefined;
      const [player] = await db
        .select()
        .from(players)
        .where(and(eq(players.eventId, eventId), eq(players.eventRegisterId, eventRegisterId.toLowerCase())))
        .limit(1);
      return player;
    },

    /** The player holding `code` in the event, with the name a connection linked to them shows. */
    async findByCode(eventId: string, code: string): Promise<{ player: Player; name: string } | undefined> {
      const [row] = await db
        .select({ player: players, name: users.name })
        .from(players)
        .innerJoin(users, eq(users.id, players.userId))
        .where(and(eq(players.eventId, eventId), eq(players.userCode, code)))
        .limit(1);
      return row && { player: row.player, name: displayName(row.name) };
    },

    /**
     * Registers the account in the event once: of concurrent registrations one inserts and the others
     * find its row (the unique index on event and account decides). `created` tells which.
     */
    async register(
      eventId: string,
      userId: string,
      codeDigits: number | null,
    ): Promise<{ player: Player; created: boolean }> {
      const insert = async (userCode: string | null) => {
        const [created] = await db
          .insert(players)
          .values({ eventId, userId, playerKey: newPlayerKey(), userCode, joinedAt: now() })
          .onConflictDoNothing({ target: [players.eventId, players.userId] })
          .returning();
        return created;
      };
      const created =
        codeDigits === null ? await insert(null) : await withFreeCode(eventId, codeDigits, insert);
      if (created) return { player: created, created: true };
      const existing = await findForAccount(eventId, userId);
      if (!existing) throw new Error('player vanished between insert and select');
      return { player: await ensureCode(existing, codeDigits), created: false };
    },

    async accountName(userId: string): Promise<string> {
      const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return displayName(user?.name ?? null);
    },

    /** Whether a visible connection holds the cell (a hidden one freed it). */
    async isCellFilled(playerId: string, x: number, y: number): Promise<boolean> {
      const [row] = await db
        .select({ id: connections.id })
        .from(connections)
        .where(
          and(
            eq(connections.playerId, playerId),
            eq(connections.x, x),
            eq(connections.y, y),
            isNull(connections.hiddenAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Whether a visible connection of the player links `linkedPlayerId` (a hidden one freed the link). */
    async hasLinked(playerId: string, linkedPlayerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: connections.id })
        .from(connections)
        .where(
          and(
            eq(connections.playerId, playerId),
            eq(connections.connectedPlayerId, linkedPlayerId),
            isNull(connections.hiddenAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Stores a connection and recomputes the player's score in one transaction, the player's row locked
     * so that concurrent connections (and a host's moderation) of one player count each other's cells.
     * The score is core's scoreCard of the player's visible connections, and the row's revision is
     * bumped; `justCompleted` when this connection completed the card. A player the hosts removed
     * meanwhile is refused (PlayerRemovedError). With a `submission`, its key and
     * answer are stored in the same transaction, and a submission of the player with the same key
     * already stored is answered instead (`replayed`): nothing is stored twice. The player's change for
     * the live boards is made from what the transaction read and wrote, without reading it again.
     * `hold` runs in the transaction before the row is written: media lifetime's hold of its files
     * (plugins/app/media/media-lifetime.ts).
     */
    async addConnection(
      input: NewConnection,
      submission?: NewSubmission,
      hold?: (tx: Tx) => Promise<void>,
    ): Promise<AddedConnection> {
      const at = now();
      // A friend-code submission racing a removal can deadlock with it on PostgreSQL: run it again.
      return retryingDeadlocks(() =>
        db.transaction(async (tx): Promise<AddedConnection> => {
          const [locked] = await tx
            .select({ name: users.name, completedAt: players.completedAt, removedAt: players.removedAt })
            .from(players)
            .innerJoin(users, eq(users.id, players.userId))
            .where(eq(players.id, input.playerId))
            .for('update', { of: players });
          if (!locked) throw new PlayerLeftError();
          // Read after the lock: a removal that committed while this request waited for it refuses it.
          if (locked.removedAt) throw new PlayerRemovedError();
          if (input.connectedPlayerId) {
            // Shared lock: waits for a removal of the linked player under way, then sees it.
            const [linkedPlayer] = await tx
              .select({ removedAt: players.removedAt })
              .from(players)
              .where(eq(players.id, input.connectedPlayerId))
              .for('share');
            if (!linkedPlayer || linkedPlayer.removedAt) throw new LinkedPlayerRemovedError();
          }
          // Read after the lock: a duplicate that waited for it sees the first request's committed row.
          if (submission) {
            const [earlier] = await tx
              .select()
              .from(connectionSubmissions)
              .where(
                and(
                  eq(connectionSubmissions.playerId, input.playerId),
                  eq(connectionSubmissions.key, submission.key),
                ),
              )
              .limit(1);
            if (earlier) return { replayed: earlier };
          }
          await hold?.(tx);
          const [connection] = await tx
            .insert(connections)
            .values({ ...input, createdAt: at })
            .returning();
          if (!connection) throw new Error('connection insert returned nothing');
          const { player, connectedTo } = await storeScore(tx, input.playerId);
          // The row is locked: no other connection of the player can complete the card meanwhile. A card
          // completed earlier and not since undone by a host keeps its time (scoreCard gives it again).
          const justCompleted = hasCompleted(player.bingos) && locked.completedAt === null;
          if (submission) {
            await tx.insert(connectionSubmissions).values({
              playerId: input.playerId,
              key: submission.key,
              fingerprint: submission.fingerprint,
              connectionId: connection.id,
              result: submission.result(player, connection),
              createdAt: at,
            });
          }
          return {
            player,
            connection,
            change: playerChangeOf(player, locked.name, connectedTo),
            justCompleted,
          };
        }),
      ).catch((error: unknown) => {
        if (isUniqueViolation(error, 'connections_player_cell_unique')) throw new CellFilledError();
        if (isUniqueViolation(error, 'connections_player_linked_unique')) throw new AlreadyLinkedError();
        throw error;
      });
    },

    /** Up to `limit` selfie keys whose connections have no small copy yet, leaving out `skip`. */
    async selfiesWithoutThumbnail(limit: number, skip: string[]): Promise<string[]> {
      const rows = await db
        .selectDistinct({ key: connections.imageKey })
        .from(connections)
        .where(
          and(
            isNull(connections.thumbnailKey),
            isNotNull(connections.imageKey),
            skip.length > 0 ? notInArray(connections.imageKey, skip) : undefined,
          ),
        )
        .limit(limit);
      return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
    },

    /**
     * Records the small copy of a selfie on every connection that uses the selfie and has none; `hold`
     * runs first in the same transaction (media lifetime's hold of the small copy's file).
     */
    async setThumbnail(
      imageKey: string,
      thumbnailKey: string,
      hold: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await hold(tx);
        await tx
          .update(connections)
          .set({ thumbnailKey })
          .where(and(eq(connections.imageKey, imageKey), isNull(connections.thumbnailKey)));
      });
    },

    /** The stored submission of the player with this Idempotency-Key, if any. */
    async findSubmission(playerId: string, key: string): Promise<ConnectionSubmission | undefined> {
      const [row] = await db
        .select()
        .from(connectionSubmissions)
        .where(and(eq(connectionSubmissions.playerId, playerId), eq(connectionSubmissions.key, key)))
        .limit(1);
      return row;
    },

    /** Whether the connection's selfie was deleted (retention or a host's purge); false for no such connection. */
    async isSelfieDeleted(connectionId: string): Promise<boolean> {
      const [row] = await db
        .select({ deletedAt: connections.selfieDeletedAt })
        .from(connections)
        .where(eq(connections.id, connectionId))
        .limit(1);
      return Boolean(row?.deletedAt);
    },

    /** The event's public board rows in the board's order, and its players' friend codes. */
    leaderboard,
    friendCodes,

    /**
     * The event's `limit` most recent visible connections of players still in the game, newest first, as
     * filledCells answers them, with the event_register_id of the player who made each.
     */
    async recentConnections(
      eventId: string,
      limit: number,
    ): Promise<Array<FilledCell & { makerRegisterId: string; makerName: string }>> {
      const makers = alias(players, 'makers');
      const makerUsers = alias(users, 'maker_users');
      const rows = await db
        .select({
          connection: connections,
          linkedName: users.name,
          makerRegisterId: makers.eventRegisterId,
          makerName: makerUsers.name,
        })
        .from(connections)
        .innerJoin(makers, eq(makers.id, connections.playerId))
        .innerJoin(makerUsers, eq(makerUsers.id, makers.userId))
        .leftJoin(players, eq(players.id, connections.connectedPlayerId))
        .leftJoin(users, eq(users.id, players.userId))
        .where(
          and(
            eq(connections.eventId, eventId),
            isNull(connections.hiddenAt),
            isNull(makers.removedAt),
            // The gallery shows selfies: a connection whose selfie was deleted has none to show.
            isNotNull(connections.imageKey),
          ),
        )
        .orderBy(desc(connections.createdAt), desc(connections.id))
        .limit(limit);
      return rows.map(({ connection, linkedName, makerRegisterId, makerName }) => ({
        ...connection,
        linkedName: connection.connectedPlayerId ? displayName(linkedName) : null,
        makerRegisterId,
        makerName: displayName(makerName),
      }));
    },

    /** The ids of every connection the player made (hidden ones too), newest first. */
    async connectionIdsOf(eventId: string, eventRegisterId: string): Promise<string[]> {
      if (!isUuid(eventRegisterId)) return [];
      const rows = await db
        .select({ id: connections.id })
        .from(connections)
        .innerJoin(players, eq(players.id, connections.playerId))
        .where(and(eq(players.eventId, eventId), eq(players.eventRegisterId, eventRegisterId.toLowerCase())))
        .orderBy(desc(connections.createdAt), desc(connections.id));
      return rows.map((row) => row.id);
    },

    /** The event's connections that count: visible ones, of players still in the game. */
    async connectionCount(eventId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(connections)
        .where(
          and(
            eq(connections.eventId, eventId),
            isNull(connections.hiddenAt),
            notInArray(
              connections.playerId,
              db
                .select({ id: players.id })
                .from(players)
                .where(and(eq(players.eventId, eventId), isNotNull(players.removedAt))),
            ),
          ),
        );
      return row?.total ?? 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('gameRepository', createGameRepository(fastify.db, fastify.clock));
  },
  { name: 'game-repository', dependencies: ['db'] },
);
