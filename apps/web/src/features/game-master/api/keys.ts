import type { QueryClient } from '@tanstack/react-query';

/** The game-master's cache keys: everything of one event sits under `all`, so one action can refresh it all. */
export const gameMasterKeys = {
  all: (eventId: string) => ['game-master', eventId] as const,
  activity: (eventId: string) => ['game-master', eventId, 'activity'] as const,
  activityOf: (eventId: string, params: { search: string; filter: string }) =>
    ['game-master', eventId, 'activity', params] as const,
  players: (eventId: string) => ['game-master', eventId, 'players'] as const,
  playersOf: (eventId: string, params: { search: string; filter: string }) =>
    ['game-master', eventId, 'players', params] as const,
  results: (eventId: string) => ['game-master', eventId, 'results'] as const,
  insights: (eventId: string) => ['game-master', eventId, 'insights'] as const,
};

/** After a host hides a connection or removes a player: the player list, the results and the insights load again. */
export function refreshStandings(queryClient: QueryClient, eventId: string): void {
  for (const queryKey of [
    gameMasterKeys.players(eventId),
    gameMasterKeys.results(eventId),
    gameMasterKeys.insights(eventId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
