import type { VenuePrivacy } from '@hoogo/core';
import { publicVotingRow } from '../../../lib/venue-privacy.js';
import type { LiveMessage } from './live-bus.js';
import type { Update } from './live-sockets.js';

/** A moderation that changed the votes or the candidates: voting boards need a fresh snapshot. */
export const refreshesVoting = (message: LiveMessage) =>
  (message.type === 'connections_moderated' || message.type === 'player_moderated') && message.votingChanged;

/**
 * What a voting board shows of a change, as the event's venue_privacy shows it: the voting toggle, and
 * the row of a player who completed or got a vote; none for other changes. A moderation reaches voting
 * boards as a fresh snapshot (refreshesVoting), not as updates. The board is not windowed
 * (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md: "The voting board is not windowed").
 */
export function votingUpdates(message: LiveMessage, privacy: VenuePrivacy): Update[] {
  switch (message.type) {
    case 'voting_toggled':
      return [{ type: message.type, response: { voting_enabled: message.voting_enabled } }];
    case 'vote_cast':
      return [{ type: message.type, response: { user_data: publicVotingRow(message.row, privacy) } }];
    case 'player_completed':
      return [{ type: message.type, response: { user_data: publicVotingRow(message.votingRow, privacy) } }];
    case 'connection_made':
      return message.votingRow
        ? [{ type: message.type, response: { user_data: publicVotingRow(message.votingRow, privacy) } }]
        : [];
    default:
      return [];
  }
}
