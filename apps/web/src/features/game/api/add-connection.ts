import {
  type ApiBody,
  apiPath,
  connectionFields,
  messages,
  StatusCode,
  type UserInputResult,
  type UserMatrix,
} from '@hoogo/core';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api, formBody, isNetworkError } from '@/lib/api-client';
import {
  type ConnectionDraft,
  deleteDraft,
  draftSignature,
  loadDraft,
  photoFile,
  saveDraft,
} from '@/lib/connection-drafts';
import { userMatrixQueryKey } from './get-user-matrix';

/**
 * No answer within this time ends the upload (docs/decisions/0015-connections-on-a-bad-network.md: "Upload
 * timeout"): a 60 KB selfie takes about 15 s on Slow 3G, so 45 s means the connection is stalled, not slow.
 */
export const UPLOAD_TIMEOUT_MS = 45_000;

export interface ConnectionInput {
  letter: string;
  /** The compressed selfie. */
  image: File;
  name: string;
  liner: string;
  /** Row and column of the cell. */
  x: number;
  y: number;
  /** The friend code, only when the event uses codes. */
  code?: string;
  /** The person in the photo agreed to it being shown; left out by drafts saved before the form asked. */
  selfieConsent?: boolean;
}

/** The multipart body of user-input. */
export function connectionFormData(input: ConnectionInput): ApiBody<'addConnection'> {
  const f = connectionFields;
  return formBody((append) => {
    append(f.letter, input.letter);
    append(f.image, input.image, input.image.name || 'selfie.jpg');
    append(f.name, input.name);
    append(f.liner, input.liner);
    append(f.x, String(input.x));
    append(f.y, String(input.y));
    if (input.code !== undefined) append(f.code, input.code);
    if (input.selfieConsent !== undefined) append(f.selfieConsent, String(input.selfieConsent));
  });
}

/**
 * POST /manage-game/{id}/user-input/?user_id= : fills one cell; answers the connection and the new score.
 * The Idempotency-Key makes a repeated send of the same submission answer the first result.
 */
