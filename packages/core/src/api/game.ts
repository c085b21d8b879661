/**
 * Payloads of the player API. A player is one registration of a
 * person in one event: `event_register_id` is public, `user_id` is the secret player key.
 */

/** GET|POST /manage-user/{id}/get-event-register-id/ : the caller's registration in the event (created once). */
export interface PlayerRegistration {
  event_id: string;
  event_name: string;
  event_register_id: string;
  /** Secret: stored by the client as eventUserId-{eventId}; never shown to anyone else. */
  user_id: string;
  /** The player's friend code when the event uses codes, else null. */
  user_code: string | null;
}

/** One cell of a player's grid, addressed by x (row) and y (column). */
export interface GridCell {
  x: number;
  y: number;
  /** The name the player entered for the person they met; null while the cell is empty. */
  connected_name: string | null;
  /** /media/ address of the selfie. */
  image: string | null;
  /** /media/ address of a small copy of the selfie (about 160 px) for grids, galleries and boards. */
  thumbnail: string | null;
  /** Registered name of the linked player when a friend code linked the two, else null. */
  user_name: string | null;
  /** The friend code entered, when the event uses codes. */
  code: string | null;
  liner: string | null;
  connected_at: string | null;
  /** True once the cell is filled: a cell is filled only once. */
  disabled: boolean;
}

/** GET /manage-game/{id}/get-user-matrix/ */
export interface UserMatrix {
  event_id: string;
  event_name: string;
  event_register_id: string;
  user_name: string;
  /** The 25 letters of the event's grid ('' while unset). */
  question: string[][];
  answer: GridCell[][];
  /** Own friend code; null in a read-only view of someone else's card. */
  user_code: string | null;
  voting_enabled: boolean;
  code_digits: number | null;
  total_connections: number;
  /** B I N G O letters lit. */
  score: boolean[];
  completed_at: string | null;
  /** 1 for the event's first player to light all five letters, 2 for the second, ...; null until completed. */
  completion_rank: number | null;
  /** True when opened with the player's secret user_id. */
  editable: boolean;
}

/** POST /manage-game/{id}/user-input/ : the connection made (also sent to live viewers as image_data). */
export interface ConnectionImage {
  /** The player who made the connection (their event_register_id), on the live boards' gallery. */
  event_register_id?: string;
  image: string;
  /** Small copy of the image (about 160 px); the full image only where it is shown large. */
  thumbnail: string | null;
  user_name: string | null;
  liner: string;
  connected_name: string;
  connected_at: string;
  code: string | null;
}

export interface UserInputResult extends ConnectionImage {
  x: number;
  y: number;
  score: boolean[];
  total_connections: number;
  completed_at: string | null;
}

/** A row of the game leaderboard (HTTP snapshot and sockets). */
export interface LeaderboardPlayer {
  event_register_id: string;
  user_name: string;
  /** Only sent to the event's hosts: friend codes are exchanged in person. */
  user_code: string | null;
  total_connections: number;
  score: boolean[];
  completed_at: string | null;
  /** event_register_ids of the players this player linked with a friend code. */
  connected_to: string[];
}

/** A row of the voting leaderboard. */
export interface VotingRow {
  event_register_id: string;
  name: string;
  vote_count: number;
  total_connections: number;
  completed_at: string | null;
  /** Hours from joining the event to completing the card. */
  time_taken: number | null;
}

/** GET /manage-game/{id}/hoogo-completed-players/ : completed players connected to me. */
export interface CompletedPlayer {
  user_name: string;
  event_register_id: string;
  voted: boolean;
  /** The selfie the voter took with this player (their linked connection), and its small copy. */
  image: string | null;
  thumbnail: string | null;
}
