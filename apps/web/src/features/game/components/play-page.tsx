import {
  type GridCell,
  isGridComplete,
  MAX_BINGOS,
  messages,
  trueLetters,
  type UserMatrix,
} from '@hoogo/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { DemoBanner } from '@/components/demo-badge';
import { EventNotFound } from '@/components/event-not-found';
import { RulesModal } from '@/components/rules-modal';
import { Button, buttonStyles } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { NetworkError, SessionEnding } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import { ApiError, isNetworkError, isSessionEnded } from '@/lib/api-client';
import { useCurrentEventName } from '@/lib/event-name-redirect';
import { apiMessage } from '@/lib/form-errors';
import { useEventLanguage } from '@/lib/language';
import { useCompletionConfetti } from '../hooks/use-completion-confetti';
import { useConnectionSheet } from '../hooks/use-connection-sheet';
import { useGridUpdating } from '../hooks/use-grid-updating';
import { useHiddenNotices } from '../hooks/use-hidden-notices';
import { useKeepPlayerSnapshot } from '../hooks/use-keep-player-snapshot';
import { useLiveVotingFlag } from '../hooks/use-live-voting-flag';
import { useNetworkRecovery } from '../hooks/use-network-recovery';
import { usePlayerGrid } from '../hooks/use-player-grid';
import { useRulesSheet } from '../hooks/use-rules-sheet';
import { useSetVotingFlag } from '../hooks/use-set-voting-flag';
import { useStaleGridCheck } from '../hooks/use-stale-grid-check';
import { AnnouncementBanner } from './announcement-banner';
import { BingoLetters } from './bingo-letters';
import { CompletionBanner } from './completion-banner';
import { ConnectionView } from './connection-view';
import { JoinPrivacy } from './event-privacy';
import { GridNotice, hasGrid } from './grid-notice';
import { HostPreview } from './host-preview';
import { LeaveEvent } from './leave-event';
import { HiddenNotices, NetworkNotice, OutboxNotices } from './play-notices';
import { CardSection, FriendCodeSection, VotingOpenSection } from './play-sections';
import { PlayerGrid } from './player-grid';
import { RemovedNotice } from './removed-notice';
import { ScheduleNotice } from './schedule-notice';

// Loaded when first needed: the form (with its schemas and the photo code) on the first tap of a cell,
// the confetti on completion; the player page's first load carries neither.
const ConnectionForm = lazy(() => import('./connection-form').then((m) => ({ default: m.ConnectionForm })));
const BingoConfetti = lazy(() =>
  import('@/components/bingo-confetti').then((m) => ({ default: m.BingoConfetti })),
);

const t = messages.play;

/**
 * The friend code shows whenever the event uses codes. The original design showed it only while voting runs, but
 * players must read out their code to the people they meet before voting starts
 * (docs/decisions/0007-players.md).
 */
export function showsFriendCode(matrix: Pick<UserMatrix, 'code_digits' | 'user_code'>) {
  return Boolean(matrix.code_digits && matrix.user_code);
}

/** A load the server refused: its reason, or `fallback`. */
function LoadFailed({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
      {apiMessage(error, fallback)}
    </div>
  );
}

