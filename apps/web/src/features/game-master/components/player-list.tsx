import { MODERATION_SEARCH_MAX_LENGTH, messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';
import { type PlayerListParams, usePlayers } from '../api/get-players';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatMoment, lettersOf } from '../utils/format';
import { GuestMarker } from './guest-marker';
import { PlayerModerationModal, type PlayerToModerate } from './player-moderation-modal';
import { SearchAndFilter } from './search-and-filter';

const t = messages.gameMaster;

/** The event's players for the hosts: search, all or removed ones, and Remove / Restore. */
export function PlayerList({ eventId }: { eventId: string }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PlayerListParams['filter']>('all');
  const settledSearch = useDebouncedValue(search.trim());
  const list = usePlayers(eventId, { search: settledSearch, filter });
  const [target, setTarget] = useState<PlayerToModerate | null>(null);

  const players = list.data?.pages.flatMap((page) => page.players) ?? [];
  const empty = settledSearch ? t.noMatches : filter === 'removed' ? t.noRemoved : t.noPlayers;

  return (
    <section aria-label={t.playersTab} className="flex flex-col gap-4">
      <SearchAndFilter
        search={search}
        onSearch={setSearch}
        maxLength={MODERATION_SEARCH_MAX_LENGTH}
        filter={filter}
        onFilter={(value) => setFilter(value as PlayerListParams['filter'])}
        options={[
          { value: 'all', label: t.filterAll },
          { value: 'removed', label: t.filterRemoved },
        ]}
      />
      {list.isPending ? (
        <div className="flex justify-center py-10 text-brand-700">
          <Spinner size="lg" label={t.loading} />
        </div>
      ) : list.isError ? (
        <NetworkError error={list.error} onRetry={() => list.refetch()} />
      ) : players.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {players.map((player) => {
            const removed = player.removed;
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
                {removed ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="shrink-0 self-start sm:self-center"
                    aria-label={`${t.restorePlayer}: ${player.user_name}`}
                    onClick={() =>
                      setTarget({
                        eventRegisterId: player.event_register_id,
                        name: player.user_name,
                        action: 'restore',
                      })
                    }
                  >
                    {t.restorePlayer}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="shrink-0 self-start text-red-700 hover:bg-red-50 sm:self-center"
                    aria-label={`${t.removePlayer}: ${player.user_name}`}
                    onClick={() =>
                      setTarget({
                        eventRegisterId: player.event_register_id,
                        name: player.user_name,
                        action: 'remove',
                      })
                    }
                  >
                    {t.removePlayer}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {apiMessage(list.error, messages.network.somethingWrong)}
        </p>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => list.fetchNextPage()}
          isLoading={list.isFetchingNextPage}
        >
          {t.loadMore}
        </Button>
      )}
      <PlayerModerationModal eventId={eventId} target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
