import { type ActivityPage, apiPath } from '@hoogo/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ActivityParams } from '../utils/activity-cache';
import { gameMasterKeys } from './keys';

/** GET /manage-event/{id}/activity/?search=&filter=&before= : a page of the feed, newest first. */
export async function getActivity(
  eventId: string,
  params: ActivityParams,
  before?: string,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const { response } = await api.get(apiPath('activity', { id: eventId }), {
    query: { search: params.search || undefined, filter: params.filter, before },
    signal,
  });
  return response;
}

export const activityQueryOptions = (eventId: string, params: ActivityParams) =>
  infiniteQueryOptions({
    queryKey: gameMasterKeys.activityOf(eventId, params),
    queryFn: ({ pageParam, signal }) => getActivity(eventId, params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });

export function useActivity(eventId: string, params: ActivityParams) {
  return useInfiniteQuery(activityQueryOptions(eventId, params));
}