/** The player bingo page (/{eventName}/): registration, grid, connection form, card block and rules. */
export function PlayPage({ eventName }: { eventName: string }) {
  const { event, known, eventId, hostPreview, join, playerId, userId, lastKnown, matrix } =
    usePlayerGrid(eventName);
  const setVotingFlag = useSetVotingFlag(eventName, eventId);
  // A phone whose languages we do not write reads the event's.
  useEventLanguage(event.data?.language);
  const [viewedCell, setViewedCell] = useState<GridCell | null>(null);

  const data = matrix.data;
  const removed = data?.removed === true;
  const votingEnabled = data?.voting_enabled ?? known?.voting_enabled ?? false;
  const codeDigits = data?.code_digits ?? known?.code_digits ?? null;

  const sheet = useConnectionSheet({
    eventId,
    userId,
    withCode: Boolean(codeDigits),
    filled: data?.answer,
    stopped: removed,
    votingEnabled,
    onVotingEnabled: () => setVotingFlag(true),
  });
  const { outbox, activeCell, pick, closeForm } = sheet;
  const network = useNetworkRecovery({
    eventName,
    eventId,
    player: playerId,
    errors: [event.error, playerId.error, matrix.error],
    flush: outbox.flush,
  });
  const { retryFailed } = network;
  const status = useLiveVotingFlag(eventName, eventId, {
    onReconnect: retryFailed,
    eventRegisterId: data?.event_register_id,
  });
  // The game's time: the countdown, and the grid's empty cells locked once connections are closed.
  const clock = useScheduleClock(status?.schedule);
  const updating = useGridUpdating(Boolean(lastKnown), matrix);
  useKeepPlayerSnapshot(eventName, known, userId, matrix);
  useStaleGridCheck(eventId, status?.grid_complete, data);
  const rules = useRulesSheet(eventId, hostPreview);
  // An old name of a renamed event reaches it; the address then shows the current name.
  useCurrentEventName(eventName, event.data?.name);
  const completed = data ? trueLetters(data.score ?? []) >= MAX_BINGOS : false;
  const confetti = useCompletionConfetti(eventId, completed);
  const hidden = useHiddenNotices(data);

  // The session ended: the toast says so and the sign-in follows; no box says it again.
  if ([event.error, playerId.error, matrix.error].some(isSessionEnded)) return <SessionEnding />;
  // No event known: a network failure offers Retry (and recovers by itself); a refusal says why.
  if (!known && event.error) {
    if (isNetworkError(event.error)) return <NetworkError error={event.error} onRetry={retryFailed} />;
    if (event.error instanceof ApiError && event.error.status === 404)
      return <EventNotFound eventName={eventName} />;
    return <LoadFailed error={event.error} fallback={messages.events.infoFailed} />;
  }
  if (hostPreview && event.data) {
    return <HostPreview info={event.data} status={status} onJoin={join} />;
  }
  if (playerId.error && !userId) {
    if (isNetworkError(playerId.error)) return <NetworkError error={playerId.error} onRetry={retryFailed} />;
    return <LoadFailed error={playerId.error} fallback={t.loadFailed} />;
  }
  if (!data && matrix.error) {
    if (isNetworkError(matrix.error)) return <NetworkError error={matrix.error} onRetry={retryFailed} />;
    return <LoadFailed error={matrix.error} fallback={t.loadFailed} />;
  }
  if (!known || !userId || !data) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-brand-800">
        <Spinner size="lg" decorative />
        <p role="status">{t.loading}</p>
      </div>
    );
  }
  if (removed) {
    return (
      <RemovedNotice eventName={data.event_name || known.name}>
        <LeaveEvent event={known} userId={userId} />
      </RemovedNotice>
    );
  }

  const title = data.event_name || known.name;
  const gridLoaded = hasGrid(data.question);
  const gridComplete = gridLoaded && isGridComplete(data.question);
  const connections = data.total_connections ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <AnnouncementBanner eventId={known.id} announcements={status?.announcements} />

      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">{title}</h1>
        <p className="text-sm text-slate-600">{t.connections(connections)}</p>
        {status && (
          <p className="text-sm text-slate-600">
            {t.eventCounts(status.participant_count, status.total_connections)}
          </p>
        )}
      </header>

      <ScheduleNotice clock={clock} />

      {event.data?.demo && <DemoBanner>{messages.demo.playerBanner}</DemoBanner>}

      <NetworkNotice
        connectivity={network.connectivity}
        offline={Boolean(network.offlineError) || !network.online}
        backOnline={network.backOnline}
        updating={updating}
        onRetry={retryFailed}
      />

      {data && showsFriendCode(data) && <FriendCodeSection code={data.user_code} />}

      {votingEnabled && <VotingOpenSection eventName={eventName} />}

      <OutboxNotices
        waitingCount={outbox.waitingCount}
        refused={outbox.refused}
        refusalText={outbox.refusalText}
        onSendNow={() => void outbox.flush()}
        onFix={clock.connectionsClosed ? undefined : pick}
      />

      <HiddenNotices notices={hidden.notices} onDismiss={hidden.dismiss} />

      <section className="mx-auto flex w-full max-w-md flex-col gap-2">
        <BingoLetters score={data?.score ?? []} />
        {gridLoaded ? (
          <PlayerGrid
            question={data.question}
            answer={data.answer ?? []}
            locked={!gridComplete}
            closed={clock.connectionsClosed}
            local={outbox.cells}
            onPick={pick}
            onView={setViewedCell}
          />
        ) : null}
      </section>

      {completed && <CompletionBanner eventId={known.id} eventName={eventName} rank={data.completion_rank} />}

      <GridNotice loaded={gridLoaded} complete={gridComplete} />

      {gridComplete && <CardSection eventName={eventName} connections={connections} />}

      {data && (
        <div className="text-center">
          <Link to={pagePath.people(eventName)} className={buttonStyles({ variant: 'secondary' })}>
            {messages.people.openLink}
          </Link>
        </div>
      )}

      <div className="text-center">
        <Button variant="link" onClick={rules.show}>
          {t.viewRules}
        </Button>
      </div>

      {/* Said at join: the rules open by themselves on the first visit, with what the event shows of you. */}
      <RulesModal open={rules.open} onClose={rules.close}>
        {event.data && <JoinPrivacy eventName={eventName} info={event.data} />}
      </RulesModal>

      <LeaveEvent event={known} userId={userId} />
      <p className="text-center">
        <Link
          to={pagePath.privacy(eventName)}
          className="inline-flex min-h-11 items-center text-sm text-slate-600 underline underline-offset-2 hover:text-brand-800"
        >
          {messages.eventPrivacy.noticeLink}
        </Link>
      </p>

      <Modal
        open={activeCell !== null}
        onClose={closeForm}
        title={activeCell ? t.formTitle(activeCell.letter) : ''}
        description={t.formDescription}
      >
        {activeCell && (
          <Suspense fallback={<Spinner decorative />}>
            <ConnectionForm
              key={`${activeCell.x}-${activeCell.y}`}
              eventId={known.id}
              userId={userId}
              cell={activeCell}
              codeDigits={codeDigits}
              requireConsent={event.data?.require_selfie_consent === true}
              votingEnabled={votingEnabled}
              onDone={closeForm}
              onVotingEnabled={() => setVotingFlag(true)}
            />
          </Suspense>
        )}
      </Modal>

      <Modal
        open={viewedCell !== null}
        onClose={() => setViewedCell(null)}
        title={viewedCell ? t.connectionTitle(viewedCell.connected_name ?? '') : ''}
      >
        {viewedCell && <ConnectionView cell={viewedCell} />}
      </Modal>

      <Modal
        open={sheet.votingNoticeOpen}
        onClose={sheet.closeVotingNotice}
        title={t.votingTitle}
        footer={
          <Link to={pagePath.voting(eventName)} className={buttonStyles({ variant: 'accent' })}>
            {t.goToVoting}
          </Link>
        }
      >
        <p className="text-slate-700">{messages.game.votingNoNewFriend}</p>
      </Modal>

      {confetti.confetti && (
        <Suspense fallback={null}>
          <BingoConfetti onDone={confetti.end} />
        </Suspense>
      )}
    </div>
  );
}
