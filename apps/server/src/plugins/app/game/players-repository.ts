import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import { type Player, players, users } from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { createFriendCodes } from './friend-codes.js';
import { displayName } from './player-name.js';

/** The secret player key (the API's `user_id`): 128 random bits. */
const newPlayerKey = () => randomBytes(16).toString('hex');

/**
 * The players: joining an event (`register`, once per account, with a friend code when the event uses
 * them; `ensureCode` when the event's code length changed) and finding a player by id, account, secret key, event_register_id or friend code.
 */
export function createPlayersRepository(db: Db, now: () => Date) {
  const { withFreeCode } = createFriendCodes(db);

  async function findById(id: string): Promise<Player | undefined> {
    const [player] = await db.select().from(players).where(eq(players.id, id)).limit(1);
    return player;
  }

  async function findForAccount(eventId: string, userId: string): Promise<Player | undefined> {
    const [player] = await db
      .select()
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.userId, userId)))
      .limit(1);
    return player;
  }

  /**
   * Gives the player a friend code of the event's length when it has none, or one of another length
   * (the hosts changed code_digits: an old code could no longer be typed).
   */
  async function ensureCode(player: Player, codeDigits: number | null): Promise<Player> {
    if (codeDigits === null || player.userCode?.length === codeDigits) return player;
    return withFreeCode(player.eventId, codeDigits, async (code) => {
      const [updated] = await db
        .update(players)
        .set({ userCode: code })
        .where(
          and(
            eq(players.id, player.id),
            or(isNull(players.userCode), ne(sql`length(${players.userCode})`, codeDigits)),
          ),
        )
        .returning();
      // A concurrent request gave the code first: keep that one.
      return updated ?? ((await findById(player.id)) as Player);
    });
  }

  return {
    findById,
    findForAccount,
    ensureCode,

    /** The player whose secret key this is. */
    async findByKey(playerKey: string): Promise<Player | undefined> {
      const [player] = await db.select().from(players).where(eq(players.playerKey, playerKey)).limit(1);
      return player;
    },

    async findByRegisterId(eventId: string, eventRegisterId: string): Promise<Player | undefined> {
      if (!isUuid(eventRegisterId)) return undefined;
      const [player] = await db
        .select()
        .from(players)
        .where(and(eq(players.eventId, eventId), eq(players.eventRegisterId, eventRegisterId.toLowerCase())))
        .limit(1);
      return player;
    },

    /** The player holding `code` in the event, with the name a connection linked to them shows. */
    async findByCode(eventId: string, code: string): Promise<{ player: Player; name: string } | undefined> {
      const [row] = await db
        .select({ player: players, name: users.name })
        .from(players)
        .innerJoin(users, eq(users.id, players.userId))
        .where(and(eq(players.eventId, eventId), eq(players.userCode, code)))
        .limit(1);
      return row && { player: row.player, name: displayName(row.name) };
    },

    /**
     * Registers the account in the event once: of concurrent registrations one inserts and the others
     * find its row (the unique index on event and account decides). `created` tells which.
     */
    async register(
      eventId: string,
      userId: string,
      codeDigits: number | null,
    ): Promise<{ player: Player; created: boolean }> {
      const insert = async (userCode: string | null) => {
        const [created] = await db
          .insert(players)
          .values({ eventId, userId, playerKey: newPlayerKey(), userCode, joinedAt: now() })
          .onConflictDoNothing({ target: [players.eventId, players.userId] })
          .returning();
        return created;
      };
      const created =
        codeDigits === null ? await insert(null) : await withFreeCode(eventId, codeDigits, insert);
      if (created) return { player: created, created: true };
      const existing = await findForAccount(eventId, userId);
      if (!existing) throw new Error('player vanished between insert and select');
      return { player: await ensureCode(existing, codeDigits), created: false };
    },

    async accountName(userId: string): Promise<string> {
      const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return displayName(user?.name ?? null);
    },
  };
}
