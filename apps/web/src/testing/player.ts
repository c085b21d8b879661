import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { resetIdbForTests } from '@/lib/idb';
import { signIn } from './fixtures';

/** The API paths of the fixtures' event (DevMeetup, id event-1) that its player pages ask. */
export const playerPaths = {
  info: '/api/hoogo/manage-event/DevMeetup/get-info/',
  register: '/api/hoogo/manage-user/event-1/get-event-register-id/',
  matrix: '/api/hoogo/manage-game/event-1/get-user-matrix/',
  input: '/api/hoogo/manage-game/event-1/user-input/',
  leave: '/api/hoogo/manage-game/event-1/leave/',
  people: '/api/hoogo/manage-game/event-1/people/',
  contact: '/api/hoogo/manage-game/event-1/contact/',
} as const;

/**
 * A signed-in phone with an empty IndexedDB (no drafts, no queued connections, no snapshot), for a
 * test's beforeEach; `photos` also gives jsdom the object URLs a chosen photo is shown by.
 */
export function freshPhone({ photos = false } = {}) {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
  signIn();
  if (photos) {
    URL.createObjectURL = vi.fn(() => 'blob:selfie');
    URL.revokeObjectURL = vi.fn();
  }
}
