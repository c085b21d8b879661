/**
 * The event's connections as the database holds them, for the rehearsal's lost-or-doubled check
 * (bench/event/run.ts): each row with its player key, cell, typed name, whether it is hidden and the
 * Idempotency-Key it was stored under. Run after the servers stopped (the embedded database is one
 * process's) or beside them (PostgreSQL).
 *
 *   node --import tsx bench/event/stored-connections.ts <event id> <output.json>
 *     with DATABASE_URL (PostgreSQL) or PGLITE_DIR (embedded: the server's DATA_DIR/pglite)
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/index.ts';

export interface StoredConnection {
  player_key: string;
  x: number;
  y: number;
  connected_name: string;
  hidden: boolean;
  /** The Idempotency-Key of the submission that stored it (null: stored without one). */
  key: string | null;
}

async function main() {
  const [eventId, output] = process.argv.slice(2);
  if (!eventId || !output) throw new Error('usage: stored-connections.ts <event id> <output.json>');
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.PGLITE_DIR ?? 'memory://',
  });
  try {
    const result = (await database.db.execute(sql`
      select p.player_key, c.x, c.y, c.connected_name, c.hidden_at is not null as hidden, s.key
      from connections c
      join players p on p.id = c.player_id
      left join connection_submissions s on s.connection_id = c.id
      where c.event_id = ${eventId}`)) as unknown as { rows: StoredConnection[] };
    writeFileSync(output, JSON.stringify(result.rows));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
