import {
  type ApiRouteName,
  apiPath,
  LIVE_CLOSE_FORBIDDEN,
  type LiveAuthError,
  SOCKET_RECONNECT_DELAY_MS,
  STATUS_HEARTBEAT_MS,
  STATUS_HEARTBEAT_TIMEOUT_MS,
  STATUS_PING,
  StatusCode,
  type StatusSocketMessage,
} from '@hoogo/core';
import { useEffect, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { type QueryParams, refreshAccessToken, socketUrl } from './api-client';
import { reportReachable } from './connectivity';
import { storage } from './storage';

/**
 * The two live boards of an event (docs/decisions/0009-live.md), the player pages' small status channel
 * (voting flag, grid version, counts) that never carries board rows, and the hosts' activity feed
 * (token required).
 */
export type LiveBoard = 'leaderboard' | 'vote-leaderboard' | 'status' | 'activity' | 'screen' | 'remote';

/** The route-table call whose GET path each socket upgrades (packages/core/src/api/routes.ts). */
const boardRoutes = {
  leaderboard: 'leaderboard',
  'vote-leaderboard': 'voteLeaderboard',
  status: 'eventStatus',
  activity: 'activity',
  // A big screen's socket and the hosts' remote (docs/decisions/0080-the-remote.md).
  screen: 'screenSocket',
  remote: 'remoteSocket',
} as const satisfies Record<LiveBoard, ApiRouteName>;

/** Normal closure: the voting socket stays closed after it. */
export const NORMAL_CLOSURE = 1000;

/** ws(s)://{host}/api/hoogo/manage-event/{id}/{board}/?tz={zone}[&token={access token}][&{query}] */
export function liveSocketUrl(
  eventId: string,
  board: LiveBoard,
  token: string | null,
  query: QueryParams = {},
): string {
  return socketUrl(apiPath(boardRoutes[board], { id: eventId }), {
    ...query,
    token: token || undefined,
  });
}

/** Sends a JSON message on the socket when it is open; false when it is not (the message is dropped). */
export type LiveSend = (message: object) => boolean;

function isAuthError(message: unknown): message is LiveAuthError {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'error' &&
    (message as { statusCode?: unknown }).statusCode === StatusCode.TokenInvalid
  );
}

/** A frame of the status channel: the event's status (a pong or anything else is not one). */
export function isStatusMessage(message: unknown): message is StatusSocketMessage {
  const m = message as Partial<StatusSocketMessage> | null;
  return m?.type === 'status' && typeof m.response === 'object' && m.response !== null;
}

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions<M> {
  /** No socket until the event id is known. */
  eventId: string | undefined;
  board: LiveBoard;
  /** Send the stored access token (host screens); the player pages listen as the public. */
  withToken?: boolean;
  /** Every parsed message except the auth error, which the hook handles itself. */
  onMessage: (message: M) => void;
  /** Each time the socket opens: the server is reachable again after a reconnect. */
  onOpen?: () => void;
  /** Read at each connect: the query the socket opens with (the game board's window). */
  query?: () => QueryParams;
  /** Set to the open socket's send while there is one, for a board the client talks to. */
  sender?: { current: LiveSend | null };
  /**
   * Ask the server for a pong every STATUS_HEARTBEAT_MS (the status channel answers them): a socket with
   * no message within STATUS_HEARTBEAT_TIMEOUT_MS of a ping is dead (the internet behind the Wi-Fi is
   * down), so it is said unreachable, closed and opened again.
   */
  heartbeat?: boolean;
}

function isPong(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'pong';
}

/**
 * One live socket with the product's reconnect rules: the game board reconnects 3 s after any close,
 * the voting board 3 s after any close but a normal one (1000), and no socket after a refusal of a
 * non-host (4003, the hosts' activity feed). An auth error (statusCode 1000) refreshes
 * the access token once and reconnects at once with the new one. Everything stops on unmount. Each
 * socket tells the app whether the server is reachable (lib/connectivity.ts): a frame, yes; a socket
 * closed before any frame or a missed heartbeat, no.
 */
