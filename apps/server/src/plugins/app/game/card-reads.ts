import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import {
  type Connection,
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
import { displayName } from './player-name.js';

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

/** Lookups per version query of kept cards (cardStamps). */
const STAMP_SLOTS = 8;

/**
 * The reads of a card: a player with its event and name (`cardByKey`, `cardByRegisterId`), the whole
 * card get-user-matrix answers in one prepared query (`matrixByKey`, `matrixByRegisterId`), and the
 * versions kept cards are checked against (`cardStamps`, docs/decisions/0053-cards-served-from-memory.md).
 */
export function createCardReads(db: Db) {
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

  return {
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
  };
}
