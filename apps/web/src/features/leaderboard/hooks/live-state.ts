import {
  applyLiveRow,
  type ConnectionImage,
  compareLeaderboard,
  compareVoting,
  forgetRemoved,
  type GameSocketMessage,
  isRemovedRow,
  type LeaderboardPlayer,
  RECENT_IMAGES_KEPT,
  type RemovedRows,
  removeLiveRow,
  sortLeaderboard,
  sortVoting,
  type VenuePrivacy,
  type VotingRow,
  type VotingSocketMessage,
} from '@hoogo/core';

/** What the host screen knows from the two live sockets. */
export interface LiveState {
  players: LeaderboardPlayer[];
  votes: VotingRow[];
  images: ConnectionImage[];
  participantCount: number;
  totalConnections: number;
  /** null until a snapshot told. */
  votingEnabled: boolean | null;
  /**
   * What the board shows of the players (docs/data.md), as the last game snapshot told; null until then.
   * A change of the setting comes as a fresh snapshot.
   */
  venuePrivacy: VenuePrivacy | null;
  gameLoaded: boolean;
  /**
   * Players removed while the board was open, with their revision then: a row of theirs sent before the
   * removal and arriving after it does not bring them back (core's isRemovedRow).
   */
  removed?: RemovedRows;
}

export const initialLiveState: LiveState = {
  players: [],
  votes: [],
  images: [],
  participantCount: 0,
  totalConnections: 0,
  votingEnabled: null,
  venuePrivacy: null,
  gameLoaded: false,
};

export type LiveAction =
  | { board: 'game'; message: GameSocketMessage }
  | { board: 'voting'; message: VotingSocketMessage };

/** Newest first, at most RECENT_IMAGES_KEPT. */
export function prependImage(images: readonly ConnectionImage[], image: ConnectionImage): ConnectionImage[] {
  return [image, ...images].slice(0, RECENT_IMAGES_KEPT);
}

/**
 * The game board after a host's moderation (docs/decisions.md, Moderation): `player_changed` puts the new
 * row in place (its revision decides against the row held) and moves the event's counts by what the row
 * gained or lost; `player_removed` takes the row, its connections and the player's selfies off the board;
 * `connection_hidden` drops the gallery entry of that selfie.
 */
function moderate(state: LiveState, message: GameSocketMessage): LiveState {
  if (message.type === 'snapshot' || message.type === 'error') return state;
  const r = message.response;
  if (message.type === 'connection_hidden') {
    if (!r.hidden_image) return state;
    const images = state.images.filter((image) => image.image !== r.hidden_image);
    return images.length === state.images.length ? state : { ...state, images };
  }
  if (message.type === 'player_removed') {
    const id = r.event_register_id;
    if (!id) return state;
    const held = state.players.find((p) => p.event_register_id === id);
    return {
      ...state,
      ...(r.revision !== undefined && { removed: { ...state.removed, [id]: r.revision } }),
      players: removeLiveRow(state.players, id) as LeaderboardPlayer[],
      images: state.images.filter((image) => image.event_register_id !== id),
      participantCount: held ? Math.max(state.participantCount - 1, 0) : state.participantCount,
      totalConnections: held
        ? Math.max(state.totalConnections - held.total_connections, 0)
        : state.totalConnections,
    };
  }
  // player_changed: a hide, an unhide, or a restored player coming back.
  const row = r.user_data;
  if (!row || isRemovedRow(state.removed, row)) return state;
  const held = state.players.find((p) => p.event_register_id === row.event_register_id);
  const players = applyLiveRow(state.players, row, compareLeaderboard);
  if (!players) return state;
  return {
    ...state,
    players,
    removed: forgetRemoved(state.removed, row),
    participantCount: held ? state.participantCount : state.participantCount + 1,
    totalConnections: Math.max(
      state.totalConnections + row.total_connections - (held?.total_connections ?? 0),
      0,
    ),
  };
}

const moderationChanges = new Set(['player_changed', 'player_removed', 'connection_hidden']);

/**
 * A snapshot replaces the state; an update puts one row in place in the core order, unless it is older than
 * the row held (a late message), which leaves the board as it is. A moderation update is moderate's.
 */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  const { message } = action;
  if (message.type === 'error') return state;
  if (message.type === 'snapshot') {
    const r = message.response;
    const common = {
      participantCount: r.participant_count,
      totalConnections: r.total_connections,
      votingEnabled: r.voting_enabled,
    };
    if (action.board === 'game') {
      return {
        ...state,
        ...common,
        players: sortLeaderboard(r.user_data as LeaderboardPlayer[]),
        images: (r.image_data ?? []).slice(0, RECENT_IMAGES_KEPT),
        venuePrivacy: r.venue_privacy ?? state.venuePrivacy,
        gameLoaded: true,
      };
    }
    return { ...state, ...common, votes: sortVoting(r.user_data as VotingRow[]) };
  }
  const r = message.response;
  let next = state;
  if (r.voting_enabled !== undefined) next = { ...next, votingEnabled: r.voting_enabled };
  if (action.board === 'game') {
    if (moderationChanges.has(message.type)) return moderate(next, action.message);
    const row = r.user_data as LeaderboardPlayer | undefined;
    // A row of a removed player sent before the removal: the whole message is late.
    if (row && isRemovedRow(next.removed, row)) return next;
    if (row) {
      const isNew = !next.players.some((p) => p.event_register_id === row.event_register_id);
      next = { ...next, players: applyLiveRow(next.players, row, compareLeaderboard) ?? next.players };
      if (isNew && message.type === 'player_joined') {
        next = { ...next, participantCount: Math.max(next.participantCount + 1, next.players.length) };
      }
    }
    if (r.image_data) {
      // The update's row is the player who made the connection: the gallery names both people.
      const image = row ? { event_register_id: row.event_register_id, ...r.image_data } : r.image_data;
      next = {
        ...next,
        images: prependImage(next.images, image),
        totalConnections: next.totalConnections + 1,
      };
    }
    return next;
  }
  const row = r.user_data as VotingRow | undefined;
  if (row) next = { ...next, votes: applyLiveRow(next.votes, row, compareVoting) ?? next.votes };
  return next;
}
