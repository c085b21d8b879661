import type { LiveBus, LiveMessage } from './live-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Announces a change of an event to its live viewers, whatever its type: the one way to publish
     * (docs/decisions/0070-one-announce-path.md). The change is put on this instance's boards at once and
     * published once; the instance hearing it back does not put it on them again, every other one does.
     */
    announce: Announce;
  }
}

export type Announce = (eventId: string, message: LiveMessage) => void;

/**
 * The announcer: `absorb` puts the change on this instance's boards (the board cache's `hear`), `publish`
 * is the bus's (live-bus.ts, publisherOf). Absorbed first, so that a read of this instance right after the
 * writer's answer shows the change, even while the message is still on its way through Redis.
 */
export function createAnnouncer(
  absorb: (eventId: string, message: LiveMessage) => void,
  publish: LiveBus['publish'],
): Announce {
  return (eventId, message) => {
    absorb(eventId, message);
    publish(eventId, message);
  };
}
