import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ConnectionDraft, draftKey } from '@/lib/connection-drafts';
import { type SendOutcome, sendDraft } from '../api/add-connection';
import { useConnectionOutboxStore } from '../utils/connection-outbox';

type DraftAt = Pick<ConnectionDraft, 'eventId' | 'userId' | 'x' | 'y'>;

/**
 * Sends a submitted draft through the app's outbox (utils/connection-outbox.ts): one send per draft at a
 * time, whoever asks (the form's Send, the outbox's flush); a second caller gets the send already on the
 * wire. `isSending` tells a draft on the wire, whose cell the grid then shows sending and whose draft is
 * not deleted under it.
 */
export function useSendDraft() {
  const outbox = useConnectionOutboxStore();
  const queryClient = useQueryClient();
  const send = useCallback(
    (draft: ConnectionDraft, options: { withCode: boolean; signal?: AbortSignal }): Promise<SendOutcome> =>
      outbox.once(draftKey(draft), () => sendDraft(draft, { queryClient, ...options })),
    [outbox, queryClient],
  );
  const isSending = useCallback((draft: DraftAt) => outbox.isSending(draftKey(draft)), [outbox]);
  return { send, isSending, outbox };
}
