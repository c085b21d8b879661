import { type ActivityItem, messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatMoment } from '../utils/format';
import { GuestMarker } from './guest-marker';

const t = messages.gameMaster;

export interface ActivityItemActions {
  onOpenSelfie: (item: ActivityItem) => void;
  onHide: (item: ActivityItem) => void;
  onUnhide: (item: ActivityItem) => void;
  onRemovePlayer: (item: ActivityItem) => void;
  onRestorePlayer: (item: ActivityItem) => void;
  /** The connection whose hide or unhide is on its way. */
  busyId: string | null;
  /** The server's refusal of the last action on a connection, by its id. */
  errors: Record<string, string>;
}

/** One connection of the feed: the selfie, who met whom, the line, the cell and the time, and the actions. */
export function ActivityRow({ item, actions }: { item: ActivityItem; actions: ActivityItemActions }) {
  const hidden = item.hidden;
  const maker = item.player.user_name;
  const visibility = hidden ? t.unhide : t.hide;
  const removed = item.player.removed;
  const playerAction = removed ? t.restorePlayer : t.removePlayer;
  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-3 shadow-sm sm:p-4',
        hidden ? 'border-amber-300 bg-amber-50/50' : 'border-slate-200',
      )}
    >
      {item.image === null ? (
        // The selfie was deleted (retention or a purge): the connection stays, without a picture.
        <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-slate-100 p-1 text-center text-xs text-slate-600 sm:size-20">
          {t.selfieDeleted}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => actions.onOpenSelfie(item)}
          className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-20"
          aria-label={t.openSelfie(maker, item.connected_name)}
        >
          <img
            src={item.thumbnail ?? item.image}
            alt=""
            loading="lazy"
            className={cn('size-full object-cover', hidden && 'opacity-50 grayscale')}
          />
        </button>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span className="break-words font-semibold text-slate-900">{maker}</span>
            {item.player.guest && <GuestMarker />}
            {item.player.removed && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {t.removedBadge}
              </span>
            )}
            <span className="text-slate-700">{t.met(item.connected_name)}</span>
            {item.linked_player && (
              <span className="text-sm text-slate-600">({t.linkedTo(item.linked_player.user_name)})</span>
            )}
          </div>
          {item.liner && <p className="break-words text-slate-800">“{item.liner}”</p>}
          <p className="text-sm text-slate-600">
            <span className="font-mono">{t.cell(item.letter, item.x + 1, item.y + 1)}</span>
            {' · '}
            <time dateTime={item.connected_at}>{formatMoment(item.connected_at)}</time>
          </p>
          {hidden && (
            <p className="text-sm font-medium text-amber-900">
              <span className="me-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold">
                {t.hiddenBadge}
              </span>
              {hidden.cause === 'player_removed'
                ? t.hiddenWithPlayer(formatMoment(hidden.at))
                : t.hiddenBy(formatMoment(hidden.at), hidden.by)}
            </p>
          )}
          {actions.errors[item.id] && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {actions.errors[item.id]}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => (hidden ? actions.onUnhide(item) : actions.onHide(item))}
            // Hiding is asked first: its dialog's button shows it on its way.
            isLoading={hidden !== null && actions.busyId === item.id}
            aria-label={`${visibility}: ${maker}, ${item.connected_name}`}
          >
            {visibility}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={removed ? undefined : 'text-red-700 hover:bg-red-50'}
            onClick={() => (removed ? actions.onRestorePlayer(item) : actions.onRemovePlayer(item))}
            aria-label={`${playerAction}: ${maker}`}
          >
            {playerAction}
          </Button>
        </div>
      </div>
    </li>
  );
}
