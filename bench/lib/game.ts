import { connectionFields, multipart } from '@hoogo/testing/forms';
import type { HttpRequest } from './http.ts';
import { GRID, type SeededEvent } from './seed.ts';

export const API = '/api/hoogo';

/**
 * Hands out the empty cells of an event's seeded players, in order: cell n is cell n mod 25 (row by row)
 * of player floor(n / 25). Every submission gets its own cell, so none is refused as already filled.
 */
export function cellAllocator(event: SeededEvent) {
  let next = 0;
  return {
    take() {
      const n = next++;
      const player = event.players[Math.floor(n / 25)];
      if (!player) return null;
      const x = Math.floor((n % 25) / 5);
      const y = n % 5;
      return { player, x, y, letter: GRID[x]?.[y] as string };
    },
    get used() {
      return next;
    },
  };
}

export type Cell = NonNullable<ReturnType<ReturnType<typeof cellAllocator>['take']>>;

/**
 * Hands out the empty cells of the large (reads) event's listed players, each with the friend code the
 * seed would link there (seed.ts: listed player j is player i = j + 1, with n(i) cells filled row by row,
 * cell k linking player ((i + k) mod N) + 1), so every submission links another player by code and
 * never one the card already holds. The players take turns: concurrent submissions come from different
 * players, as at an event.
 */
export function linkedCellAllocator(event: SeededEvent & { playerCount: number }) {
  const filled = (i: number) => (i % 100 === 0 ? 25 : i % 21);
  /** Next cell of each listed player (index j: player j + 1). */
  const next = event.players.map((_, j) => filled(j + 1));
  let turn = 0;
  let used = 0;
  return {
    take(): (Cell & { code: string }) | null {
      for (let tries = 0; tries < next.length; tries++) {
        const j = (turn + tries) % next.length;
        const k = next[j] as number;
        const player = event.players[j];
        if (k >= 25 || !player) continue;
        next[j] = k + 1;
        turn = j + 1;
        used += 1;
        const x = Math.floor(k / 5);
        const y = k % 5;
        const code = String(((j + 1 + k) % event.playerCount) + 1).padStart(5, '0');
        return { player, x, y, letter: GRID[x]?.[y] as string, code };
      }
      return null;
    },
    get used() {
      return used;
    },
  };
}

export type CellSource = { take(): (Cell & { code?: string }) | null; readonly used: number };

/**
 * POST user-input for a cell, with the selfie, as the web app sends it. `tag` ends the connected name;
 * `code` is the friend code of the player met, for events that use codes.
 */
export function userInput(
  event: SeededEvent,
  cell: Cell,
  selfie: Buffer,
  tag: string,
  code?: string,
): HttpRequest {
  const { payload: body, contentType } = multipart(
    connectionFields({
      x: cell.x,
      y: cell.y,
      letter: cell.letter,
      name: `${cell.letter}lex ${tag}`,
      liner: 'We talked about load tests and coffee',
      code,
      image: { filename: 'selfie.jpg', type: 'image/jpeg', content: selfie },
    }),
  );
  return {
    method: 'POST',
    path: `${API}/manage-game/${event.name}/user-input/?user_id=${cell.player.key}`,
    headers: { 'content-type': contentType },
    body,
  };
}

/** The tag of a live connection_made message's connected name (`<letter>lex <prefix> <seq>`), or null. */
export function taggedSeq(message: unknown, prefix: string): number | null {
  const update = message as { type?: string; response?: { image_data?: { connected_name?: string } } };
  if (update.type !== 'connection_made') return null;
  const match = new RegExp(`${prefix} (\\d+)$`).exec(update.response?.image_data?.connected_name ?? '');
  return match ? Number(match[1]) : null;
}

export const leaderboardPath = (event: SeededEvent) => `${API}/manage-event/${event.name}/leaderboard/`;

/** Rows of the board window a benchmark viewer asks for (a big screen's page; core's default). */
export const BOARD_WINDOW = 50;

/** A public board socket on the first window of the board (core board-window.ts: `offset`, `limit`). */
export const leaderboardSocketUrl = (port: number, event: SeededEvent) =>
  `ws://127.0.0.1:${port}${leaderboardPath(event)}?tz=Europe%2FBerlin&offset=0&limit=${BOARD_WINDOW}`;

/** The HTTP board a new viewer loads: the first window. */
export const leaderboardWindowPath = (event: SeededEvent) =>
  `${leaderboardPath(event)}?offset=0&limit=${BOARD_WINDOW}`;
