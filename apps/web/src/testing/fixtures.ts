import {
  type ConnectionImage,
  type EventInfo,
  type EventSchedule,
  type EventStatus,
  emptyGridCell,
  type GridCell,
  type Host,
  type LeaderboardPlayer,
  leaderboardRanks,
  type PlayerRegistration,
  type PublicConfig,
  type UserInputResult,
  type UserMatrix,
} from '@hoogo/core';
import type { ConnectionDraft } from '@/lib/connection-drafts';
import { storage } from '@/lib/storage';

/** A signed-in organiser, as the protected routes expect. */
export function signIn(email = 'anna@example.com') {
  storage.set('accessToken', 'access-1');
  storage.set('refreshToken', 'refresh-1');
  storage.set('userEmail', email);
}

export function eventInfo(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    id: 'event-1',
    name: 'DevMeetup',
    created_at: '2025-03-14T18:00:00.000Z',
    participant_count: 12,
    code_digits: null,
    play_with_ticket_code: false,
    mmp_event_id: null,
    matrix: Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => '')),
    others_post: '/media/defaults/post.png',
    others_story: '/media/defaults/story.png',
    templates: {
      post: { url: '/media/defaults/post.png', width: 1080, height: 1080 },
      story: { url: '/media/defaults/story.png', width: 1080, height: 1920 },
      custom: false,
    },
    social_media_template: { linkedin: { content: 'I played Hoogo!' } },
    voting_enabled: false,
    role: 'Owner',
    ticketing_provider: null,
    venue_privacy: 'full',
    require_selfie_consent: false,
    selfie_retention_days: 30,
    quick_join: false,
    branding: { logo: null, accent_color: null },
    language: 'en',
    ...overrides,
  };
}

/** GET /common/config/ with Google sign-in and LinkedIn sharing off, at fake authorization pages. */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    product_name: 'Hoogo',
    google_client_id: null,
    google_authorize_url: 'https://accounts.example.test/o/oauth2/v2/auth',
    linkedin_enabled: false,
    linkedin_client_id: null,
    linkedin_authorize_url: 'https://linkedin.example.test/oauth/v2/authorization',
    public_url: 'https://hoogo.example.test',
    ...overrides,
  };
}

export const owner: Host = {
  id: 'h1',
  name: 'Anna Owner',
  email: 'anna@example.com',
  role: 'Owner',
  invited: false,
};
export const admin: Host = { id: 'h2', name: null, email: 'bob@example.com', role: 'Admin', invited: false };

/** A 5x5 grid of letters: every cell set (the game is playable). */
export const fullLetters = (): string[][] =>
  ['BANJO', 'IVORY', 'NOTES', 'GLEAM', 'OPERA'].map((word) => word.split(''));

/** A cell of the card: empty, with `overrides` set. */
export function gridCell(x: number, y: number, overrides: Partial<GridCell> = {}): GridCell {
  return { ...emptyGridCell(x, y), ...overrides };
}

/** A connection in a cell: the name, a photo and a description. */
export function filledCell(x: number, y: number, name: string, liner = 'Builds robots for fun'): GridCell {
  return gridCell(x, y, {
    connected_name: name,
    image: `/media/photos/${x}-${y}.jpg`,
    thumbnail: `/media/photos/${x}-${y}.thumb.webp`,
    liner,
    connected_at: '2025-03-14T19:00:00.000Z',
    disabled: true,
  });
}

export function userMatrix(overrides: Partial<UserMatrix> = {}): UserMatrix {
  return {
    event_id: 'event-1',
    event_name: 'DevMeetup',
    event_register_id: 'reg-1',
    user_name: 'Anna Player',
    question: fullLetters(),
    answer: Array.from({ length: 5 }, (_, x) => Array.from({ length: 5 }, (_, y) => gridCell(x, y))),
    user_code: '417',
    voting_enabled: false,
    code_digits: null,
    total_connections: 0,
    score: [false, false, false, false, false],
    completed_at: null,
    completion_rank: null,
    editable: true,
    ...overrides,
  };
}

