import { apiPath, type EventStatus, type UserMatrix } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { api } from '@/lib/api-client';
import { patchEventInfo } from '@/lib/event-info-cache';
import { isStatusMessage, useLiveSocket } from '@/lib/live-socket';
import { userMatrixQueryKey } from '../api/get-user-matrix';
import { useSetVotingFlag } from './use-set-voting-flag';

/**
 * While the socket is not open (a venue proxy that drops WebSockets, a server restarting) the same status
 * is read over plain HTTP this often, so voting and grid changes still arrive.
 */
export const STATUS_POLL_MS = 20_000;

/**
 * Whether a status's moderation field asks this phone to fetch its card again
 * (docs/decisions/0043-moderation-on-the-phone-and-the-big-screen.md): `previous` is the version last seen
 * (null: none yet, the card was loaded with the current one). A version one above the last lists the players
 * whose card the action changed ([] means everyone); any other change means versions were missed (or the
 * count started over), and so does any change after `resync` (the channel was closed meanwhile).
 */
export function moderationRefetch(
  previous: number | null,
  moderation: { version: number; players: string[] },
  eventRegisterId: string | undefined,
  resync: boolean,
): boolean {
  if (previous === null || moderation.version === previous) return false;
  if (resync || moderation.version !== previous + 1) return true;
  return (
    moderation.players.length === 0 ||
    (eventRegisterId !== undefined && moderation.players.includes(eventRegisterId))
  );
}

/**
 * The player pages listen to the event's own status channel as the public (never to the leaderboard,
 * whose first frame is the whole board): when the host turns voting on or off the cached event and matrix
 * take the new flag, so the form and the buttons change without a reload; a new grid_version refetches
 * the player's matrix, and so does a host's moderation of this player's card (moderationRefetch; the own
 * `eventRegisterId` tells whether the last action concerns this phone). Answers the latest status (counts
 * included), null until the first message.
 * `onReconnect` runs each time the socket opens again after a close: the server is reachable again. While
 * the socket is down the status is read over HTTP every STATUS_POLL_MS.
 */
export function useLiveVotingFlag(
  eventName: string,
  eventId: string | undefined,
  { onReconnect, eventRegisterId }: { onReconnect?: () => void; eventRegisterId?: string } = {},
): EventStatus | null {
  const queryClient = useQueryClient();
  const setVotingFlag = useSetVotingFlag(eventName, eventId);
  const [status, setStatus] = useState<EventStatus | null>(null);
  const gridVersion = useRef<string | null>(null);
  const moderationVersion = useRef<number | null>(null);
  // Set when the channel was closed: the next moderation version that differs was maybe not the only one.
  const resync = useRef(false);
  const opened = useRef(false);

  const apply = (next: EventStatus) => {
    if (!eventId) return;
    setStatus(next);
    if (typeof next.voting_enabled === 'boolean') setVotingFlag(next.voting_enabled);
    if (next.code_digits !== undefined) {
      patchEventInfo(queryClient, eventName, { code_digits: next.code_digits });
      queryClient.setQueriesData<UserMatrix>({ queryKey: userMatrixQueryKey(eventId) }, (matrix) =>
        matrix ? { ...matrix, code_digits: next.code_digits } : matrix,
      );
    }
    // The first version is the one the matrix was loaded with; a later different one is a new grid.
    const previous = gridVersion.current;
    gridVersion.current = next.grid_version;
    let refetch = previous !== null && previous !== next.grid_version;
    if (next.moderation) {
      const seen = moderationVersion.current;
      refetch ||= moderationRefetch(seen, next.moderation, eventRegisterId, resync.current);
      moderationVersion.current = next.moderation.version;
      resync.current = false;
    }
    if (refetch) void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(eventId) });
  };
  const applyRef = useLatest(apply);

  const socket = useLiveSocket<unknown>({
    eventId,
    board: 'status',
    heartbeat: true,
    onOpen: () => {
      if (opened.current) {
        resync.current = true;
        onReconnect?.();
      }
      opened.current = true;
    },
    onMessage: (message) => {
      if (isStatusMessage(message)) apply(message.response);
    },
  });

  useEffect(() => {
    if (!eventId || socket === 'open') return;
    const timer = setInterval(() => {
      api
        .get(apiPath('eventStatus', { id: eventId }))
        .then(({ response }) => applyRef.current(response))
        .catch(() => {
          // No answer either: the socket's own retries and the next tick try again.
        });
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [eventId, socket]);

  return status;
}
