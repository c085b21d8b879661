import { type SQL, sql } from 'drizzle-orm';
import { players, users } from '../../src/db/schema.js';
import type { TestApp } from './app.js';

/**
 * Rows written straight into the database for the results, exports and insights tests: a finished game
 * is the setting there, and thousands of players through the API would take minutes.
 */

export async function rowsOf<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface SeedPlayer {
  name: string | null;
  email: string;
  bingos?: number;
  total?: number;
  /** An ISO time, or a PostgreSQL timestamp literal with microseconds. */
  completedAt?: string | null;
  joinedAt?: string;
  removedAt?: string | null;
  userCode?: string | null;
}

export interface SeededPlayer {
  id: string;
  eventRegisterId: string;
  email: string;
}

export async function seedPlayer(t: TestApp, eventId: string, player: SeedPlayer): Promise<SeededPlayer> {
  const [user] = await rowsOf<{ id: string }>(
    t,
    sql`insert into users (email, name) values (${player.email}, ${player.name}) returning id`,
  );
  const [row] = await rowsOf<{ id: string; event_register_id: string }>(
    t,
    sql`insert into players (event_id, user_id, player_key, user_code, bingos, total_connections, completed_at,
        joined_at, removed_at)
      values (${eventId}, ${user?.id}, md5(random()::text || ${player.email}), ${player.userCode ?? null},
        ${player.bingos ?? 0}, ${player.total ?? 0}, ${player.completedAt ?? null}::timestamptz,
        coalesce(${player.joinedAt ?? null}::timestamptz, now()), ${player.removedAt ?? null}::timestamptz)
      returning id, event_register_id`,
  );
  if (!row) throw new Error(`player ${player.email} not seeded`);
  return { id: row.id, eventRegisterId: row.event_register_id, email: player.email };
}

export interface SeedConnection {
  x: number;
  y: number;
  letter?: string;
  connectedName?: string;
  liner?: string;
  linked?: SeededPlayer;
  createdAt: string;
  hiddenCause?: 'host' | 'player_removed';
}

export async function seedConnection(
  t: TestApp,
  eventId: string,
  player: SeededPlayer,
  connection: SeedConnection,
): Promise<string> {
  const hidden = connection.hiddenCause ?? null;
  const [row] = await rowsOf<{ id: string }>(
    t,
    sql`insert into connections (event_id, player_id, x, y, letter, connected_name, liner, image_key,
        connected_player_id, created_at, hidden_at, hidden_cause)
      values (${eventId}, ${player.id}, ${connection.x}, ${connection.y}, ${connection.letter ?? 'A'},
        ${connection.connectedName ?? 'Someone'}, ${connection.liner ?? 'We talked'}, 'seed.jpg',
        ${connection.linked?.id ?? null}, ${connection.createdAt}::timestamptz,
        ${hidden === null ? null : connection.createdAt}::timestamptz, ${hidden})
      returning id`,
  );
  if (!row) throw new Error('connection not seeded');
  return row.id;
}

export async function seedVote(t: TestApp, eventId: string, voter: SeededPlayer, voted: SeededPlayer) {
  await t.db.database.db.execute(
    sql`insert into votes (event_id, voter_player_id, voted_player_id) values (${eventId}, ${voter.id}, ${voted.id})`,
  );
}

/**
 * `count` players of the event in one statement: player i (1-based) is named by `name(i)` in SQL, has
 * i mod 26 connections (capped at 25), i mod 6 bingos and, every 7th, a completion i seconds after `base`.
 */
export async function seedManyPlayers(
  t: TestApp,
  eventId: string,
  count: number,
  nameSql: SQL,
  base: string,
) {
  await t.db.database.db.execute(sql`
    with accounts as (
      insert into users (email, name)
      select format('many-%s@example.com', i), ${nameSql}
      from generate_series(1, ${count}::int) as i
      returning id, email
    )
    insert into players (event_id, user_id, player_key, bingos, total_connections, completed_at)
    select ${eventId}::uuid, accounts.id, md5(accounts.email), n % 6, least(n % 26, 25),
      case when n % 7 = 0 then ${base}::timestamptz + make_interval(secs => n) end
    from accounts, lateral (select split_part(split_part(accounts.email, '@', 1), '-', 2)::int as n) numbered`);
}

export interface InsertedPlayers {
  /** `${prefix}${i}@example.com` for player i (0-based). */
  prefix: string;
  /** The account's name of player i: `Player ${i}` unless given. */
  name?: (i: number) => string;
  /** More columns of player i's row, over the player key `${prefix}-key-${i}`. */
  row?: (i: number) => Partial<typeof players.$inferInsert>;
}

/**
 * `count` accounts and their players of the event in two inserts through drizzle: many players as the
 * setting of a size or order test.
 */
export async function insertPlayers(t: TestApp, eventId: string, count: number, options: InsertedPlayers) {
  const { prefix, name = (i) => `Player ${i}`, row = () => ({}) } = options;
  const accounts = await t.app.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `${prefix}${i}@example.com`, name: name(i) })))
    .returning({ id: users.id });
  await t.app.db.insert(players).values(
    accounts.map((account, i) => ({
      eventId,
      userId: account.id,
      playerKey: `${prefix}-key-${i}`,
      ...row(i),
    })),
  );
}