/** The matrix with the given cells filled (and total_connections counting them). */
export function matrixWith(cells: GridCell[], overrides: Partial<UserMatrix> = {}): UserMatrix {
  const base = userMatrix(overrides);
  const answer = base.answer.map((row) => row.slice());
  for (const cell of cells) {
    const row = answer[cell.x];
    if (row) row[cell.y] = cell;
  }
  return { ...base, answer, total_connections: overrides.total_connections ?? cells.length };
}

/** The player of the fixtures' event on this phone, as registering (or a sign-in to the event) answers. */
export function playerRegistration(overrides: Partial<PlayerRegistration> = {}): PlayerRegistration {
  return {
    event_id: 'event-1',
    event_name: 'DevMeetup',
    event_register_id: 'reg-1',
    user_id: 'secret-1',
    user_code: '417',
    ...overrides,
  };
}

/** The server's answer to a connection with Bob in B (row 0, column 0). */
export function userInputResult(overrides: Partial<UserInputResult> = {}): UserInputResult {
  return {
    x: 0,
    y: 0,
    image: '/media/photos/new.jpg',
    thumbnail: null,
    user_name: null,
    liner: 'Builds robots for fun',
    connected_name: 'Bob',
    connected_at: '2025-03-14T19:00:00.000Z',
    code: null,
    score: [false, false, false, false, false],
    total_connections: 1,
    completed_at: null,
    ...overrides,
  };
}

/** A draft of that connection kept on the phone, with its photo, not yet submitted. */
export function connectionDraft(overrides: Partial<ConnectionDraft> = {}): ConnectionDraft {
  return {
    eventId: 'event-1',
    userId: 'secret-1',
    x: 0,
    y: 0,
    letter: 'B',
    name: 'Bob',
    liner: 'Builds robots for fun',
    code: '',
    photo: { id: 'photo-1', bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/jpeg' },
    submission: null,
    refusal: null,
    updatedAt: 0,
    ...overrides,
  };
}

/** No time set: voting and connections by hand. */
export const noSchedule: EventSchedule = {
  connections_close_at: null,
  voting_opens_at: null,
  voting_closes_at: null,
};

/** Event-1's status: 25 letters set, voting off, no one yet. */
export function eventStatus(overrides: Partial<EventStatus> = {}): EventStatus {
  return {
    voting_enabled: false,
    grid_complete: true,
    grid_version: 'v1',
    code_digits: null,
    participant_count: 0,
    total_connections: 0,
    ...overrides,
  };
}

/** A status channel frame of event-1: its status, with no schedule. */
export function statusFrame(overrides: Partial<EventStatus> = {}) {
  return { type: 'status' as const, response: eventStatus({ schedule: noSchedule, ...overrides }) };
}

/** A leaderboard row: a player with no connection and no letter yet, `overrides` set. */
export function leaderboardPlayer(
  id: string,
  name: string,
  overrides: Partial<LeaderboardPlayer> = {},
): LeaderboardPlayer {
  return {
    event_register_id: id,
    user_name: name,
    user_code: null,
    total_connections: 0,
    score: [false, false, false, false, false],
    completed_at: null,
    connected_to: [],
    ...overrides,
  };
}

/**
 * The game board's snapshot of the window (offset, limit) of `board` (the whole board, in the core
 * order), as the server sends it: the window's rows, the rank of the first, the rows on the board.
 */
export function windowSnapshot(
  board: LeaderboardPlayer[],
  extra: Partial<{
    offset: number;
    limit: number;
    voting_enabled: boolean;
    images: ConnectionImage[];
    me: { row: LeaderboardPlayer; rank: number } | null;
  }> = {},
) {
  const offset = extra.offset ?? 0;
  const limit = extra.limit ?? 50;
  return {
    type: 'snapshot',
    response: {
      user_data: board.slice(offset, offset + limit),
      offset,
      first_rank: leaderboardRanks(board)[offset] ?? offset + 1,
      row_count: board.length,
      completed_count: board.filter((p) => p.completed_at !== null).length,
      image_data: extra.images ?? [],
      voting_enabled: extra.voting_enabled ?? false,
      participant_count: board.length,
      total_connections: 42,
      ...(extra.me !== undefined && { me: extra.me }),
    },
  };
}
