import { type EventInfo, messages } from '@hoogo/core';
import { useSearchParams } from 'react-router';
import { AnnouncementList } from '@/components/announcements/announcement-composer';
import { cn } from '@/components/ui/cn';
import { ActivityFeed } from './activity-feed';
import { GameMasterLayout } from './game-master-layout';
import { PlayerList } from './player-list';

const t = messages.gameMaster;

type View = 'connections' | 'players';

/** /dashboard/{eventName}/activity: the live feed of connections, and the players (?view=players). */
export function ActivityPage({ info }: { info: EventInfo }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'players' ? 'players' : 'connections';
  const choose = (next: View) =>
    setSearchParams(next === 'players' ? { view: 'players' } : {}, { replace: true });

  return (
    <GameMasterLayout info={info} page="activity" lead={t.activityLead}>
      <div className="flex gap-2">
        {(
          [
            ['connections', t.connectionsTab],
            ['players', t.playersTab],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => choose(value)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
              view === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {/* The announcements sent, live through the activity socket (docs/decisions/0082-announcements.md). */}
      <section
        aria-label={messages.announcements.title}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <AnnouncementList eventId={info.id} />
      </section>
      {view === 'connections' ? <ActivityFeed eventId={info.id} /> : <PlayerList eventId={info.id} />}
    </GameMasterLayout>
  );
}