export function useLiveSocket<M>({
  eventId,
  board,
  withToken = false,
  onMessage,
  onOpen,
  query,
  sender,
  heartbeat = false,
}: LiveSocketOptions<M>) {
  const onMessageRef = useLatest(onMessage);
  const onOpenRef = useLatest(onOpen);
  const queryRef = useLatest(query);
  const senderRef = useLatest(sender);
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!eventId) return;
    let disposed = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pinger: ReturnType<typeof setInterval> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const stopHeartbeat = () => {
      clearInterval(pinger);
      clearTimeout(deadline);
      deadline = undefined;
    };
    // Set while a token refresh runs: the server's close that follows the auth error must not reconnect too.
    let refreshing = false;

    const connect = () => {
      if (disposed) return;
      setStatus('connecting');
      const token = withToken ? storage.get('accessToken') : null;
      const ws = new WebSocket(liveSocketUrl(eventId, board, token, queryRef.current?.()));
      socket = ws;
      // The server's first frame, not the open: a proxy or a captive portal may accept a socket and send nothing.
      let answered = false;
      ws.onopen = () => {
        if (socket !== ws) return;
        if (heartbeat) {
          stopHeartbeat();
          pinger = setInterval(() => {
            if (socket !== ws || deadline !== undefined) return;
            ws.send(STATUS_PING);
            deadline = setTimeout(() => {
              if (socket !== ws) return;
              // No answer to the ping: the socket only looks open. Said so at once, and opened again.
              stopHeartbeat();
              reportReachable(false);
              socket = null;
              if (senderRef.current) senderRef.current.current = null;
              ws.close(NORMAL_CLOSURE);
              setStatus('closed');
              clearTimeout(timer);
              timer = setTimeout(connect, SOCKET_RECONNECT_DELAY_MS);
            }, STATUS_HEARTBEAT_TIMEOUT_MS);
          }, STATUS_HEARTBEAT_MS);
        }
        if (senderRef.current) {
          senderRef.current.current = (message) => {
            if (socket !== ws || ws.readyState !== WebSocket.OPEN) return false;
            ws.send(JSON.stringify(message));
            return true;
          };
        }
        setStatus('open');
        onOpenRef.current?.();
      };
      ws.onmessage = (event: MessageEvent) => {
        if (socket !== ws) return;
        // Any message shows the socket alive, as a pong does.
        clearTimeout(deadline);
        deadline = undefined;
        answered = true;
        reportReachable(true);
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (isPong(data)) return;
        if (isAuthError(data)) {
          if (refreshing) return;
          refreshing = true;
          socket = null;
          ws.close(NORMAL_CLOSURE);
          refreshAccessToken()
            .then(() => {
              refreshing = false;
              connect();
            })
            .catch(() => {
              // The api client already told the user the session ended and sends them to /login.
              refreshing = false;
              if (!disposed) setStatus('closed');
            });
          return;
        }
        onMessageRef.current(data as M);
      };
      ws.onclose = (event: CloseEvent) => {
        if (socket !== ws || disposed || refreshing) return;
        socket = null;
        stopHeartbeat();
        // A socket closed before any frame found no server (a refusal of a non-host aside); one closed
        // after frames says nothing of the network.
        if (!answered && event.code !== LIVE_CLOSE_FORBIDDEN) reportReachable(false);
        if (senderRef.current) senderRef.current.current = null;
        setStatus('closed');
        if (board === 'vote-leaderboard' && event.code === NORMAL_CLOSURE) return;
        // Not (or no longer) a host of the event: asking again would be refused again.
        if (event.code === LIVE_CLOSE_FORBIDDEN) return;
        clearTimeout(timer);
        timer = setTimeout(connect, SOCKET_RECONNECT_DELAY_MS);
      };
    };

    connect();
    return () => {
      disposed = true;
      clearTimeout(timer);
      stopHeartbeat();
      if (senderRef.current) senderRef.current.current = null;
      const open = socket;
      socket = null;
      open?.close(NORMAL_CLOSURE);
    };
  }, [eventId, board, withToken, heartbeat]);

  return status;
}
