import { messages } from '@hoogo/core';
import { useCallback, useEffect, useReducer } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { u } from '../hooks/use-venue-size';
import {
  emptyToastQueue,
  expireToast,
  pushToast,
  ROOM_TOAST_MS,
  type RoomEvent,
  type RoomToast,
  type ToastQueue,
} from '../utils/venue';

type Action = { type: 'push'; event: RoomEvent } | { type: 'expire'; id: number };

function reducer(queue: ToastQueue, action: Action): ToastQueue {
  return action.type === 'push' ? pushToast(queue, action.event) : expireToast(queue, action.id);
}

/** The board's live toasts: at most MAX_TOASTS at once, the rest queued and merged by kind. */
export function useRoomToasts() {
  const [queue, dispatch] = useReducer(reducer, emptyToastQueue);
  const push = useCallback((event: RoomEvent) => dispatch({ type: 'push', event }), []);
  const expire = useCallback((id: number) => dispatch({ type: 'expire', id }), []);
  return { toasts: queue.visible, push, expire };
}

function Toast({ toast, onExpire }: { toast: RoomToast; onExpire: (id: number) => void }) {
  const onExpireRef = useLatest(onExpire);
  useEffect(() => {
    const timer = window.setTimeout(() => onExpireRef.current(toast.id), ROOM_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <li
      data-testid="room-toast"
      data-kind={toast.kind}
      className="rounded-2xl bg-white font-bold text-brand-950 shadow-2xl ring-4 ring-accent-300"
      style={{ padding: `${u(1.2)} ${u(2)}`, fontSize: u(2.8), lineHeight: 1.2 }}
    >
      {toast.text}
    </li>
  );
}

/**
 * Large toasts over the lower end of the side column (the gallery), so the leaderboard's rows stay
 * readable; full width at the bottom on a narrow screen.
 */
export function RoomToasts({
  toasts,
  onExpire,
}: {
  toasts: readonly RoomToast[];
  onExpire: (id: number) => void;
}) {
  return (
    <ol
      aria-live="polite"
      aria-label={messages.venue.liveUpdates}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col lg:start-auto"
      style={{ gap: u(1), insetInlineEnd: u(2), bottom: u(2), width: `min(${u(50)}, calc(100vw - 1.5rem))` }}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onExpire={onExpire} />
      ))}
    </ol>
  );
}
