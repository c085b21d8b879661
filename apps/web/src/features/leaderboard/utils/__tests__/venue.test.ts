import { BOARD_WINDOW_MAX_LIMIT, type ConnectionImage, messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import {
  distinctImages,
  emptyToastQueue,
  expireToast,
  MAX_TOASTS,
  PAGE_SECONDS,
  pageSecondsFrom,
  pageWindow,
  planBoard,
  pushToast,
  type ToastQueue,
  VENUE_PAGED_ROWS,
} from '../venue';

const v = messages.venue;

describe('planBoard', () => {
  it('gives few players taller rows that fill the list, up to the largest row, in one window of what fits', () => {
    expect(planBoard(3, 900, 80, 240)).toEqual({ pageSize: 11, pages: 1, rowHeight: 240 });
    expect(planBoard(11, 900, 80, 240)).toMatchObject({ pageSize: 11, pages: 1 });
    expect(planBoard(6, 900, 80, 240)).toEqual({ pageSize: 11, pages: 1, rowHeight: 150 });
  });

  it('pages the board in windows when the players do not fit at the smallest row, the rows shared out evenly', () => {
    const plan = planBoard(200, 900, 80, 240);
    expect(plan).toMatchObject({ pageSize: 11, pages: 19 });
    // 24 rows, 11 at most a page: 3 pages of 8, not 11, 11 and 2.
    expect(planBoard(24, 900, 80, 240)).toMatchObject({ pageSize: 8, pages: 3 });
    // A pinned own row takes one row's space: 10 at most a page.
    expect(planBoard(24, 900, 80, 240, 1)).toMatchObject({ pageSize: 8, pages: 3 });
    expect(planBoard(31, 900, 80, 240, 1)).toMatchObject({ pageSize: 8, pages: 4 });
    const seen = new Set<number>();
    for (let page = 0; page < plan.pages; page += 1) {
      const { offset, limit } = pageWindow(plan, page);
      expect(limit).toBe(plan.pageSize);
      for (let i = offset; i < Math.min(200, offset + limit); i += 1) seen.add(i);
    }
    expect(seen.size).toBe(200);
    // The page after the last is the first again.
    expect(pageWindow(plan, plan.pages)).toEqual({ offset: 0, limit: 11 });
  });

  it('pages through the top rows only on a large event, so the cycle comes round in minutes', () => {
    const large = planBoard(50_000, 900, 80, 240);
    expect(large).toEqual(planBoard(VENUE_PAGED_ROWS, 900, 80, 240));
    const last = pageWindow(large, large.pages - 1);
    expect(last.offset + last.limit).toBeGreaterThanOrEqual(VENUE_PAGED_ROWS);
    expect(last.offset).toBeLessThan(VENUE_PAGED_ROWS);
    expect(large.pages * 9).toBeLessThanOrEqual(5 * 60);
  });

  it('never asks for a window larger than the board allows', () => {
    const tall = planBoard(5000, 100_000, 80, 240);
    expect(tall.pageSize).toBeLessThanOrEqual(BOARD_WINDOW_MAX_LIMIT);
    expect(planBoard(10, 100_000, 80, 240).pageSize).toBe(BOARD_WINDOW_MAX_LIMIT);
  });
});

describe('pageSecondsFrom', () => {
  it('reads ?page_seconds= within 3..60, else the default', () => {
    expect(pageSecondsFrom('')).toBe(PAGE_SECONDS);
    expect(pageSecondsFrom('page_seconds=5')).toBe(5);
    expect(pageSecondsFrom('page_seconds=1')).toBe(3);
    expect(pageSecondsFrom('page_seconds=999')).toBe(60);
    expect(pageSecondsFrom('page_seconds=abc')).toBe(PAGE_SECONDS);
  });
});

describe('room toasts', () => {
  const connection = (n: number) => ({ kind: 'connected' as const, text: `Ann connected to Pal ${n}!` });
  const texts = (q: ToastQueue) => q.visible.map((t) => t.text);

  it('shows 3 at once, merges the waiting ones of a kind, and shows them as the first ones go', () => {
    let q = emptyToastQueue;
    for (let n = 1; n <= 8; n += 1) q = pushToast(q, connection(n));
    q = pushToast(q, { kind: 'joined', text: 'Zed joined the game!' });
    expect(q.visible).toHaveLength(MAX_TOASTS);
    expect(q.waiting.map((t) => t.text)).toEqual([v.connections(5), 'Zed joined the game!']);
    q = expireToast(q, q.visible[0]?.id ?? 0);
    expect(texts(q)).toEqual(['Ann connected to Pal 2!', 'Ann connected to Pal 3!', v.connections(5)]);
    // A merged toast on screen keeps counting while more of its kind arrive.
    q = expireToast(q, q.visible[0]?.id ?? 0);
    q = pushToast(q, connection(9));
    expect(texts(q)).toEqual(['Ann connected to Pal 3!', v.connections(6), 'Zed joined the game!']);
  });

  it('merges joins and votes with their own texts', () => {
    let q = emptyToastQueue;
    for (let n = 1; n <= 3; n += 1) q = pushToast(q, connection(n));
    for (let n = 1; n <= 4; n += 1) q = pushToast(q, { kind: 'joined', text: `P${n} joined` });
    for (let n = 1; n <= 2; n += 1) q = pushToast(q, { kind: 'vote', text: `vote ${n}` });
    expect(q.waiting.map((t) => t.text)).toEqual([v.joined(4), v.votes(2)]);
  });
});

describe('distinctImages', () => {
  it('keeps the newest of a repeated selfie', () => {
    const image = (src: string, name: string) => ({ image: src, connected_name: name }) as ConnectionImage;
    expect(
      distinctImages([image('/a.jpg', 'A'), image('/b.jpg', 'B'), image('/a.jpg', 'A2')]).map(
        (i) => i.connected_name,
      ),
    ).toEqual(['A', 'B']);
  });
});
