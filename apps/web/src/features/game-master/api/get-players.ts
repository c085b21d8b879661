import { apiPath, type PlayerList } from '@hoogo/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from './cursor-pages';
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
  cursorPagesOptions(gameMasterKeys.playersOf(eventId, params), (before, signal) =>
    getPlayers(eventId, params, before, signal),
  );

export function usePlayers(eventId: string, params: PlayerListParams) {
  return useInfiniteQuery(playersQueryOptions(eventId, params));
}
