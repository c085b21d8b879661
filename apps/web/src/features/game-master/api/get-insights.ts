import { apiPath, type Insights } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameMasterKeys } from './keys';

/** How often the insights load again while the page is visible (docs/product.md, "Running the game"). */
export const INSIGHTS_REFRESH_MS = 15_000;

/** GET /manage-event/{id}/insights/ : the game's numbers, computed by the database. */
export async function getInsights(eventId: string, signal?: AbortSignal): Promise<Insights> {
  const { response } = await api.get(apiPath('insights', { id: eventId }), {
    signal,
  });
  return response;
}

export const insightsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: gameMasterKeys.insights(eventId),
    queryFn: ({ signal }) => getInsights(eventId, signal),
    // A hidden tab asks nothing; the tab coming back asks at once (refetchOnWindowFocus).
    refetchInterval: INSIGHTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export function useInsights(eventId: string) {
  return useQuery(insightsQueryOptions(eventId));
}
