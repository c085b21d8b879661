import { apiPath, type PlayerList } from '@hoogo/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameMasterKeys } from './keys';

export interface PlayerListParams {
  search: string;
  filter: 'all' | 'removed';
}

/** GET /manage-event/{id}/players/?search=&filter=&before= : a page of the event's players. */
export async function getPlayers(
  eventId: string,
  params: PlayerListParams,
  before?: string,
  signal?: AbortSignal,
): Promise<PlayerList> {
  const { response } = await api.get(apiPath('players', { id: eventId }), {
    query: { search: params.search || undefined, filter: params.filter, before },
    signal,
  });
  return response;
}

export const playersQueryOptions = (eventId: string, params: PlayerListParams) =>
  infiniteQueryOptions({
    queryKey: gameMasterKeys.playersOf(eventId, params),
    queryFn: ({ pageParam, signal }) => getPlayers(eventId, params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });

export function usePlayers(eventId: string, params: PlayerListParams) {
  return useInfiniteQuery(playersQueryOptions(eventId, params));
}
