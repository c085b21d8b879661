import type { UserMatrix } from '@hoogo/core';
import { useState } from 'react';

/** A connection of the player's that a host hid. */
export type HiddenConnection = NonNullable<UserMatrix['hidden_connections']>[number];

const noticeKey = (hidden: HiddenConnection) => `${hidden.x}-${hidden.y}-${hidden.hidden_at}`;

/**
 * The notices of the player's connections a host hid, while their cell is still empty: each until the
 * player closes it (by x-y-hidden_at, so a later hide of the same cell says so again).
 */
export function useHiddenNotices(data: UserMatrix | undefined) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const notices = (data?.hidden_connections ?? []).filter(
    (h) => !dismissed.has(noticeKey(h)) && !data?.answer[h.x]?.[h.y]?.connected_name,
  );
  return {
    notices,
    dismiss: (hidden: HiddenConnection) => setDismissed((set) => new Set(set).add(noticeKey(hidden))),
  };
}
