import { type GridCell, messages, StatusCode } from '@hoogo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ConnectionDraft,
  cellKey,
  deleteDraft,
  isWaitingToSend,
  listDrafts,
  subscribeDrafts,
} from '@/lib/connection-drafts';
import { notify } from '@/lib/toast';
import { useSendDraft } from './use-send-draft';

/** Waits between automatic retries while the network fails: 5 s, doubling up to a minute. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

/** How a cell with a local draft shows on the grid. */
export type LocalCellState = 'draft' | 'waiting' | 'sending' | 'refused';

export interface LocalCell {
  state: LocalCellState;
  draft: ConnectionDraft;
  /** Object URL of the draft's photo while it is waiting, sending or refused. */
  photoUrl: string | null;
}

function refusalText(draft: ConnectionDraft): string {
  const refusal = draft.refusal;
  if (!refusal) return messages.network.somethingWrong;
  const field = Object.entries(refusal).find(([key, list]) => key !== 'general' && list?.[0])?.[1]?.[0];
  return refusal.general[0] ?? field ?? messages.network.somethingWrong;
}

/**
 * The player's connections kept on this phone (docs/decisions/0015-connections-on-a-bad-network.md: "Never
 * lose a connection"): the drafts of every cell, and the outbox that sends the submitted ones with their
 * idempotency keys, one at a time, on page load, when the browser comes back online, when the live channel
 * reconnects and on a backing-off timer while they keep failing for want of network. A refused one is handed
 * to `onRefused` so the page can reopen its form (sendDraft fetches the card again: a refusal may mean a host
 * removed the player). A refusal is final: the draft is not sent again by itself. The cell open in the form
 * is left to the form. While `stopped` (the hosts removed the player) nothing is sent at all; the drafts stay
 * on the phone.
 */
