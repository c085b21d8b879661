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
export const leaderboardSocketUrl = (port: number, event: SeededEvent) =>
  `ws://127.0.0.1:${port}${leaderboardPath(event)}?tz=Europe%2FBerlin`;
