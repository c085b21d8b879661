/** The PostgreSQL error behind a failed query: drizzle wraps the driver's error in `cause`. */
function driverError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  return (typeof cause === 'object' && cause !== null ? cause : error) as { code?: unknown };
}

/** Whether `error` is a unique violation (SQLSTATE 23505) of the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driver = driverError(error);
  return driver?.code === '23505' && driver.constraint === constraint;
}

/**
 * Whether `error` is a data exception (SQLSTATE class 22: a value the column cannot take, such as an
 * invalid byte sequence or an out-of-range number). The request's data caused it: a 400, not a 500.
 */
export function isDataException(error: unknown): boolean {
  const code = driverError(error)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * Whether `error` is a deadlock PostgreSQL broke by aborting this transaction (SQLSTATE 40P01): the
 * transaction was rolled back whole and may simply run again.
 */
export function isDeadlock(error: unknown): boolean {
  return driverError(error)?.code === '40P01';
}

/** How often a transaction runs again after PostgreSQL broke a deadlock by aborting it. */
const DEADLOCK_TRIES = 3;

/**
 * Runs the transaction `run` again when PostgreSQL aborted it to break a deadlock (a player entering a
 * friend code locks their own row, then the linked player's: a removal under way can meet it the other
 * way round). The aborted transaction changed nothing. Both sides retry: a submission as well as a
 * moderation action.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_TRIES) throw error;
    }
  }
}
