import fp from 'fastify-plugin';
import type { EventRow, Player } from '../../../db/schema.js';
import { batchedLookups, type CardStamp, createCardCache, sameStamp } from '../../../lib/card-cache.js';
import type { CardLookup } from './card-reads.js';

/**
 * The memory the kept get-user-matrix answers may take (docs/decisions/0053-cards-served-from-memory.md):
 * about 7,000 busy cards of 4-5 KB.
 */
const KEPT_MATRIX_BYTES = 64 * 1024 * 1024;

/** A kept get-user-matrix answer, with the rows it was built from (request.event and request.player). */
export interface KeptCard {
  body: string;
  event: EventRow;
  player: Player;
}

/**
 * The kept cards (docs/architecture.md, "Cards kept in memory"): what loadMatrixCard asks before it reads
 * a card, and tells after it built one.
 */
export interface CardCacheService {
  /**
   * The answer kept for `lookup` while it is still current, else undefined (and a stale one is dropped).
   * On PostgreSQL its versions are asked for first (batched with the lookups of the same turn); on PGlite
   * every change has been heard as it committed, so nothing is asked.
   */
  find(lookup: CardLookup): Promise<KeptCard | undefined>;
  /**
   * Call before reading the card of `lookup`: answers the function that keeps the answer built from that
   * read. It keeps nothing when a change was heard since the read began, since the card may not show it.
   */
  beginRead(lookup: CardLookup): (kept: KeptCard) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cardCache: CardCacheService;
  }
}

/** The key of a lookup: the reference as typed, since a name and the id of one event are two lookups. */
const keyOf = ({ reference, player, own }: CardLookup) =>
  `${own ? 'key' : 'public'}\u0000${reference}\u0000${player}`;

/** What an answer was built from: the player's and the event's rows at their card_version. */
const stampOf = ({ event, player }: KeptCard): CardStamp => ({
  playerId: player.id,
  playerVersion: player.cardVersion,
  eventId: event.id,
  eventVersion: event.cardVersion,
});

/**
 * get-user-matrix's answers kept in memory, and what keeps them true
 * (docs/decisions/0071-card-cache-plugin.md). The rules that move a card's versions are the database's
 * triggers (migration `apps/server/drizzle/0011_card_versions.sql`), so no writer calls this plugin. On
 * PGlite it listens to the triggers' reports (`fastify.cardChanges`, db/index.ts `onCardChange`) and
 * drops the answers each concerns, counting the reports so a read that a report overtook is not kept.
 * On PostgreSQL (several instances, any writer) nothing is reported: a kept answer is served only after
 * `gameRepository.cardStamps` answers the same versions.
 */
export default fp(
  async (fastify) => {
    const kept = createCardCache<KeptCard>(KEPT_MATRIX_BYTES);
    // The race counter: every report heard. A read remembers the count it began at, and is kept only if
    // no report came since (a change committed between the card's query and its keeping).
    let reported = 0;
    const stopHearing = fastify.cardChanges
      ? await fastify.cardChanges((change) => {
          reported += 1;
          kept.forget(change);
        })
      : undefined;
    if (stopHearing) fastify.addHook('onClose', async () => stopHearing());
    // The kept cards asked for together share one version query.
    const versionsOf = batchedLookups((lookups: CardLookup[]) => fastify.gameRepository.cardStamps(lookups));

    fastify.decorate('cardCache', {
      async find(lookup) {
        const key = keyOf(lookup);
        const found = kept.get(key);
        if (!found) return undefined;
        const now = stopHearing ? found.stamp : await versionsOf(lookup);
        if (now && sameStamp(now, found.stamp)) return found.value;
        kept.delete(key);
        return undefined;
      },
      beginRead(lookup) {
        const reportedBefore = reported;
        return (card) => {
          if (stopHearing && reported !== reportedBefore) return;
          // A string's characters take two bytes; the rows kept beside it, about a kilobyte.
          kept.set(keyOf(lookup), stampOf(card), card, 2 * card.body.length + 1024);
        };
      },
    } satisfies CardCacheService);
  },
  { name: 'card-cache', dependencies: ['db', 'game-repository'] },
);
