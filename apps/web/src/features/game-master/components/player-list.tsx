import { messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { type PlayerListParams, usePlayers } from '../api/get-players';
import { formatMoment, lettersOf } from '../utils/format';
import { GuestMarker } from './guest-marker';
import { ListStatus, LoadMore } from './paged-list';
import { PlayerModerationModal, type PlayerToModerate, toModerate } from './player-moderation-modal';
import { SearchAndFilter, useSearchAndFilter } from './search-and-filter';

const t = messages.gameMaster;

/** Read when shown: the labels speak the language of the moment. */
const filters = () =>
  [
    {
      value: 'all',
      label: t.filterAll,
    },
    {
      value: 'removed',
      label: t.filterRemoved,
    },
  ] as const satisfies ReadonlyArray<{ value: PlayerListParams['filter']; label: string }>;

/** The event's players for the hosts: search, all or removed ones, and Remove / Restore. */
export function PlayerList({ eventId }: { eventId: string }) {
  const { params, controls } = useSearchAndFilter(filters());
  const list = usePlayers(eventId, params);
  const [target, setTarget] = useState<PlayerToModerate | null>(null);

  const players = list.data?.pages.flatMap((page) => page.players) ?? [];
  const empty = params.search ? t.noMatches : params.filter === 'removed' ? t.noRemoved : t.noPlayers;

  return (
    <section aria-label={t.playersTab} className="flex flex-col gap-4">
      <SearchAndFilter {...controls} />
      <ListStatus list={list} rows={players.length} empty={empty} />
      {list.isSuccess && players.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {players.map((player) => {
            const removed = player.removed;
            const action = removed ? t.restorePlayer : t.removePlayer;
            return (
              <li
                key={player.event_register_id}
                className={cn(
                  'flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4',
                  removed && 'bg-red-50/50',
                )}
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span className="break-words">{player.user_name}</span>
                    {player.guest && <GuestMarker />}
                    {removed && (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                        {t.removedBadge}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t.playerSummary(player.total_connections, lettersOf(player.score))}
                    {player.completed_at && ` · ${t.completedAt(formatMoment(player.completed_at))}`}
                  </p>
                  {removed && (
                    <p className="text-sm font-medium text-red-800">
                      {t.removedBy(formatMoment(removed.at), removed.by)}
                    </p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant={removed ? 'secondary' : 'ghost'}
                  className={cn(
                    'shrink-0 self-start sm:self-center',
                    !removed && 'text-red-700 hover:bg-red-50',
                  )}
                  aria-label={`${action}: ${player.user_name}`}
                  onClick={() => setTarget(toModerate(player, removed ? 'restore' : 'remove'))}
                >
                  {action}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={list} />
      <PlayerModerationModal eventId={eventId} target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
