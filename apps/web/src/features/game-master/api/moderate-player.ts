import { apiPath, type ModeratedPlayer } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markPlayerEverywhere } from '../utils/activity-cache';
import { refreshStandings } from './keys';

export type PlayerAction = 'remove' | 'restore';

/** POST /manage-event/{id}/players/{event_register_id}/remove/ or .../restore/ : the player as they are now. */
export async function moderatePlayer(
  eventId: string,
  playerId: string,
  action: PlayerAction,
): Promise<ModeratedPlayer> {
  const { response } = await api.post(
    apiPath(action === 'remove' ? 'removePlayer' : 'restorePlayer', { id: eventId, playerId }),
  );
  return response;
}

/**
 * Remove or restore: the feed's items of that player show it at once (the socket then brings the
 * connections it changed), and the player list, results and insights load again.
 */
export function useModeratePlayer(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, action }: { playerId: string; action: PlayerAction }) =>
      moderatePlayer(eventId, playerId, action),
    onSuccess: (player) => {
      markPlayerEverywhere(queryClient, eventId, player.event_register_id, player.removed !== null);
      refreshStandings(queryClient, eventId);
    },
  });
}
