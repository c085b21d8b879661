import { EventEmitter } from 'node:events';
import type { ConnectionImage, LeaderboardPlayer, VotingRow } from '@hoogo/core';
import fp from 'fastify-plugin';

/** One change in an event, as live viewers (leaderboards, voting page) are told about it. */
export type LiveMessage =
  | { type: 'player_joined'; player: LeaderboardPlayer }
  | { type: 'connection_made'; player: LeaderboardPlayer; image: ConnectionImage }
  | { type: 'player_completed'; player: LeaderboardPlayer }
  | { type: 'vote_cast'; row: VotingRow }
  | { type: 'voting_toggled'; voting_enabled: boolean }
  | { type: 'grid_changed'; matrix: string[][] };

export type LiveHandler = (message: LiveMessage) => void;

/**
 * The event channels of ARCHITECTURE.md §5: every change is published once to its event's channel, and
 * every subscriber of that channel hears it. Players published here carry no friend code: the channel
 * feeds public viewers too.
 */
export interface LiveBus {
  publish(eventId: string, message: LiveMessage): void;
  /** Answers the function that ends the subscription. */
  subscribe(eventId: string, handler: LiveHandler): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: LiveBus;
  }
}

/** The bus of a single instance. A failing subscriber is reported and never reaches the publisher. */
export function createInProcessBus(onHandlerError: (error: unknown) => void): LiveBus {
  const emitter = new EventEmitter();
  // One listener per open socket: there is no meaningful maximum.
  emitter.setMaxListeners(0);
  return {
    publish(eventId, message) {
      emitter.emit(eventId, message);
    },
    subscribe(eventId, handler) {
      const listener = (message: LiveMessage) => {
        try {
          handler(message);
        } catch (error) {
          onHandlerError(error);
        }
      };
      emitter.on(eventId, listener);
      return () => emitter.off(eventId, listener);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'liveBus',
      createInProcessBus((error) => fastify.log.error({ err: error }, 'live subscriber failed')),
    );
  },
  { name: 'live-bus' },
);
