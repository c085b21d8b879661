import { BOARD_WINDOW_MAX_LIMIT, type BoardWindow, type ConnectionImage, messages } from '@hoogo/core';

/**
 * The venue board's layout and live-moment rules (docs/decisions/0025-venue-the-big-screen.md): sizes come
 * from the viewport, the list pages through every player, one window of the board a page, and the toasts of a
 * busy room are queued and coalesced.
 */

/** Seconds a page stays on screen unless the board's URL says otherwise (?page_seconds=). */
export const PAGE_SECONDS = 9;
export const PAGE_SECONDS_MIN = 3;
export const PAGE_SECONDS_MAX = 60;
/** The smallest and the largest row, in viewport units (1 unit = 1 % of a 16:9 screen's height). */
export const MIN_ROW_UNITS = 7.6;
export const MAX_ROW_UNITS = 24;
/** Toasts on screen at once; the rest wait, and those of one kind merge ("5 new connections"). */
export const MAX_TOASTS = 3;
export const ROOM_TOAST_MS = 3000;
/** The completion moment and the voting transition stay this long. */
export const COMPLETION_MOMENT_MS = 6000;
export const VOTING_TRANSITION_MS = 4500;

/** ?page_seconds=N within 3..60, else the default. */
export function pageSecondsFrom(search: string): number {
  const raw = new URLSearchParams(search).get('page_seconds');
  const value = raw === null ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return PAGE_SECONDS;
  return Math.min(PAGE_SECONDS_MAX, Math.max(PAGE_SECONDS_MIN, Math.round(value)));
}

/**
 * The big screen pages through the top rows only: 200 rows make a cycle of about 5 minutes at the default
 * page time; the room reads the leaders, and each player finds their own place on their phone (its own
 * row is pinned there). Without a cap, 50,000 players would take 14 hours to come round.
 */
export const VENUE_PAGED_ROWS = 200;

export interface BoardPlan {
  /** Rows a page shows: the window each page asks the board for. */
  pageSize: number;
  pages: number;
  /** Height of every row, px: the space is shared out when few players are there. */
  rowHeight: number;
}

/**
 * How a board of `total` rows (of which the top VENUE_PAGED_ROWS are paged) shares a list `height` px
 * tall: everyone on one page with rows as tall as
 * the space allows (up to `maxRow`), or, when they do not fit at `minRow`, pages of the rows that fit
 * less `pinned` (the space of a row pinned above the pages), the rows shared out evenly (no near-empty
 * last page). A page is a window of the board (core board-window.ts), at most BOARD_WINDOW_MAX_LIMIT rows.
 */
export function planBoard(
  total: number,
  height: number,
  minRow: number,
  maxRow: number,
  pinned = 0,
): BoardPlan {
  const paged = Math.min(total, VENUE_PAGED_ROWS);
  const capacity = Math.min(BOARD_WINDOW_MAX_LIMIT, Math.max(pinned + 1, Math.floor(height / minRow)));
  if (paged <= capacity) {
    const rowHeight = paged === 0 ? minRow : Math.max(minRow, Math.min(maxRow, height / paged));
    // The one page's window holds as many rows as fit, so the next players to join come into it.
    return { pageSize: capacity, pages: 1, rowHeight };
  }
  const pages = Math.ceil(paged / (capacity - pinned));
  return {
    pageSize: Math.ceil(paged / pages),
    pages,
    rowHeight: Math.max(minRow, height / capacity),
  };
}

/** The window of page `page` (0-based): the pages follow each other down the board. */
export function pageWindow(plan: BoardPlan, page: number): BoardWindow {
  return { offset: (page % plan.pages) * plan.pageSize, limit: plan.pageSize };
}

/** A gallery tile: a connection whose selfie is still there. */
export type GalleryImage = ConnectionImage & { image: string };

/**
 * The gallery: one tile per selfie (the first, newest, of any repeated image), newest first; a
 * connection whose selfie was deleted has no tile.
 */
export function distinctImages(images: readonly ConnectionImage[]): GalleryImage[] {
  const seen = new Set<string>();
  return images.filter((image): image is GalleryImage => {
    const key = image.image;
    if (key === null || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type RoomEventKind = 'joined' | 'connected' | 'voting' | 'vote';

export interface RoomEvent {
  kind: RoomEventKind;
  /** The sentence when this event is shown on its own. */
  text: string;
}

export interface RoomToast {
  id: number;
  kind: RoomEventKind;
  count: number;
  text: string;
}

export interface ToastQueue {
  visible: RoomToast[];
  waiting: RoomToast[];
  nextId: number;
}

export const emptyToastQueue: ToastQueue = { visible: [], waiting: [], nextId: 1 };

const v = messages.venue;

function mergedText(kind: RoomEventKind, count: number): string {
  if (kind === 'joined') return v.joined(count);
  if (kind === 'vote') return v.votes(count);
  if (kind === 'voting') return v.joinedVoting(count);
  return v.connections(count);
}

function merge(toast: RoomToast): RoomToast {
  const count = toast.count + 1;
  return { ...toast, count, text: mergedText(toast.kind, count) };
}

/**
 * Adds a live event: shown at once while fewer than MAX_TOASTS are up and none waits; otherwise it waits,
 * merged with a waiting toast of its kind, or with a merged one already up ("5 new connections").
 */
export function pushToast(queue: ToastQueue, event: RoomEvent): ToastQueue {
  const waitingIndex = queue.waiting.findIndex((t) => t.kind === event.kind);
  if (waitingIndex !== -1) {
    return {
      ...queue,
      waiting: queue.waiting.map((t, i) => (i === waitingIndex ? merge(t) : t)),
    };
  }
  const visibleIndex = queue.visible.findIndex((t) => t.kind === event.kind && t.count > 1);
  if (visibleIndex !== -1) {
    return {
      ...queue,
      visible: queue.visible.map((t, i) => (i === visibleIndex ? merge(t) : t)),
    };
  }
  const toast: RoomToast = { id: queue.nextId, kind: event.kind, count: 1, text: event.text };
  const next = { ...queue, nextId: queue.nextId + 1 };
  if (queue.visible.length < MAX_TOASTS && queue.waiting.length === 0) {
    return { ...next, visible: [...queue.visible, toast] };
  }
  return { ...next, waiting: [...queue.waiting, toast] };
}

/** A toast's time is up: it goes, and the first waiting one takes its place. */
export function expireToast(queue: ToastQueue, id: number): ToastQueue {
  const visible = queue.visible.filter((t) => t.id !== id);
  if (visible.length === queue.visible.length) return queue;
  const [first, ...rest] = queue.waiting;
  if (!first || visible.length >= MAX_TOASTS) return { ...queue, visible };
  return { ...queue, visible: [...visible, first], waiting: rest };
}
