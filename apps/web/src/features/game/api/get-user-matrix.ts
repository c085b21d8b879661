import { apiPath, type UserMatrix } from '@hoogo/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whose card: the own (secret user_id, editable) or another player's (public event_register_id, read-only). */
export type MatrixOwner = { userId: string } | { eventRegisterId: string };

/** GET /manage-game/{id}/get-user-matrix/?user_id= | ?event_register_id= */
export async function getUserMatrix(eventId: string, owner: MatrixOwner): Promise<UserMatrix> {
  const query = 'userId' in owner ? { user_id: owner.userId } : { event_register_id: owner.eventRegisterId };
  const { response } = await api.get(apiPath('getUserMatrix', { id: eventId }), {
    query,
  });
  return response;
}

export const userMatrixQueryKey = (eventId: string, owner?: MatrixOwner) =>
  owner
    ? ([
        'game',
        'matrix',
        eventId,
        'userId' in owner ? `u:${owner.userId}` : `r:${owner.eventRegisterId}`,
      ] as const)
    : (['game', 'matrix', eventId] as const);

export const userMatrixQueryOptions = (eventId: string, owner: MatrixOwner) =>
  queryOptions({
    queryKey: userMatrixQueryKey(eventId, owner),
    queryFn: () => getUserMatrix(eventId, owner),
    staleTime: 0,
  });

/**
 * Cards another answer carried (start-playing): the page that answer led to opens them without asking
 * again, for a few seconds; after that, and for every other card, a page that opens it asks.
 */
const carriedCards = new WeakSet<UserMatrix>();
const CARRIED_CARD_FRESH_MS = 10_000;

/** Puts the own card another answer carried in the cache, as fresh as a get-user-matrix answer. */
export function keepFreshCard(queryClient: QueryClient, eventId: string, userId: string, card: UserMatrix) {
  carriedCards.add(card);
  queryClient.setQueryData(userMatrixQueryKey(eventId, { userId }), card);
}

/**
 * `lastKnown` is the grid this device showed last time (docs/decisions/0015-connections-on-a-bad-network.md:
 * "Offline start"): shown at once and replaced by the server's answer, which is fetched right away since it
 * counts as old.
 */
export function useUserMatrix(
  eventId: string | undefined,
  owner: MatrixOwner | undefined,
  lastKnown?: { matrix: UserMatrix; savedAt: number },
) {
  return useQuery({
    ...userMatrixQueryOptions(eventId ?? '', owner ?? { userId: '' }),
    enabled: Boolean(eventId && owner),
    initialData: lastKnown?.matrix,
    initialDataUpdatedAt: lastKnown?.savedAt,
    // Every card is asked again when a page opens it, but one that came with the answer that led here.
    staleTime: (query) =>
      query.state.data && carriedCards.has(query.state.data) ? CARRIED_CARD_FRESH_MS : 0,
  });
}
