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
