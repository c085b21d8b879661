import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { isNetworkError } from '@/lib/api-client';
import { useConnectivity } from '@/lib/connectivity';
import { eventInfoKeys } from '@/lib/event-info';
import { userMatrixQueryKey } from '../api/get-user-matrix';

/** While a load failed for want of network, it is tried again this often (besides online and reconnect). */
const NETWORK_RETRY_MS = 10_000;
/** How long "You're back online" stays after the connection came back. */
const BACK_ONLINE_NOTICE_MS = 5000;

/**
 * The player page without network, and its way back: `retryFailed` asks again whatever failed for want of
 * network (the event, the grid, the player's key) and sends the outbox; it runs every NETWORK_RETRY_MS
 * while a load failed so, and at once when the connection comes back (`backOnline` then says so for a few
 * seconds). `offlineError` is the first load that failed for want of network.
 */
export function useNetworkRecovery({
  eventName,
  eventId,
  player,
  errors,
  flush,
}: {
  eventName: string;
  eventId: string | undefined;
  player: { isError: boolean; refetch: () => unknown };
  /** The page's loads' errors: the event's, the player key's, the grid's. */
  errors: unknown[];
  flush: () => unknown;
}) {
  const queryClient = useQueryClient();
  // Whatever failed for want of network is asked again: the server is reachable once the channel reopens.
  const playerFailed = player.isError;
  const refetchPlayer = player.refetch;
  const retryFailed = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: eventInfoKeys.all(eventName), type: 'active' });
    if (eventId) void queryClient.refetchQueries({ queryKey: userMatrixQueryKey(eventId), type: 'active' });
    if (playerFailed) void refetchPlayer();
    void flush();
  }, [queryClient, eventName, eventId, playerFailed, refetchPlayer, flush]);

  const connectivity = useConnectivity();
  const online = connectivity === 'online';
  const offlineError = errors.find(isNetworkError);
  useEffect(() => {
    if (!offlineError) return;
    const timer = setInterval(retryFailed, NETWORK_RETRY_MS);
    return () => clearInterval(timer);
  }, [offlineError, retryFailed]);

  // The connection came back (the browser's, or an answer after calls and the socket got none): said
  // for a few seconds, and whatever failed meanwhile is asked again at once.
  const [backOnline, setBackOnline] = useState(false);
  const wasOnline = useRef(online);
  const retryFailedRef = useLatest(retryFailed);
  useEffect(() => {
    if (online === wasOnline.current) return;
    wasOnline.current = online;
    setBackOnline(online);
    if (!online) return;
    retryFailedRef.current();
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return { retryFailed, connectivity, online, offlineError, backOnline };
}
