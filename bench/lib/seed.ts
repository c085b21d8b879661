/**
 * Seeds a benchmark database directly with SQL (no API calls: 10,000 sign-ups through OTP mails would
 * take longer than the whole benchmark). Run as its own process, before the server starts: PGlite lives
 * inside one process, so the embedded database must be closed again before the server opens it.
 *
 *   node --import tsx bench/lib/seed.ts <out.json> [players]
 *     with DATABASE_URL (PostgreSQL) or PGLITE_DIR (embedded), and MEDIA_DIR (the server's DATA_DIR/media)
 *
 * Writes the ids the benchmark needs to <out.json> (see Seeded). With MEDIA_DIR, the seeded connections
 * point at a handful of real selfies (and their thumbnails) written there, so the boards' gallery and
 * the cards load images that exist.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { thumbnailImage } from '../../apps/server/src/plugins/app/media/images.ts';
import { makeSelfie } from './selfie.ts';

export const GRID = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'].map((row) => row.split(''));
const LETTERS = GRID.flat().join('');

export interface SeededPlayer {
  /** The secret player key (the API's user_id). */
  key: string;
  registerId: string;
}

export interface SeededEvent {
  id: string;
  name: string;
  players: SeededPlayer[];
}

export interface Seeded {
  /** The owner (a host) of every seeded event. */
  owner: { id: string; email: string };
  /** A few players, no connections: the fan-out and multi-instance parts fill their cells. */
  fanout: SeededEvent;
  /**
   * The large event: N players and ~10 N connections with friend codes (only the first 1,000 players
   * listed). The reads, submissions and large fan-out parts all run on it.
   */
  reads: SeededEvent & { playerCount: number; connectionCount: number; seedMs: number; selfies: number };
}

export const SEED_SIZES = {
  fanoutPlayers: 8,
  readPlayers: 10_000,
  listedReadPlayers: 1_000,
  /** Distinct selfie files the seeded connections point at. */
  selfies: 8,
};

/**
 * Writes `count` distinct photo-like selfies and their thumbnails into `mediaDir` under the keys the
 * server's disk store gives them (media-storage.ts: SHA-256 of the bytes plus the extension).
 */
