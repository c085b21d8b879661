import { apiPath, type Results } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameMasterKeys } from './keys';

/** GET /manage-event/{id}/results/ : the game and voting rankings, removed players left out. */
export async function getResults(eventId: string, signal?: AbortSignal): Promise<Results> {
  const { response } = await api.get(apiPath('results', { id: eventId }), {
    signal,
  });
  return response;
}

export const resultsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: gameMasterKeys.results(eventId),
    queryFn: ({ signal }) => getResults(eventId, signal),
  });

export function useResults(eventId: string) {
  return useQuery(resultsQueryOptions(eventId));
}
