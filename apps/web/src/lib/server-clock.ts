/**
 * The server's clock as this device can tell it (docs/decisions/0079-the-games-time.md): every API answer
 * carries a `Date` header (to the second), and a device whose own clock is off by more than
 * SKEW_KEPT_MS counts the schedule down by the server's time instead, so a phone set three minutes fast
 * does not lock its grid three minutes before the server closes connections.
 */

/** Below this the device's own clock is kept: the header is rounded to the second, and answers take time. */
export const SKEW_KEPT_MS = 2_000;

let offsetMs = 0;

/** Learns the server's time from an answer's `Date` header, read as the answer arrived. */
export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  if (!header) return;
  const sent = Date.parse(header);
  if (Number.isNaN(sent)) return;
  // The header drops the milliseconds: the server's time was within the second after it.
  const offset = sent + 500 - receivedAt;
  offsetMs = Math.abs(offset) > SKEW_KEPT_MS ? offset : 0;
}

/** Now, by the server's clock as far as this device knows it. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
