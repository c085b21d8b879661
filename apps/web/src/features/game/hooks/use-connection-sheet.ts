import type { GridCell } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import type { ActiveCell } from '../components/connection-form';
import { useConnectionOutbox } from './use-connection-outbox';

/**
 * The connection form's sheet and the outbox it shares the cells with: a picked cell opens the form, or,
 * while voting runs, the notice that no connection can be added; a refused connection opens its form again
 * (unless another sheet is open); and a closed form hands its cell back to the outbox, which sends what
 * was queued there.
 */
export function useConnectionSheet({
  eventId,
  userId,
  withCode,
  filled,
  stopped,
  votingEnabled,
  onVotingEnabled,
}: {
  eventId: string | undefined;
  userId: string | undefined;
  withCode: boolean;
  /** The server's grid. */
  filled: GridCell[][] | undefined;
  /** The hosts removed the player: nothing is sent. */
  stopped: boolean;
  votingEnabled: boolean;
  onVotingEnabled: () => void;
}) {
  const [activeCell, setActiveCell] = useState<ActiveCell | null>(null);
  const [votingNoticeOpen, setVotingNoticeOpen] = useState(false);

  const outbox = useConnectionOutbox({
    eventId,
    userId,
    withCode,
    openCell: activeCell,
    filled,
    // A refused connection opens again with the server's message, unless another sheet is open.
    onRefused: (draft) => setActiveCell((open) => open ?? { x: draft.x, y: draft.y, letter: draft.letter }),
    onVotingEnabled,
    stopped,
  });

  // A closed form hands its cell back to the outbox: a connection queued there (just now, or on an
  // earlier visit and left waiting while the form was open) is sent, or its retries start.
  const formWasOpen = useRef(false);
  const { flush } = outbox;
  useEffect(() => {
    if (activeCell) formWasOpen.current = true;
    else if (formWasOpen.current) {
      formWasOpen.current = false;
      void flush();
    }
  }, [activeCell, flush]);

  return {
    outbox,
    /** The cell the form is open on. */
    activeCell,
    pick: (cell: ActiveCell) => {
      if (votingEnabled) setVotingNoticeOpen(true);
      else setActiveCell(cell);
    },
    closeForm: () => setActiveCell(null),
    votingNoticeOpen,
    closeVotingNotice: () => setVotingNoticeOpen(false),
  };
}
