// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionDraft, draftKey, loadDraft, saveDraft, submissionFor } from '@/lib/connection-drafts';
import { resetIdbForTests } from '@/lib/idb';
import { envelope, mockApi, type RecordedCall } from '@/testing/api';
import { connectionDraft, userInputResult } from '@/testing/fixtures';
import { createConnectionOutbox } from '../../utils/connection-outbox';
import { sendDraft } from '../add-connection';

const inputPath = '/api/hoogo/manage-game/event-1/user-input/';

const result = userInputResult({ image: '/media/a.jpg', thumbnail: '/media/a.thumb.webp' });

async function submitted(overrides: Partial<ConnectionDraft> = {}): Promise<ConnectionDraft> {
  const draft = connectionDraft(overrides);
  draft.submission = submissionFor(draft, true);
  await saveDraft(draft);
  return draft;
}

/** An answer that comes only when the call is aborted, as fetch ends then. */
const never = (call: RecordedCall) =>
  new Promise<Response>((_resolve, reject) =>
    call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

const at = { eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 };

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
});

describe('sending a submitted connection', () => {
  it('sends its idempotency key and deletes the draft once accepted', async () => {
    const api = mockApi({ [`POST ${inputPath}`]: () => envelope(result) });
    const draft = await submitted();
    const outcome = await sendDraft(draft, { queryClient: new QueryClient(), withCode: false });
    expect(outcome.kind).toBe('accepted');
    expect(api.callsTo('POST', inputPath)[0]?.headers.get('Idempotency-Key')).toBe(draft.submission?.key);
    expect(await loadDraft(at)).toBeUndefined();
  });

  it("joins a send already on the wire through the app's outbox instead of sending twice", async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({ [`POST ${inputPath}`]: () => new Promise<Response>((r) => (answer = r)) });
    const draft = await submitted();
    const queryClient = new QueryClient();
    const outbox = createConnectionOutbox();
    const sendOnce = () =>
      outbox.once(draftKey(draft), () => sendDraft(draft, { queryClient, withCode: false }));
    const first = sendOnce();
    const second = sendOnce();
    expect(outbox.isSending(draftKey(draft))).toBe(true);
    await vi.waitFor(() => expect(api.callsTo('POST', inputPath)).toHaveLength(1));
    answer(envelope(result));
    expect((await first).kind).toBe('accepted');
    expect((await second).kind).toBe('accepted');
    expect(api.callsTo('POST', inputPath)).toHaveLength(1);
    expect(outbox.isSending(draftKey(draft))).toBe(false);
  });

  it('gives up after the timeout and keeps the draft queued with the same key', async () => {
    const api = mockApi({ [`POST ${inputPath}`]: never });
    const draft = await submitted();
    const outcome = await sendDraft(draft, {
      queryClient: new QueryClient(),
      withCode: false,
      timeoutMs: 50,
    });
    expect(outcome.kind).toBe('timeout');
    const kept = await loadDraft(at);
    expect(kept?.submission).toEqual(draft.submission);
    expect(kept?.submission?.queued).toBe(true);
    // The retry of the unchanged payload carries the first key: a late arrival of either fills one cell.
    expect(submissionFor(kept as ConnectionDraft, true).key).toBe(draft.submission?.key);
    expect(api.callsTo('POST', inputPath)).toHaveLength(1);
  });

  it('stops on Cancel, keeps the draft and its key, and no longer queues it', async () => {
    mockApi({ [`POST ${inputPath}`]: never });
    const draft = await submitted();
    const cancel = new AbortController();
    const sending = sendDraft(draft, {
      queryClient: new QueryClient(),
      withCode: false,
      signal: cancel.signal,
    });
    cancel.abort();
    expect((await sending).kind).toBe('cancelled');
    const kept = await loadDraft(at);
    expect(kept?.name).toBe('Bob');
    expect(kept?.submission).toMatchObject({ key: draft.submission?.key, queued: false });
  });

  it('keeps the draft queued when no answer comes', async () => {
    mockApi({
      [`POST ${inputPath}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const draft = await submitted();
    expect((await sendDraft(draft, { queryClient: new QueryClient(), withCode: false })).kind).toBe(
      'network',
    );
    expect((await loadDraft(at))?.submission?.queued).toBe(true);
  });

  it('stores a refusal on the draft, unqueued, and a changed payload gets a new key', async () => {
    mockApi({
      [`POST ${inputPath}`]: () => envelope(null, { status: 400, message: { name: ['This name is taken'] } }),
    });
    const draft = await submitted();
    expect((await sendDraft(draft, { queryClient: new QueryClient(), withCode: false })).kind).toBe(
      'refused',
    );
    const kept = (await loadDraft(at)) as ConnectionDraft;
    expect(kept.refusal?.name).toEqual(['This name is taken']);
    expect(kept.submission).toBeNull();
    expect(submissionFor({ ...kept, name: 'Bobby' }, true).key).not.toBe(draft.submission?.key);
  });

  it('keeps the draft on 4000 (voting started) with the voting text', async () => {
    mockApi({
      [`POST ${inputPath}`]: () =>
        envelope(null, { status: 409, statusCode: 4000, message: { general: ['x'] } }),
    });
    const draft = await submitted();
    expect((await sendDraft(draft, { queryClient: new QueryClient(), withCode: false })).kind).toBe('voting');
    const kept = await loadDraft(at);
    expect(kept?.name).toBe('Bob');
    expect(kept?.submission).toBeNull();
  });
});
