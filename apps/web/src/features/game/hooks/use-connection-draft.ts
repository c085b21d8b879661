import { messages } from '@hoogo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import {
  type ConnectionDraft,
  deleteDraft,
  hasContent,
  isWaitingToSend,
  loadDraft,
  photoFile,
  type StoredPhoto,
  saveDraft,
} from '@/lib/connection-drafts';
import type { ActiveCell } from '../components/connection-form';
import type { ConnectionFormSubmit, ConnectionFormValues } from '../utils/connection-form-schema';

const t = messages.play;

/** Typing is saved this long after the last key, and at once when the form closes. */
const SAVE_DELAY_MS = 300;

/**
 * The draft of the cell the connection form is open on, kept on this phone until the server accepts it
 * (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose a connection"): restored when the form
 * opens (what was typed, the photo, and the server's refusal of the last send), saved shortly after each
 * change and at once when the form closes, and the status line that says what became of it (`notice`).
 * `restored` is false until the stored draft was read.
 */
export function useConnectionDraft({
  eventId,
  userId,
  cell,
  form,
  showError,
}: {
  eventId: string;
  userId: string;
  cell: ActiveCell;
  form: UseFormReturn<ConnectionFormValues, unknown, ConnectionFormSubmit>;
  showError: (error: unknown) => void;
}) {
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [photo, setPhoto] = useState<StoredPhoto | null>(null);
  const draftRef = useRef<ConnectionDraft>({
    eventId,
    userId,
    x: cell.x,
    y: cell.y,
    letter: cell.letter,
    name: cell.letter,
    liner: '',
    code: '',
    photo: null,
    submission: null,
    refusal: null,
    updatedAt: 0,
  });
  const { reset } = form;

  // Restore the cell's draft: what was typed, the photo, and the server's refusal of the last send.
  useEffect(() => {
    let active = true;
    void loadDraft({ eventId, userId, x: cell.x, y: cell.y })
      .catch(() => undefined)
      .then((draft) => {
        if (!active) return;
        if (draft) {
          draftRef.current = { ...draft, letter: cell.letter };
          reset({
            name: draft.name,
            liner: draft.liner,
            code: draft.code,
            image: draft.photo ? photoFile(draft.photo) : undefined,
            consent: draft.consent ?? false,
          });
          setPhoto(draft.photo);
          if (draft.refusal) {
            showError(new ApiError({ status: 400, statusCode: 400, messages: draft.refusal }));
          } else {
            setNotice(isWaitingToSend(draft) ? t.waitingInForm : t.draftRestored);
          }
        }
        setRestored(true);
      });
    return () => {
      active = false;
    };
  }, [eventId, userId, cell.x, cell.y, cell.letter, reset, showError]);

  // Autosave: each change goes to the draft shortly after, and a pending save runs when the form closes.
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const holdSave = useCallback(() => {
    clearTimeout(pendingSave.current);
    pendingSave.current = undefined;
  }, []);
  const persist = useCallback(() => {
    holdSave();
    const values = form.getValues();
    // Saving follows an edit: a new payload, which the refusal of the old one no longer concerns.
    const draft: ConnectionDraft = {
      ...draftRef.current,
      name: values.name ?? '',
      liner: values.liner ?? '',
      code: values.code ?? '',
      // Untouched (and never given) stays absent: a draft saved before the form asked keeps its signature.
      ...(values.consent || draftRef.current.consent !== undefined
        ? { consent: Boolean(values.consent) }
        : {}),
      refusal: null,
    };
    draftRef.current = draft;
    // Emptied back to the prefilled letter: no draft to keep, and no draft mark on the cell.
    const saved = hasContent(draft) || draft.submission ? saveDraft(draft) : deleteDraft(draft);
    return saved.catch(() => {
      // A full or unavailable store keeps the draft in this form only; nothing else to do.
    });
  }, [form, holdSave]);

  useEffect(() => {
    if (!restored) return;
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      setNotice(null);
      clearTimeout(pendingSave.current);
      pendingSave.current = setTimeout(() => void persist(), SAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, persist, restored]);

  useEffect(
    () => () => {
      if (pendingSave.current !== undefined) void persist();
    },
    [persist],
  );

  /** The draft as last saved or sent. */
  const current = useCallback(() => draftRef.current, []);
  /** The draft from now on (a send's submission, its refusal): kept in memory, saved by the caller. */
  const update = useCallback((draft: ConnectionDraft) => {
    draftRef.current = draft;
  }, []);
  /** A new photo: into the draft and the preview; the caller saves. */
  const keepPhoto = useCallback((stored: StoredPhoto) => {
    draftRef.current = { ...draftRef.current, photo: stored, refusal: null };
    setPhoto(stored);
  }, []);

  return { restored, notice, setNotice, photo, keepPhoto, current, update, persist, holdSave };
}

export type ConnectionDraftState = ReturnType<typeof useConnectionDraft>;
