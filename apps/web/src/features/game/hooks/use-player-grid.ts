import { useMemo, useState } from 'react';
import { useEventInfo } from '@/lib/event-info';
import { readPlayerSnapshot } from '@/lib/player-snapshot';
import { storage } from '@/lib/storage';
import { useUserMatrix } from '../api/get-user-matrix';
import { rememberedEvent, usePlayerId } from '../api/register-player';
import { useStartPlaying } from '../api/start-playing';

/**
 * What the player page plays: the event, the player's key and their grid. Each starts from what this phone
 * already knows (the last snapshot, the last event played), so the page shows without network; a signed-in
 * phone's first game gets role, registration and card in one answer. A host who opens the page sees it as
 * a preview (`hostPreview`) and is not registered until `join` (Join as player).
 */
export function usePlayerGrid(eventName: string) {
  // The last event and grid shown on this phone: the page starts from them without network.
  const snapshot = useMemo(() => readPlayerSnapshot(eventName), [eventName]);
  const event = useEventInfo(eventName);
  // A signed-in phone without any player key (an attendee's first game): role, registration and card come
  // in one answer, asked together with the event. Decided once, before that answer stores a key.
  const [firstGame] = useState(() => Boolean(storage.get('refreshToken')) && !storage.hasAnyEventUserId());
  const start = useStartPlaying(eventName, firstGame);
  const started = start.data?.matrix
    ? {
        id: start.data.event_id,
        name: start.data.event_name,
        voting_enabled: start.data.matrix.voting_enabled,
        code_digits: start.data.matrix.code_digits,
      }
    : undefined;
  const known = event.data ?? snapshot?.event ?? started;
  // The event this phone last played has a known id: its grid is asked for with the event, not after it.
  const remembered = useMemo(() => rememberedEvent(eventName), [eventName]);
  const identity = known ? { id: known.id, name: known.name } : remembered;
  const eventId = identity?.id;
  // A host who opens the page sees it as a preview and is not registered (not counted, not on the board)
  // until they choose Join as player. Anyone else joins on opening, as before; a stored player key
  // (joined on this phone before) plays at once.
  const [joining, setJoining] = useState(false);
  const hasPlayerKey = Boolean(eventId && storage.getEventUserId(eventId));
  const hostPreview = !hasPlayerKey && !joining && event.data !== undefined && event.data.role !== null;
  // While the first game's answer is on its way, it is the registration: none is asked for beside it.
  const mayRegister =
    hasPlayerKey || joining || (event.data !== undefined && event.data.role === null && !start.isFetching);
  const playerId = usePlayerId(mayRegister ? identity : undefined);
  const userId = playerId.data;
  const lastKnown =
    snapshot && snapshot.userId === userId && snapshot.event.id === eventId ? snapshot : undefined;
  const matrix = useUserMatrix(eventId, userId ? { userId } : undefined, lastKnown);

  return {
    event,
    /** The event as far as known: the server's answer, the snapshot's or the first game's. */
    known,
    eventId,
    hostPreview,
    join: () => setJoining(true),
    playerId,
    userId,
    /** The snapshot the grid started from, when it is this player's. */
    lastKnown,
    matrix,
  };
}
