import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import { players } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';

const randomCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Random tries before looking for a free code among all of them (events with 3 or 4 digits fill up). */
const RANDOM_CODE_TRIES = 20;
const SCANNABLE_DIGITS = 4;

/**
 * Friend codes handed out (players-repository.ts: a new player's, and a new one for a player whose code
 * no longer has the event's length): `withFreeCode` tries free codes until one is stored, the unique
 * index on event and code deciding between concurrent requests.
 */
export function createFriendCodes(db: Db) {
  /** A code of `digits` digits no player of the event holds: random first, then any free one. */
  async function* candidateCodes(eventId: string, digits: number): AsyncGenerator<string> {
    for (let i = 0; i < RANDOM_CODE_TRIES; i++) yield randomCode(digits);
    if (digits > SCANNABLE_DIGITS) throw new Refusal('noFreeCode');
    const taken = new Set(
      (await db.select({ code: players.userCode }).from(players).where(eq(players.eventId, eventId))).map(
        (row) => row.code,
      ),
    );
    const free = Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0')).filter(
      (code) => !taken.has(code),
    );
    // Concurrent registrations may take some of these too: each is tried once, in random order.
    while (free.length > 0) yield free.splice(randomInt(0, free.length), 1)[0] as string;
    throw new Refusal('noFreeCode');
  }

  /** Runs `attempt` with codes until one is not taken (the unique index decides, race-free). */
  async function withFreeCode<T>(eventId: string, digits: number, attempt: (code: string) => Promise<T>) {
    for await (const code of candidateCodes(eventId, digits)) {
      try {
        return await attempt(code);
      } catch (error) {
        if (!isUniqueViolation(error, 'players_event_code_unique')) throw error;
      }
    }
    throw new Refusal('noFreeCode');
  }

  return { withFreeCode };
}
