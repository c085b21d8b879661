import type { UserMatrix } from '@hoogo/core';

/**
 * The last event and grid the player page showed, per event name, so a start without network shows the
 * last known grid and the queued connections instead of an error
 * (docs/decisions/0015-connections-on-a-bad-network.md: "Offline start"). Kept in local storage: it is small
 * (one 5x5 grid) and is wiped with the rest of the session on logout.
 */
export interface PlayerSnapshot {
  event: { id: string; name: string; voting_enabled: boolean; code_digits: number | null };
  userId: string;
  matrix: UserMatrix;
  savedAt: number;
}

const key = (eventName: string) => `playerSnapshot-${eventName.toLowerCase()}`;

export function readPlayerSnapshot(eventName: string): PlayerSnapshot | null {
  try {
    const raw = window.localStorage.getItem(key(eventName));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PlayerSnapshot;
    return parsed?.event?.id && parsed.userId && Array.isArray(parsed.matrix?.answer) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePlayerSnapshot(eventName: string, snapshot: Omit<PlayerSnapshot, 'savedAt'>): void {
  try {
    window.localStorage.setItem(key(eventName), JSON.stringify({ ...snapshot, savedAt: Date.now() }));
  } catch {
    // A full or disabled storage only costs the offline start its last known grid.
  }
}

/** Forgets the event's last known card (the player left the event: docs/data.md). */
export function clearPlayerSnapshot(eventName: string): void {
  try {
    window.localStorage.removeItem(key(eventName));
  } catch {
    // Storage that cannot be written holds nothing the app could still read.
  }
}
