import type { ActivityItem, ModeratedPlayer } from '@hoogo/core';
import fp from 'fastify-plugin';
import type { ModerationOutcome } from './moderation-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts' moderation of a running game (docs/product.md, "Moderation"): every action idempotent. */
    moderation: Moderation;
  }
}

export interface Moderation {
  /** Hides a connection from every board and card; answers it as the activity feed shows it. */
  hide(eventId: string, connectionId: string, actorId: string): Promise<ActivityItem>;
  /** Shows a hidden connection again, unless its cell or link was filled again (a Refusal). */
  unhide(eventId: string, connectionId: string, actorId: string): Promise<ActivityItem>;
  /** Takes a player out of the game; answers them as the hosts' player list shows them. */
  removePlayer(eventId: string, eventRegisterId: string, actorId: string): Promise<ModeratedPlayer>;
  /** Brings a removed player back. */
  restorePlayer(eventId: string, eventRegisterId: string, actorId: string): Promise<ModeratedPlayer>;
}

/**
 * Moderation's use-cases: the repository's transaction, then, once it committed and changed something,
 * the announcement on the live bus (boards, cards, galleries, voting), then the answer read again.
 */
export default fp(
  async (fastify) => {
    const { moderationRepository: repository, activity, announce, mediaStorage: media } = fastify;

    const live = (outcome: ModerationOutcome) => ({
      connectionIds: outcome.connectionIds,
      players: outcome.players,
      hiddenImages: outcome.hiddenImageKeys.map(media.url),
      votingChanged: outcome.votingChanged,
    });

    async function itemOf(eventId: string, connectionId: string): Promise<ActivityItem> {
      const item = await activity.item(eventId, connectionId);
      if (!item) throw new Error(`connection ${connectionId} vanished after its moderation`);
      return item;
    }

    async function playerOf(eventId: string, eventRegisterId: string): Promise<ModeratedPlayer> {
      const player = await activity.player(eventId, eventRegisterId);
      if (!player) throw new Error(`player ${eventRegisterId} vanished after its moderation`);
      return player;
    }

    async function setHidden(eventId: string, connectionId: string, actorId: string, hide: boolean) {
      const outcome = hide
        ? await repository.hide(eventId, connectionId, actorId)
        : await repository.unhide(eventId, connectionId, actorId);
      if (outcome.changed) announce(eventId, { type: 'connections_moderated', ...live(outcome) });
      return itemOf(eventId, connectionId);
    }

    async function setRemoved(eventId: string, eventRegisterId: string, actorId: string, remove: boolean) {
      const outcome = remove
        ? await repository.removePlayer(eventId, eventRegisterId, actorId)
        : await repository.restorePlayer(eventId, eventRegisterId, actorId);
      if (outcome.changed) {
        announce(eventId, {
          type: 'player_moderated',
          // The repository found the player by it: a uuid, stored lower-case.
          eventRegisterId: eventRegisterId.toLowerCase(),
          removed: remove,
          ...(outcome.removedRevision !== undefined && { revision: outcome.removedRevision }),
          ...live(outcome),
        });
      }
      return playerOf(eventId, eventRegisterId);
    }

    fastify.decorate('moderation', {
      hide: (eventId, connectionId, actorId) => setHidden(eventId, connectionId, actorId, true),
      unhide: (eventId, connectionId, actorId) => setHidden(eventId, connectionId, actorId, false),
      removePlayer: (eventId, eventRegisterId, actorId) =>
        setRemoved(eventId, eventRegisterId, actorId, true),
      restorePlayer: (eventId, eventRegisterId, actorId) =>
        setRemoved(eventId, eventRegisterId, actorId, false),
    } satisfies Moderation);
  },
  {
    name: 'moderation',
    dependencies: ['moderation-repository', 'activity-repository', 'leaderboard-cache', 'media-storage'],
  },
);
