/**
 * The returning attendees' accounts, made before the server starts: people who signed up at an earlier
 * event, so they sign in with a code instead of registering. Written with SQL straight into the database
 * (as bench/lib/seed.ts does) rather than through the API: their sign-ups happened on other days, and
 * through the API they would spend the run's own per-address and mail budgets before it starts.
 *
 *   node --import tsx bench/rush/seed-accounts.ts <count>
 *     with DATABASE_URL (PostgreSQL) or PGLITE_DIR (embedded: the server's DATA_DIR/pglite)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/index.ts';

async function main() {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`usage: seed-accounts.ts <count>, got ${process.argv[2]}`);
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: process.env.PGLITE_DIR ?? 'memory://',
  });
  await database.migrate();
  if (count > 0)
    await database.db.execute(sql`
      -- the emails of attendee.ts's returningEmail
      insert into users (email, name, email_verified_at, created_at)
      select format('rush-returning-%s@example.com', i), format('Returning %s', i), now() - interval '30 days',
        now() - interval '30 days'
      from generate_series(0, ${count - 1}::int) as i`);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
