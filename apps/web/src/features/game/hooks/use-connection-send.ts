import { messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { type ConnectionDraft, saveDraft, submissionFor } from '@/lib/connection-drafts';
import { notify } from '@/lib/toast';
import type { FormDone } from '../components/connection-form';
import type { ConnectionFormSubmit } from '../utils/connection-form-schema';
import type { ConnectionDraftState } from './use-connection-draft';
import { useSendDraft } from './use-send-draft';

const t = messages.play;

/** After this long without an answer the status line says the network is slow, and that nothing is lost. */
const SLOW_AFTER_MS = 8_000;

/**
 * The form's Send: the draft is saved as submitted first, then sent through the app's outbox. Without
 * network it waits there (the form closes as `queued`); Cancel, or closing the sheet while sending, aborts
 * the upload and the draft stays; a refusal shows on the form and stays with the draft. `sending` is
 * false, `'sending'`, or `'slow'` once the answer takes long.
 */
export function useConnectionSend({
  draft,
  codeDigits,
  votingEnabled,
  showError,
  onDone,
  onVotingEnabled,
}: {
  draft: ConnectionDraftState;
  codeDigits: number | null;
  votingEnabled: boolean;
  showError: (error: unknown) => void;
  onDone: (how: FormDone) => void;
  onVotingEnabled: () => void;
}) {
  const { send } = useSendDraft();
  const [sending, setSending] = useState<false | 'sending' | 'slow'>(false);
  const upload = useRef<AbortController | null>(null);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Closing the sheet while sending is a Cancel: the draft stays, the attendee sends it later.
      upload.current?.abort();
    };
  }, []);

  async function submit(values: ConnectionFormSubmit) {
    if (votingEnabled) return;
    draft.setNotice(null);
    // The submission below saves the draft itself: a save still waiting would write it back after it.
    draft.holdSave();
    const submitted: ConnectionDraft = {
      ...draft.current(),
      name: values.name,
      liner: values.liner,
      code: values.code ?? '',
      consent: values.consent,
      refusal: null,
    };
    submitted.submission = submissionFor(submitted, true);
    draft.update(submitted);
    await saveDraft(submitted);
    if (navigator.onLine === false) {
      notify.info(t.queuedOffline);
      onDone('queued');
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setSending('sending');
    const slow = setTimeout(() => setSending('slow'), SLOW_AFTER_MS);
    const outcome = await send(submitted, {
      withCode: Boolean(codeDigits),
      signal: controller.signal,
    }).finally(() => {
      clearTimeout(slow);
      upload.current = null;
    });
    setSending(false);
    switch (outcome.kind) {
      case 'accepted':
        notify.success(outcome.message);
        onDone('accepted');
        return;
      case 'network':
        notify.info(t.queuedOffline);
        onDone('queued');
        return;
      case 'timeout':
        notify.info(t.uploadTimedOut);
        onDone('queued');
        return;
      case 'cancelled':
        draft.update({ ...submitted, submission: { ...submitted.submission, queued: false } });
        if (mounted.current) draft.setNotice(t.uploadCancelled);
        else notify.info(t.uploadCancelled);
        return;
      case 'voting':
        notify.error(messages.game.votingEnabled);
        onVotingEnabled();
        onDone('closed');
        return;
      case 'refused':
        draft.update({ ...submitted, submission: null, refusal: outcome.error.messages });
        showError(outcome.error);
        return;
    }
  }

  return { sending, submit, cancel: () => upload.current?.abort() };
}
