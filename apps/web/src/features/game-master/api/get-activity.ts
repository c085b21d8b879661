import { type ActivityPage, apiPath } from '@hoogo/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ActivityParams } from '../utils/activity-cache';
import { cursorPagesOptions } from './cursor-pages';
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
  cursorPagesOptions(gameMasterKeys.activityOf(eventId, params), (before, signal) =>
    getActivity(eventId, params, before, signal),
  );

export function useActivity(eventId: string, params: ActivityParams) {
  return useInfiniteQuery(activityQueryOptions(eventId, params));
}
