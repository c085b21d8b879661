import type { ActivityItem, ActivityPage } from '@hoogo/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { gameMasterKeys } from '../api/keys';

export interface ActivityParams {
  /** Part of a player's name, as typed (trimmed); '' for none. */
  search: string;
  filter: 'all' | 'hidden';
}

export type ActivityData = InfiniteData<ActivityPage, string | undefined>;

/**
 * Whether a new item belongs in a feed: the search is part of the maker's name or of the person met
 * (typed or linked), any letter case, as the server searches; "Hidden" holds hidden items only.
 */
export function matchesActivity(item: ActivityItem, params: ActivityParams): boolean {
  if (params.filter === 'hidden' && item.hidden === null) return false;
  const search = params.search.trim().toLocaleLowerCase();
  if (!search) return true;
  return [item.player.user_name, item.connected_name, item.linked_player?.user_name ?? ''].some((name) =>
    name.toLocaleLowerCase().includes(search),
  );
}

function newer(a: ActivityItem, b: ActivityItem): boolean {
  return a.connected_at > b.connected_at || (a.connected_at === b.connected_at && a.id > b.id);
}

/**
 * Puts an item in a feed's loaded pages: an item already there is replaced where it is (it stays even when
 * it no longer matches the filter, so the host sees what their action did); a new one that matches goes
 * in time order, on top when it is the newest, and only within what is loaded (an older one belongs to a
 * page not loaded yet, which brings it).
 */
export function upsertActivity(
  data: ActivityData | undefined,
  item: ActivityItem,
  params: ActivityParams,
): ActivityData | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((existing) => existing.id === item.id)) return page;
    found = true;
    return { ...page, items: page.items.map((existing) => (existing.id === item.id ? item : existing)) };
  });
  if (found) return { ...data, pages };
  if (!matchesActivity(item, params)) return data;

  for (let index = 0; index < data.pages.length; index++) {
    const page = data.pages[index];
    const at = page ? page.items.findIndex((existing) => newer(item, existing)) : -1;
    if (page && at >= 0) {
      const items = [...page.items.slice(0, at), item, ...page.items.slice(at)];
      return { ...data, pages: data.pages.map((p, i) => (i === index ? { ...p, items } : p)) };
    }
  }
  // Older than everything loaded: it belongs at the end when the feed is complete (or empty); else the
  // page still to load brings it.
  const lastIndex = data.pages.length - 1;
  const last = data.pages[lastIndex];
  if (!last) return { ...data, pages: [{ items: [item], next_before: null }], pageParams: [undefined] };
  if (last.next_before !== null) return data;
  return {
    ...data,
    pages: data.pages.map((p, i) => (i === lastIndex ? { ...p, items: [...p.items, item] } : p)),
  };
}

function paramsOf(queryKey: readonly unknown[]): ActivityParams | null {
  const params = queryKey[3] as Partial<ActivityParams> | undefined;
  if (!params || typeof params.search !== 'string') return null;
  return { search: params.search, filter: params.filter === 'hidden' ? 'hidden' : 'all' };
}

/** Whether an item is in any loaded feed of the event (a change to it, not a new connection). */
export function isActivityLoaded(queryClient: QueryClient, eventId: string, id: string): boolean {
  return queryClient
    .getQueriesData<ActivityData>({ queryKey: gameMasterKeys.activity(eventId) })
    .some(([, data]) => data?.pages.some((page) => page.items.some((item) => item.id === id)));
}

/** Upserts an item into every loaded feed of the event (each search and filter). */
export function upsertActivityEverywhere(
  queryClient: QueryClient,
  eventId: string,
  item: ActivityItem,
): void {
  for (const [queryKey] of queryClient.getQueriesData<ActivityData>({
    queryKey: gameMasterKeys.activity(eventId),
  })) {
    const params = paramsOf(queryKey);
    if (!params) continue;
    queryClient.setQueryData<ActivityData>(queryKey, (data) => upsertActivity(data, item, params));
  }
}

/** Marks a player removed or not on every loaded item they made. */
export function markPlayerEverywhere(
  queryClient: QueryClient,
  eventId: string,
  eventRegisterId: string,
  removed: boolean,
): void {
  queryClient.setQueriesData<ActivityData>({ queryKey: gameMasterKeys.activity(eventId) }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) =>
          item.player.event_register_id === eventRegisterId
            ? { ...item, player: { ...item.player, removed } }
            : item,
        ),
      })),
    };
  });
}

/** Drops the items of connections that no longer exist (their player left the event) from every loaded feed. */
export function removeActivityEverywhere(queryClient: QueryClient, eventId: string, ids: string[]): void {
  const gone = new Set(ids);
  queryClient.setQueriesData<ActivityData>({ queryKey: gameMasterKeys.activity(eventId) }, (data) => {
    if (!data?.pages.some((page) => page.items.some((item) => gone.has(item.id)))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !gone.has(item.id)) })),
    };
  });
}
