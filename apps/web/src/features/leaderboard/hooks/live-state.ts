import {
  applyLiveRow,
  applyWindowChange,
  BOARD_WINDOW_MAX_LIMIT,
  type BoardTotals,
  type BoardWindow,
  type Branding,
  type ConnectionImage,
  compareVoting,
  type GameSocketMessage,
  type LeaderboardPlayer,
  type Locale,
  type OwnPlace,
  RECENT_IMAGES_KEPT,
  sameLeaderboardPlace,
  sortVoting,
  type VenuePrivacy,
  type VotingRow,
  type VotingSocketMessage,
  windowRanks,
} from '@hoogo/core';

/**
 * What the board knows from the two live sockets. The game board is a window of the whole board
 * (core board-window.ts): `rows` from position `offset`, ranked from `firstRank`; the voting board holds
 * every candidate.
 */
export interface LiveState {
  /** The game board's window, in the core order. */
  rows: LeaderboardPlayer[];
  /** Position of rows[0] on the whole board (0-based). */
  offset: number;
  /** The most rows the window holds (what the client asked for). */
  limit: number;
  /** Rank of rows[0]: it may tie with rows above the window. */
  firstRank: number;
  /** Rows on the whole game board. */
  rowCount: number;
  votes: VotingRow[];
  images: ConnectionImage[];
  /**
   * The names of the players who made the gallery's connections, as their change messages told: the
   * maker of a selfie is seldom in the window.
   */
  makers: Record<string, string>;
  participantCount: number;
  totalConnections: number;
  completedCount: number;
  /**
   * The viewer's own place, once the server answered their `me` (it answers again after every snapshot
   * and whenever the place changes): null when they are not on the board or the key was refused.
   */
  me: OwnPlace<LeaderboardPlayer> | undefined;
  /** null until a snapshot told. */
  votingEnabled: boolean | null;
  /**
   * What the board shows of the players (docs/data.md), as the last game snapshot told; null until then.
   * A change of the setting comes as a fresh snapshot.
   */
  venuePrivacy: VenuePrivacy | null;
  /**
   * The event's name, the board's logo and accent colour, and the room's language, as the last game
   * snapshot or change (event_renamed, branding_changed, language_changed) told; null until one did.
   * A board that opened, or came back, after a host changed one learns it from its snapshot.
   */
  name: string | null;
  branding: Branding | null;
  language: Locale | null;
  gameLoaded: boolean;
}

export const initialLiveState: LiveState = {
  rows: [],
  offset: 0,
  limit: BOARD_WINDOW_MAX_LIMIT,
  firstRank: 1,
  rowCount: 0,
  votes: [],
  images: [],
  makers: {},
  participantCount: 0,
  totalConnections: 0,
  completedCount: 0,
  me: undefined,
  votingEnabled: null,
  venuePrivacy: null,
  name: null,
  branding: null,
  language: null,
  gameLoaded: false,
};

export type LiveAction =
  /** `asked`: the window the client asked for last (socket URL or `window` message). */
  | { board: 'game'; message: GameSocketMessage; asked: BoardWindow }
  | { board: 'voting'; message: VotingSocketMessage };

/** Newest first, at most RECENT_IMAGES_KEPT. */
export function prependImage(images: readonly ConnectionImage[], image: ConnectionImage): ConnectionImage[] {
  return [image, ...images].slice(0, RECENT_IMAGES_KEPT);
}

/** The ranks of the window's rows (ties share one, also with rows above the window). */
export function rowRanks(state: Pick<LiveState, 'rows' | 'offset' | 'firstRank'>): number[] {
  return windowRanks(state.rows, state.offset, state.firstRank, sameLeaderboardPlace);
}

/** The maker's name of a gallery entry: from the change that brought it, or from a row held. */
export function makerName(state: LiveState, eventRegisterId: string): string | undefined {
  return (
    state.makers[eventRegisterId] ??
    state.rows.find((p) => p.event_register_id === eventRegisterId)?.user_name ??
    (state.me?.row.event_register_id === eventRegisterId ? state.me.row.user_name : undefined)
  );
}

/** Only the makers of the images still in the gallery. */
function keptMakers(makers: Record<string, string>, images: readonly ConnectionImage[]) {
  const kept: Record<string, string> = {};
  for (const image of images) {
    const id = image.event_register_id;
    const name = id ? makers[id] : undefined;
    if (id && name) kept[id] = name;
  }
  return kept;
}