export function useConnectionOutbox({
  eventId,
  userId,
  withCode,
  openCell,
  filled,
  onRefused,
  onVotingEnabled,
  stopped = false,
}: {
  eventId: string | undefined;
  userId: string | undefined;
  withCode: boolean;
  /** The cell the connection form is open on, if any. */
  openCell: { x: number; y: number } | null;
  /** The server's grid: a filled cell's draft has nothing left to send. */
  filled: GridCell[][] | undefined;
  onRefused: (draft: ConnectionDraft) => void;
  onVotingEnabled: () => void;
  /** The server refuses every connection of this player (removed by the hosts): nothing is sent. */
  stopped?: boolean;
}) {
  const { send, isSending, outbox } = useSendDraft();
  const [drafts, setDrafts] = useState<ConnectionDraft[]>([]);
  const [sendingCell, setSendingCell] = useState<string | null>(null);
  // The drafts are read from IndexedDB and sent asynchronously: what settles after the page is gone
  // (a navigation, the end of a test) sets no state.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const setSending = useCallback((cell: string | null) => {
    if (mounted.current) setSendingCell(cell);
  }, []);
  const sending = sendingCell;
  const urls = useRef(new Map<string, string>());
  const retryDelay = useRef(RETRY_FIRST_MS);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The card is known once loaded (or the phone's last copy shows): it tells a filled cell and a removed
  // player, so nothing is sent before it, whatever asks (load, online, a channel's reconnect).
  const cardKnown = filled !== undefined;
  const latest = useRef({ withCode, openCell, onRefused, onVotingEnabled, stopped, cardKnown });
  latest.current = { withCode, openCell, onRefused, onVotingEnabled, stopped, cardKnown };

  const reload = useCallback(async () => {
    if (!eventId || !userId) return [];
    const list = await listDrafts(eventId, userId);
    if (mounted.current) setDrafts(list);
    return list;
  }, [eventId, userId]);

  useEffect(() => {
    void reload();
    return subscribeDrafts(() => void reload());
  }, [reload]);

  const flush = useCallback((): Promise<void> => {
    if (!eventId || !userId || latest.current.stopped || !latest.current.cardKnown) return Promise.resolve();
    // A flush already running goes again; only a new one ends the wait of the backoff.
    if (!outbox.isFlushing()) clearTimeout(retryTimer.current);
    const pass = async () => {
      const waiting = (await listDrafts(eventId, userId))
        .filter(isWaitingToSend)
        .filter((d) => !(latest.current.openCell?.x === d.x && latest.current.openCell?.y === d.y))
        .sort((a, b) => a.updatedAt - b.updatedAt);
      for (const draft of waiting) {
        if (navigator.onLine === false || latest.current.stopped || !mounted.current) break;
        setSending(cellKey(draft.x, draft.y));
        const outcome = await send(draft, { withCode: latest.current.withCode }).finally(() =>
          setSending(null),
        );
        if (outcome.kind === 'accepted') {
          retryDelay.current = RETRY_FIRST_MS;
          notify.success(outcome.message);
        } else if (outcome.kind === 'refused') {
          const refused = { ...draft, refusal: outcome.error.messages };
          notify.error(messages.play.notSent(draft.letter, refusalText(refused)));
          // Closed connections: nothing to fix in the form, the notice says why (no form opened over the page).
          if (outcome.error.statusCode !== StatusCode.ConnectionsClosed) latest.current.onRefused(refused);
        } else if (outcome.kind === 'voting') {
          notify.error(messages.game.votingEnabled);
          latest.current.onVotingEnabled();
          break;
        } else {
          // No answer: the rest would fail the same way. Try again later, less often each time.
          retryTimer.current = setTimeout(() => void flush(), retryDelay.current);
          retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
          break;
        }
      }
    };
    return outbox.flush(pass, () => mounted.current);
  }, [eventId, userId, outbox, send, setSending]);

  useEffect(() => outbox.attach(flush), [outbox, flush]);

  /** A send asked for now (Send now, a closed form, a reconnect) starts the backoff from its shortest wait. */
  const flushNow = useCallback(() => {
    retryDelay.current = RETRY_FIRST_MS;
    return flush();
  }, [flush]);

  // On load (this visit may follow an offline one) once the card is known, and whenever the browser says
  // it is online again.
  useEffect(() => {
    if (!eventId || !userId || !cardKnown) return;
    if (stopped) {
      clearTimeout(retryTimer.current);
      return;
    }
    void flush();
    const online = () => {
      retryDelay.current = RETRY_FIRST_MS;
      void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(retryTimer.current);
    };
  }, [eventId, userId, cardKnown, flush, stopped]);

  // A cell the server shows filled (by this phone's earlier send, or another tab) has no draft to keep.
  useEffect(() => {
    if (!filled) return;
    for (const draft of drafts) {
      if (filled[draft.x]?.[draft.y]?.connected_name && !isSending(draft)) void deleteDraft(draft);
    }
  }, [filled, drafts, isSending]);

  const cells = new Map<string, LocalCell>();
  const wanted = new Set<string>();
  for (const draft of drafts) {
    const key = cellKey(draft.x, draft.y);
    const state: LocalCellState =
      sending === key ? 'sending' : draft.refusal ? 'refused' : isWaitingToSend(draft) ? 'waiting' : 'draft';
    let photoUrl: string | null = null;
    if (draft.photo && state !== 'draft') {
      photoUrl = urls.current.get(draft.photo.id) ?? null;
      if (!photoUrl) {
        photoUrl = URL.createObjectURL(new Blob([draft.photo.bytes], { type: draft.photo.type }));
        urls.current.set(draft.photo.id, photoUrl);
      }
      wanted.add(draft.photo.id);
    }
    cells.set(key, { state, draft, photoUrl });
  }
  for (const [id, url] of urls.current) {
    if (!wanted.has(id)) {
      URL.revokeObjectURL(url);
      urls.current.delete(id);
    }
  }
  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
      urls.current.clear();
    },
    [],
  );

  const waitingCount = [...cells.values()].filter(
    (c) => c.state === 'waiting' || c.state === 'sending',
  ).length;
  const refused = [...cells.values()].filter((c) => c.state === 'refused');

  return { cells, waitingCount, refused, refusalText, flush: flushNow };
}
