import {
  ANNOUNCEMENT_SCREEN_MS,
  apiPath,
  type EventInfo,
  filledCellCount,
  MAX_VOTES_PER_PLAYER,
  messages,
} from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { AnnouncementComposer, AnnouncementList } from '@/components/announcements/announcement-composer';
import { GridStatus } from '@/components/grid-status';
import { CONNECTIONS_CLOSE } from '@/components/schedule/connections-control';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';
import { Panel } from '@/components/ui/panel';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import { api } from '@/lib/api-client';
import { useHostSchedule } from '@/lib/event-schedule';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateEvent } from '../api/update-event';
import { ScheduleSettings } from './schedule-settings';

const t = messages.organiserControls;

/**
 * What the organiser runs during the event, away from the audience's screen: the grid status, the voting
 * switch (asked once more, saying what it does) and the player page seen without becoming a player.
 */
export function LiveControls({ info, onOpenSettings }: { info: EventInfo; onOpenSettings: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const updateEvent = useUpdateEvent(info.name);
  const on = info.voting_enabled;
  const usesCodes = info.code_digits !== null;
  // The game's time (docs/decisions/0079-the-games-time.md): the Schedule block, and what Voting says.
  const hostSchedule = useHostSchedule(info.id);
  const scheduleClock = useScheduleClock(hostSchedule.schedule, CONNECTIONS_CLOSE);
  const { connectionsClosed } = scheduleClock;

  async function toggleVoting() {
    try {
      await updateEvent.mutateAsync({ votingEnabled: !on });
      notify.success(messages.events.votingUpdated);
      setConfirming(false);
    } catch (error) {
      notify.error(apiMessage(error, messages.events.votingUpdateFailed));
    }
  }

  const points = on ? t.stopVotingPoints : t.startVotingPoints(MAX_VOTES_PER_PLAYER);
  // Who could be voted for, read when Start voting is asked: the voting board's rows, fresh each time.
  const candidates = useQuery({
    queryKey: ['voting-candidates', info.id],
    queryFn: async () =>
      (await api.get(apiPath('voteLeaderboard', { id: info.id }), { auth: false })).response,
    enabled: confirming && !on,
    staleTime: 0,
  });
  const candidateCount = candidates.data?.length;

  return (
    <Panel
      title={t.liveTitle}
      action={<GridStatus filled={filledCellCount(info.matrix)} />}
      className="flex flex-col gap-4 p-5"
    >
      <h3 className="-mb-2 font-semibold text-slate-900">{t.votingTitle}</h3>

      {usesCodes ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-slate-800">
            <span
              aria-hidden="true"
              className={cn('size-2.5 shrink-0 rounded-full', on ? 'bg-accent-500' : 'bg-slate-400')}
            />
            {on ? t.votingOn : connectionsClosed ? t.votingOffClosed : t.votingOff}
          </p>
          <Button variant={on ? 'secondary' : 'accent'} onClick={() => setConfirming(true)}>
            {on ? t.stopVoting : t.startVoting}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-medium text-slate-900">{t.votingNeedsCodes}</p>
            <p className="mt-1 text-sm text-slate-600">{t.votingNeedsCodesWhy}</p>
          </div>
          <Button variant="secondary" onClick={onOpenSettings} className="shrink-0">
            {t.openSettings}
          </Button>
        </div>
      )}

      {/* The game's time, kept by the server (docs/decisions/0079-the-games-time.md). */}
      <ScheduleSettings host={hostSchedule} clock={scheduleClock} />

      {/* A message to every phone and big screen (docs/decisions/0082-announcements.md). */}
      <section
        aria-labelledby="announcements-title"
        className="flex flex-col gap-3 border-t border-slate-100 pt-4"
      >
        <div>
          <h3 id="announcements-title" className="font-semibold text-slate-900">
            {messages.announcements.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {messages.announcements.intro(ANNOUNCEMENT_SCREEN_MS / 1000)}
          </p>
        </div>
        <AnnouncementComposer eventId={info.id} />
        <AnnouncementList eventId={info.id} />
      </section>

      <nav aria-labelledby="game-master-title" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <div>
          <h3 id="game-master-title" className="font-semibold text-slate-900">
            {messages.gameMaster.linksTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{messages.gameMaster.linksHint}</p>
        </div>
        {/* Side by side while they fit, wrapping where a language's words are longer. */}
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['activity', messages.gameMaster.activityLink],
              ['results', messages.gameMaster.resultsLink],
              ['insights', messages.gameMaster.insightsLink],
            ] as const
          ).map(([page, label]) => (
            <Link
              key={page}
              to={pagePath.gameMaster(info.name, page)}
              className={buttonStyles({ variant: 'secondary', className: 'grow' })}
            >
              {label}
            </Link>
          ))}
        </div>
      </nav>

      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t.previewHint}</p>
        <Link
          to={pagePath.play(info.name)}
          className={buttonStyles({ variant: 'secondary', className: 'shrink-0' })}
        >
          {t.previewAsPlayer}
        </Link>
      </div>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={on ? t.stopVotingTitle : t.startVotingTitle}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {messages.eventAdmin.cancel}
            </Button>
            <Button
              variant={on ? 'primary' : 'accent'}
              onClick={toggleVoting}
              isLoading={updateEvent.isPending}
            >
              {on ? t.stopVoting : t.startVoting}
            </Button>
          </>
        }
      >
        <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-700">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {!on && candidateCount !== undefined && (
          <p
            data-testid="voting-candidates"
            className={cn(
              'mt-3 rounded-xl p-3 text-sm font-medium',
              candidateCount === 0 ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-900',
            )}
          >
            {candidateCount === 0 ? t.noVotingCandidates : t.votingCandidates(candidateCount)}
          </p>
        )}
      </Modal>
    </Panel>
  );
}