function withTotals(state: LiveState, totals: BoardTotals): LiveState {
  return {
    ...state,
    participantCount: totals.participant_count,
    totalConnections: totals.total_connections,
    completedCount: totals.completed_count,
    rowCount: totals.row_count,
  };
}

function gameReducer(state: LiveState, message: GameSocketMessage, asked: BoardWindow): LiveState {
  if (message.type === 'error') return state;
  if (message.type === 'me') return { ...state, me: message.response };
  if (message.type === 'snapshot') {
    const r = message.response;
    const offset = r.offset ?? 0;
    return {
      ...state,
      rows: r.user_data,
      offset,
      // The server's changes take out every row that leaves the window, so the limit is only a cap: the
      // one asked when this is its answer, else the largest window (an answer to an earlier ask).
      limit: offset === asked.offset ? asked.limit : BOARD_WINDOW_MAX_LIMIT,
      firstRank: r.first_rank ?? 1,
      rowCount: r.row_count ?? r.user_data.length,
      participantCount: r.participant_count,
      totalConnections: r.total_connections,
      completedCount: r.completed_count ?? state.completedCount,
      votingEnabled: r.voting_enabled,
      images: (r.image_data ?? []).slice(0, RECENT_IMAGES_KEPT),
      makers: keptMakers(state.makers, r.image_data ?? []),
      venuePrivacy: r.venue_privacy ?? state.venuePrivacy,
      name: r.name ?? state.name,
      branding: r.branding ?? state.branding,
      language: r.language ?? state.language,
      gameLoaded: true,
    };
  }
  const r = message.response;
  let next = state;
  if (r.voting_enabled !== undefined) next = { ...next, votingEnabled: r.voting_enabled };
  // The server sends one socket's messages in order and computes each change against the window it
  // sent this viewer, so they apply as they come: no revision or removal check of the rows here.
  if (r.window) {
    next = {
      ...next,
      rows: applyWindowChange(next.rows, next.offset, next.limit, r.window),
      firstRank: r.window.first_rank,
      rowCount: r.window.row_count,
    };
  }
  if (r.totals) next = withTotals(next, r.totals);
  if (message.type === 'player_removed' && r.event_register_id) {
    const id = r.event_register_id;
    const images = next.images.filter((image) => image.event_register_id !== id);
    next = { ...next, images, makers: keptMakers(next.makers, images) };
  }
  if (message.type === 'event_renamed' && r.name) next = { ...next, name: r.name };
  if (message.type === 'branding_changed' && r.branding) next = { ...next, branding: r.branding };
  if (message.type === 'language_changed' && r.language) next = { ...next, language: r.language };
  if (message.type === 'connection_hidden' && r.hidden_image) {
    const images = next.images.filter((image) => image.image !== r.hidden_image);
    if (images.length !== next.images.length) next = { ...next, images };
  }
  if (r.image_data) {
    // The change's player made the connection: the gallery names both people.
    const maker = r.player;
    const image = maker ? { ...r.image_data, event_register_id: maker.event_register_id } : r.image_data;
    const images = prependImage(next.images, image);
    const makers = maker ? { ...next.makers, [maker.event_register_id]: maker.user_name } : next.makers;
    next = { ...next, images, makers: keptMakers(makers, images) };
  }
  return next;
}

/**
 * A snapshot replaces the window (and the gallery); a change applies its window ops (core's
 * applyWindowChange), totals and own place, and moves the gallery. The voting board holds every
 * candidate: an update puts one row in place in the core order, unless it is older than the row held.
 */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  if (action.board === 'game') return gameReducer(state, action.message, action.asked);
  const { message } = action;
  if (message.type === 'error') return state;
  if (message.type === 'snapshot') {
    const r = message.response;
    return {
      ...state,
      participantCount: r.participant_count,
      totalConnections: r.total_connections,
      votingEnabled: r.voting_enabled,
      votes: sortVoting(r.user_data),
    };
  }
  const r = message.response;
  let next = state;
  if (r.voting_enabled !== undefined) next = { ...next, votingEnabled: r.voting_enabled };
  const row = r.user_data;
  if (row) next = { ...next, votes: applyLiveRow(next.votes, row, compareVoting) ?? next.votes };
  return next;
}
