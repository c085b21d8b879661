import type { FieldMessages } from '@hoogo/core';
import { idbDelete, idbGet, idbSet, idbValuesWithPrefix } from './idb';

/** The compressed selfie as bytes: IndexedDB keeps an ArrayBuffer everywhere, where Blobs failed on old Safari. */
export interface StoredPhoto {
  /** New for every photo picked: part of the payload's signature, so a new photo means a new submission. */
  id: string;
  bytes: ArrayBuffer;
  type: string;
}

/** What was submitted: the idempotency key every send of this exact payload carries. */
export interface DraftSubmission {
  key: string;
  signature: string;
  /** Waiting to be sent by the outbox (a network failure or a timeout); false after the attendee cancelled. */
  queued: boolean;
}

/**
 * A cell's connection as typed on this device, kept until the server accepts it
 * (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose a connection").
 */
export interface ConnectionDraft {
  eventId: string;
  userId: string;
  x: number;
  y: number;
  letter: string;
  name: string;
  liner: string;
  code: string;
  photo: StoredPhoto | null;
  /**
   * The person in the photo agreed to it being shown (docs/data.md). Absent in drafts saved before the
   * form asked: they are sent without it, which the server takes as not given.
   */
  consent?: boolean;
  submission: DraftSubmission | null;
  /** The server's refusal of the last send: shown on the cell and under the form's fields. */
  refusal: FieldMessages | null;
  updatedAt: number;
}

export type DraftFields = Pick<ConnectionDraft, 'name' | 'liner' | 'code' | 'photo' | 'consent'>;

const STORE = 'drafts';

const playerPrefix = (eventId: string, userId: string) => `${eventId}/${userId}/`;

export const draftKey = (draft: Pick<ConnectionDraft, 'eventId' | 'userId' | 'x' | 'y'>) =>
  `${playerPrefix(draft.eventId, draft.userId)}${draft.x}-${draft.y}`;

/** The cell's position as the grid addresses it. */
export const cellKey = (x: number, y: number) => `${x}-${y}`;

/**
 * The payload as sent (trimmed, as the form's schema trims): a changed payload gets a new idempotency key.
 * The consent counts only once given or refused, so a draft queued before the form asked keeps its
 * signature, and is still waiting to send.
 */
export function draftSignature(fields: DraftFields): string {
  return JSON.stringify([
    fields.name.trim(),
    fields.liner.trim(),
    fields.code.trim(),
    fields.photo?.id ?? null,
    ...(fields.consent === undefined ? [] : [fields.consent]),
  ]);
}

/** Submitted, not answered yet, and still the payload that was submitted. */
export function isWaitingToSend(draft: ConnectionDraft): boolean {
  return Boolean(draft.submission?.queued && draft.submission.signature === draftSignature(draft));
}

/** True when the draft holds anything the attendee typed or picked beyond the prefilled letter. */
export function hasContent(draft: DraftFields & { letter: string }): boolean {
  return Boolean(
    draft.photo ||
      draft.liner.trim() ||
      draft.code.trim() ||
      (draft.name.trim() && draft.name.trim().toUpperCase() !== draft.letter.toUpperCase()),
  );
}

const listeners = new Set<() => void>();

/** Called after every change to any draft, so the grid and the outbox see it. */
export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function loadDraft(
  at: Pick<ConnectionDraft, 'eventId' | 'userId' | 'x' | 'y'>,
): Promise<ConnectionDraft | undefined> {
  return idbGet<ConnectionDraft>(STORE, draftKey(at));
}

export async function saveDraft(draft: ConnectionDraft): Promise<void> {
  await idbSet(STORE, draftKey(draft), { ...draft, updatedAt: Date.now() });
  changed();
}

export async function deleteDraft(
  at: Pick<ConnectionDraft, 'eventId' | 'userId' | 'x' | 'y'>,
): Promise<void> {
  await idbDelete(STORE, draftKey(at));
  changed();
}

/** Every draft of one player in one event. */
export function listDrafts(eventId: string, userId: string): Promise<ConnectionDraft[]> {
  return idbValuesWithPrefix<ConnectionDraft>(STORE, playerPrefix(eventId, userId));
}

/** 32 random characters of [0-9a-f]: crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The key to send this payload with: the earlier one while the payload is unchanged, else a new one. */
export function submissionFor(draft: ConnectionDraft, queued: boolean): DraftSubmission {
  const signature = draftSignature(draft);
  const key =
    draft.submission && draft.submission.signature === signature ? draft.submission.key : newIdempotencyKey();
  return { key, signature, queued };
}

/** The bytes of a Blob (FileReader where Blob.arrayBuffer is missing: older WebKit, jsdom). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export async function storedPhoto(blob: Blob): Promise<StoredPhoto> {
  return { id: newIdempotencyKey(), bytes: await blobBytes(blob), type: blob.type || 'image/jpeg' };
}

/** The stored selfie as the File the upload sends. */
export function photoFile(photo: StoredPhoto): File {
  return new File([photo.bytes], 'selfie.jpg', { type: photo.type });
}
