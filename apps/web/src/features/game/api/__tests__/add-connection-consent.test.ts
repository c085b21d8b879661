// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConnectionDraft,
  draftSignature,
  isWaitingToSend,
  loadDraft,
  saveDraft,
  submissionFor,
} from '@/lib/connection-drafts';
import { resetIdbForTests } from '@/lib/idb';
import { envelope, mockApi } from '@/testing/api';
import { connectionDraft, userInputResult } from '@/testing/fixtures';
import { sendDraft } from '../add-connection';

const inputPath = '/api/hoogo/manage-game/event-1/user-input/';
const at = { eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 };

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
});

/** A draft as the outbox keeps it once submitted. */
async function submitted(overrides: Partial<ConnectionDraft> = {}) {
  const draft = connectionDraft(overrides);
  draft.submission = submissionFor(draft, true);
  await saveDraft(draft);
  return draft;
}

function sentConsent(api: ReturnType<typeof mockApi>) {
  const body = api.callsTo('POST', inputPath)[0]?.body;
  if (!(body instanceof FormData)) throw new Error('no user-input call was sent');
  return body.has('selfie_consent') ? body.get('selfie_consent') : 'not sent';
}

describe('the consent of a queued connection', () => {
  it('is sent as the form recorded it', async () => {
    for (const consent of [true, false]) {
      resetIdbForTests();
      const api = mockApi({ [`POST ${inputPath}`]: () => envelope(userInputResult()) });
      const draft = await submitted({ consent });
      expect((await sendDraft(draft, { queryClient: new QueryClient(), withCode: false })).kind).toBe(
        'accepted',
      );
      expect(sentConsent(api)).toBe(String(consent));
    }
  });

  it('keeps a draft queued before the form asked waiting, and sends it without the field', async () => {
    // Saved by the earlier version: no consent, and the signature it had then.
    const draft = connectionDraft();
    delete draft.consent;
    const legacySignature = JSON.stringify([
      draft.name.trim(),
      draft.liner.trim(),
      draft.code.trim(),
      draft.photo?.id ?? null,
    ]);
    draft.submission = { key: 'old-key-123', signature: legacySignature, queued: true };
    await saveDraft(draft);
    expect(draftSignature(draft)).toBe(legacySignature);
    expect(isWaitingToSend(draft)).toBe(true);

    const api = mockApi({ [`POST ${inputPath}`]: () => envelope(userInputResult()) });
    expect((await sendDraft(draft, { queryClient: new QueryClient(), withCode: false })).kind).toBe(
      'accepted',
    );
    expect(sentConsent(api)).toBe('not sent');
    expect(api.callsTo('POST', inputPath)[0]?.headers.get('Idempotency-Key')).toBe('old-key-123');
  });

  it('keeps such a draft with the refusal when the event requires consent, so its form can ask', async () => {
    const draft = connectionDraft();
    delete draft.consent;
    draft.submission = submissionFor(draft, true);
    await saveDraft(draft);
    const refusal = {
      general: [messages.selfies.consentRequired],
      selfie_consent: [messages.selfies.consentRequired],
    };
    mockApi({
      [`POST ${inputPath}`]: () => envelope(null, { status: 400, message: refusal }),
    });
    const outcome = await sendDraft(draft, { queryClient: new QueryClient(), withCode: false });
    expect(outcome.kind).toBe('refused');
    const kept = await loadDraft(at);
    expect(kept?.refusal?.general).toEqual([messages.selfies.consentRequired]);
    expect(kept?.submission).toBeNull();
  });

  it('gets a new idempotency key when the consent changes', async () => {
    const draft = connectionDraft({ consent: false });
    const first = submissionFor(draft, true);
    expect(submissionFor({ ...draft, submission: first }, true).key).toBe(first.key);
    expect(submissionFor({ ...draft, consent: true, submission: first }, true).key).not.toBe(first.key);
  });
});