async function writeSelfies(mediaDir: string, count: number) {
  mkdirSync(mediaDir, { recursive: true });
  const files: Array<{ image: string; thumbnail: string }> = [];
  const store = (bytes: Buffer, ext: string) => {
    const key = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
    writeFileSync(path.join(mediaDir, key), bytes);
    return key;
  };
  for (let n = 0; n < count; n++) {
    const selfie = await makeSelfie(600, 1_000 + n);
    const thumbnail = await thumbnailImage(selfie);
    files.push({ image: store(selfie, 'jpg'), thumbnail: store(thumbnail.bytes, thumbnail.ext) });
  }
  return files;
}

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: seed.ts <out.json> [players]');
  const readPlayers = Number(process.argv[3] ?? SEED_SIZES.readPlayers);
  if (!Number.isInteger(readPlayers) || readPlayers < 100 || readPlayers > 99_999)
    throw new Error(
      `players must be a whole number from 100 to 99,999 (5-digit friend codes): ${process.argv[3]}`,
    );
  const mediaDir = process.env.MEDIA_DIR;
  const selfies = mediaDir ? await writeSelfies(mediaDir, SEED_SIZES.selfies) : [];
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.PGLITE_DIR ?? 'memory://',
    // Seeding 50,000 players' connections is one long statement: not bounded like the server's queries.
    timeouts: { connectMs: 10_000, statementMs: 30 * 60_000 },
  });
  await database.migrate();
  const { db } = database;
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };

  const [owner] = await rows<{ id: string }>(sql`
    insert into users (email, name, email_verified_at) values ('bench-owner@example.com', 'Bench Owner', now())
    returning id`);
  if (!owner) throw new Error('owner not created');

  async function event(name: string, codeDigits: number | null, playerCount: number): Promise<string> {
    const [created] = await rows<{ id: string }>(sql`
      insert into events (name, code_digits, matrix, owner_id)
      values (${name}, ${codeDigits}, ${JSON.stringify(GRID)}::jsonb, ${owner?.id}) returning id`);
    if (!created) throw new Error(`event ${name} not created`);
    await db.execute(
      sql`insert into event_hosts (event_id, user_id, role) values (${created.id}, ${owner?.id}, 'Owner')`,
    );
    // Player i: account bench-<event>-<i>@example.com, key md5 of it, friend code i (when the event uses codes).
    await db.execute(sql`
      with accounts as (
        insert into users (email, name, email_verified_at)
        select format('bench-%s-%s@example.com', lower(${name}), i), format('Player %s', i), now()
        from generate_series(1, ${playerCount}::int) as i
        returning id, email
      )
      insert into players (event_id, user_id, player_key, user_code, joined_at)
      select ${created.id}::uuid, accounts.id, md5(accounts.email),
        case when ${codeDigits}::int is null then null
          else lpad(split_part(split_part(accounts.email, '@', 1), '-', 3), ${codeDigits ?? 0}::int, '0') end,
        now()
      from accounts`);
    return created.id;
  }

  async function players(eventId: string, limit: number): Promise<SeededPlayer[]> {
    return rows<SeededPlayer>(sql`
      select p.player_key as "key", p.event_register_id as "registerId"
      from players p join users u on u.id = p.user_id
      where p.event_id = ${eventId}
      order by length(u.email), u.email limit ${limit}`);
  }

  const fanoutId = await event('BenchFanout', null, SEED_SIZES.fanoutPlayers);

  const started = performance.now();
  const readsId = await event('BenchReads', 5, readPlayers);
  // Player i fills its first n(i) cells row by row, n(i) = i mod 21 (0..20, ~10 on average); every 100th
  // player fills all 25 and has completed the card. Cell k links, by friend code, player ((i + k) mod N) + 1.
  // Its selfie is seeded file (i + k) mod count when MEDIA_DIR was given (else a key with no file: 404s).
  const imageKeys = selfies.length ? selfies.map((file) => file.image) : [`${'0'.repeat(64)}.jpg`];
  const thumbnailKeys = selfies.length ? selfies.map((file) => file.thumbnail) : [''];
  // A bulk load into a database no server has open yet, so no answer is kept: the card-version triggers
  // (migration 0011) would update a player's row for each of its ~10 connections, and bump the later
  // completers at each completion. Off for the load, on again before any server starts.
  await db.execute(sql`alter table connections disable trigger user`);
  await db.execute(sql`alter table players disable trigger user`);
  await db.execute(sql`
    with numbered as (
      select id, user_code::int as i from players where event_id = ${readsId}
    ), counts as (
      select id, i, case when i % 100 = 0 then 25 else i % 21 end as n from numbered
    ), files as (
      select (ordinality - 1)::int as f, image_key, nullif(thumbnail_key, '') as thumbnail_key
      from unnest(string_to_array(${imageKeys.join(',')}, ','), string_to_array(${thumbnailKeys.join(',')}, ','))
        with ordinality as t(image_key, thumbnail_key)
    )
    insert into connections
      (event_id, player_id, x, y, letter, connected_name, liner, image_key, thumbnail_key, code,
       connected_player_id, created_at)
    select ${readsId}::uuid, counts.id, k / 5, k % 5, substr(${LETTERS}, k + 1, 1),
      substr(${LETTERS}, k + 1, 1) || 'lex Bench ' || k, 'We talked about load tests and coffee',
      files.image_key, files.thumbnail_key,
      linked.user_code, linked.id, now() - make_interval(secs => (counts.i * 25 + k))
    from counts
    cross join lateral generate_series(0, counts.n - 1) as k
    join files on files.f = (counts.i + k) % ${imageKeys.length}::int
    join players linked on linked.event_id = ${readsId}
      and linked.user_code = lpad((((counts.i + k) % ${readPlayers}::int) + 1)::text, 5, '0')`);
  // Scores as the server computes them: filled rows are bingos; 25 cells are 5 (capped) and complete.
  await db.execute(sql`
    update players p set
      total_connections = c.n,
      bingos = least(5, c.n / 5),
      completed_at = case when c.n = 25 then now() - interval '1 minute' * (p.user_code::int % 60) end
    from (select player_id, count(*)::int as n from connections where event_id = ${readsId} group by player_id) c
    where p.id = c.player_id`);
  await db.execute(sql`alter table connections enable trigger user`);
  await db.execute(sql`alter table players enable trigger user`);
  await db.execute(sql`analyze`);
  const seedMs = performance.now() - started;
  const [counted] = await rows<{ players: number; connections: number }>(sql`
    select (select count(*)::int from players where event_id = ${readsId}) as players,
           (select count(*)::int from connections where event_id = ${readsId}) as connections`);

  const seeded: Seeded = {
    owner: { id: owner.id, email: 'bench-owner@example.com' },
    fanout: { id: fanoutId, name: 'BenchFanout', players: await players(fanoutId, SEED_SIZES.fanoutPlayers) },
    reads: {
      id: readsId,
      name: 'BenchReads',
      players: await players(readsId, SEED_SIZES.listedReadPlayers),
      playerCount: counted?.players ?? 0,
      connectionCount: counted?.connections ?? 0,
      seedMs,
      selfies: selfies.length,
    },
  };
  writeFileSync(out, JSON.stringify(seeded));
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
