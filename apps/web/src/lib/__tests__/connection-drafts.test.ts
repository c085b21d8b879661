import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionDraft } from '@/testing/fixtures';
import {
  deleteDraft,
  isWaitingToSend,
  listDrafts,
  loadDraft,
  newIdempotencyKey,
  saveDraft,
  submissionFor,
  subscribeDrafts,
} from '../connection-drafts';
import { resetIdbForTests } from '../idb';

const draft = connectionDraft;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
});

describe('connection drafts', () => {
  it('keeps a draft per event, player and cell, with its photo bytes, until deleted', async () => {
    await saveDraft(draft());
    await saveDraft(draft({ x: 2, y: 3, letter: 'E', name: 'Eve' }));
    await saveDraft(draft({ userId: 'secret-2', name: 'Other player' }));
    const kept = await loadDraft({ eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 });
    expect(kept?.name).toBe('Bob');
    expect(new Uint8Array(kept?.photo?.bytes ?? new ArrayBuffer(0))).toEqual(new Uint8Array([1, 2, 3]));
    expect((await listDrafts('event-1', 'secret-1')).map((d) => d.name).sort()).toEqual(['Bob', 'Eve']);
    await deleteDraft({ eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 });
    expect(await loadDraft({ eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 })).toBeUndefined();
  });

  it('tells its listeners about every change', async () => {
    const listener = vi.fn();
    const stop = subscribeDrafts(listener);
    await saveDraft(draft());
    await deleteDraft(draft());
    stop();
    await saveDraft(draft());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lives in memory where IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    resetIdbForTests();
    await saveDraft(draft());
    expect((await loadDraft(draft()))?.name).toBe('Bob');
    expect(await listDrafts('event-1', 'secret-1')).toHaveLength(1);
  });
});

describe('idempotency keys of a submission', () => {
  it('are 32 characters the server accepts, different each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(key).toHaveLength(32);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('stay the same while the payload is unchanged (trimmed), and change with it', () => {
    const first = draft();
    first.submission = submissionFor(first, true);
    expect(submissionFor({ ...first, name: ' Bob ' }, true).key).toBe(first.submission.key);
    expect(submissionFor({ ...first, liner: 'Another story entirely' }, true).key).not.toBe(
      first.submission.key,
    );
    expect(
      submissionFor(
        { ...first, photo: { id: 'photo-2', bytes: new ArrayBuffer(1), type: 'image/jpeg' } },
        true,
      ).key,
    ).not.toBe(first.submission.key);
  });

  it('is waiting to send only while queued and still the submitted payload', () => {
    const queued = draft();
    queued.submission = submissionFor(queued, true);
    expect(isWaitingToSend(queued)).toBe(true);
    expect(isWaitingToSend({ ...queued, name: 'Bobby' })).toBe(false);
    expect(isWaitingToSend({ ...queued, submission: { ...queued.submission, queued: false } })).toBe(false);
    expect(isWaitingToSend(draft())).toBe(false);
  });
});