export async function addConnection({
  eventId,
  userId,
  input,
  idempotencyKey,
  signal,
}: {
  eventId: string;
  userId: string;
  input: ConnectionInput;
  idempotencyKey: string;
  signal?: AbortSignal;
}): Promise<{ result: UserInputResult; message: string }> {
  const envelope = await api.post(apiPath('addConnection', { id: eventId }), connectionFormData(input), {
    query: { user_id: userId },
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
  return { result: envelope.response, message: envelope.message.general[0] ?? messages.game.connectionAdded };
}

/** The matrix with the cell the result fills, and the result's score and counts. */
export function withConnection(matrix: UserMatrix, result: UserInputResult): UserMatrix {
  const answer = matrix.answer.map((row, x) =>
    row.map((cell, y) =>
      x === result.x && y === result.y
        ? {
            ...cell,
            connected_name: result.connected_name,
            image: result.image,
            thumbnail: result.thumbnail ?? null,
            user_name: result.user_name,
            code: result.code,
            liner: result.liner,
            connected_at: result.connected_at,
            disabled: true,
          }
        : cell,
    ),
  );
  return {
    ...matrix,
    answer,
    score: result.score ?? matrix.score,
    total_connections: result.total_connections ?? matrix.total_connections,
    completed_at: result.completed_at ?? matrix.completed_at,
  };
}

/** How one send of a draft ended. The draft store is already updated when the promise resolves. */
export type SendOutcome =
  | { kind: 'accepted'; result: UserInputResult; message: string }
  /** The server refused the payload: the draft holds the refusal and is no longer queued. */
  | { kind: 'refused'; error: ApiError }
  /** statusCode 4000: voting is on, new connections are refused; the draft is kept, no longer queued. */
  | { kind: 'voting' }
  /** No answer (offline, dropped) or no answer in time: the draft stays queued for the outbox. */
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** The attendee cancelled: the draft is kept, not queued, with its key for a retry of the same payload. */
  | { kind: 'cancelled' };

function inputOf(draft: ConnectionDraft, withCode: boolean): ConnectionInput {
  if (!draft.photo) throw new Error('A draft is sent only with its photo');
  return {
    letter: draft.letter,
    image: photoFile(draft.photo),
    name: draft.name.trim(),
    liner: draft.liner.trim(),
    x: draft.x,
    y: draft.y,
    code: withCode ? draft.code.trim() : undefined,
    selfieConsent: draft.consent,
  };
}

/** An answer that says "later", not "no": a busy or restarting server, or a rate limit. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status >= 500 || error.status === 429);
}

/** Applies the outcome to the stored draft, unless the attendee changed it while it was on the wire. */
async function settle(draft: ConnectionDraft, outcome: SendOutcome): Promise<void> {
  const stored = await loadDraft(draft);
  const sameDraft = stored && draftSignature(stored) === draftSignature(draft);
  if (outcome.kind === 'accepted') {
    // Accepted means the cell is filled: no other version of this cell's draft can be sent any more.
    await deleteDraft(draft);
    return;
  }
  if (!stored || !sameDraft) return;
  if (outcome.kind === 'refused') {
    await saveDraft({ ...stored, submission: null, refusal: outcome.error.messages });
  } else if (outcome.kind === 'voting') {
    await saveDraft({
      ...stored,
      submission: null,
      refusal: { general: [messages.game.votingNoNewFriend] },
    });
  } else if (outcome.kind === 'cancelled' && stored.submission) {
    await saveDraft({ ...stored, submission: { ...stored.submission, queued: false } });
  }
}

/**
 * Sends a submitted draft (its submission set and saved) with its idempotency key, within
 * UPLOAD_TIMEOUT_MS, and stores what came of it. `signal` is the attendee's Cancel. On success the cached
 * matrix takes the new cell at once, then the server's grid is refetched; after a refusal it is refetched
 * too (the page then shows a removal by the hosts). Each call sends: one send per draft at a time is the
 * app's outbox's (`useSendDraft` in hooks/use-send-draft.ts).
 */
export function sendDraft(
  draft: ConnectionDraft,
  {
    queryClient,
    withCode,
    signal,
    timeoutMs = UPLOAD_TIMEOUT_MS,
  }: { queryClient: QueryClient; withCode: boolean; signal?: AbortSignal; timeoutMs?: number },
): Promise<SendOutcome> {
  const submission = draft.submission;
  if (!submission) return Promise.reject(new Error('A draft is sent only once submitted'));

  const send = async (): Promise<SendOutcome> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    let outcome: SendOutcome;
    try {
      if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
      const { result, message } = await addConnection({
        eventId: draft.eventId,
        userId: draft.userId,
        input: inputOf(draft, withCode),
        idempotencyKey: submission.key,
        signal: controller.signal,
      });
      outcome = { kind: 'accepted', result, message };
    } catch (error) {
      if (timedOut) outcome = { kind: 'timeout' };
      else if (controller.signal.aborted) outcome = { kind: 'cancelled' };
      else if (isNetworkError(error) || isTransient(error)) outcome = { kind: 'network' };
      else if (error instanceof ApiError && error.statusCode === StatusCode.VotingState)
        outcome = { kind: 'voting' };
      else if (error instanceof ApiError) outcome = { kind: 'refused', error };
      else throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
    await settle(draft, outcome);
    if (outcome.kind === 'accepted') {
      const { result } = outcome;
      queryClient.setQueryData<UserMatrix>(
        userMatrixQueryKey(draft.eventId, { userId: draft.userId }),
        (matrix) => (matrix ? withConnection(matrix, result) : matrix),
      );
      void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(draft.eventId) });
    } else if (outcome.kind === 'refused') {
      // The card may have changed meanwhile: a host removed the player (403), or the cell was filled.
      void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(draft.eventId) });
    }
    return outcome;
  };

  return send();
}
