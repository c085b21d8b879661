import {
  CONNECTIONS_TO_UNLOCK_CARD,
  type GridCell,
  isGridComplete,
  MAX_BINGOS,
  messages,
  trueLetters,
  type UserMatrix,
} from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import Lock from 'lucide-react/icons/lock';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { DemoBanner } from '@/components/demo-badge';
import { EventNotFound } from '@/components/event-not-found';
import { RulesModal } from '@/components/rules-modal';
import { Button, buttonStyles } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { NetworkError, SessionEnding } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, isNetworkError, isSessionEnded } from '@/lib/api-client';
import { useConnectivity } from '@/lib/connectivity';
import { eventInfoKeys, useEventInfo } from '@/lib/event-info';
import { useCurrentEventName } from '@/lib/event-name-redirect';
import { apiMessage } from '@/lib/form-errors';
import { readPlayerSnapshot, savePlayerSnapshot } from '@/lib/player-snapshot';
import { storage } from '@/lib/storage';
import { userMatrixQueryKey, useUserMatrix } from '../api/get-user-matrix';
import { rememberedEvent, usePlayerId } from '../api/register-player';
import { useStartPlaying } from '../api/start-playing';
import { useConnectionOutbox } from '../hooks/use-connection-outbox';
import { useLiveVotingFlag } from '../hooks/use-live-voting-flag';
import { useSetVotingFlag } from '../hooks/use-set-voting-flag';
import { BingoLetters } from './bingo-letters';
import { CompletionBanner } from './completion-banner';
import type { ActiveCell } from './connection-form';
import { ConnectionView } from './connection-view';
import { JoinPrivacy } from './event-privacy';
import { FriendCodeQr } from './friend-code-qr';
import { GridNotice, hasGrid } from './grid-notice';
import { HostPreview } from './host-preview';
import { LeaveEvent } from './leave-event';
import { PlayerGrid } from './player-grid';
import { RemovedNotice } from './removed-notice';

// Loaded when first needed: the form (with its schemas and the photo code) on the first tap of a cell,
// the confetti on completion; the player page's first load carries neither.
const ConnectionForm = lazy(() => import('./connection-form').then((m) => ({ default: m.ConnectionForm })));
const BingoConfetti = lazy(() =>
  import('@/components/bingo-confetti').then((m) => ({ default: m.BingoConfetti })),
);

const t = messages.play;

/** While a load failed for want of network, it is tried again this often (besides online and reconnect). */
const NETWORK_RETRY_MS = 10_000;
/** How long "You're back online" stays after the connection came back. */
const BACK_ONLINE_NOTICE_MS = 5000;
/** The last known grid shows at once; only a refresh slower than this is said to be under way. */
const UPDATING_NOTICE_MS = 3000;

/**
 * The friend code shows whenever the event uses codes. The original design showed it only while voting runs, but
 * players must read out their code to the people they meet before voting starts
 * (docs/decisions/0007-players.md).
 */
export function showsFriendCode(matrix: Pick<UserMatrix, 'code_digits' | 'user_code'>) {
  return Boolean(matrix.code_digits && matrix.user_code);
}

/** The player bingo page (/{eventName}/): registration, grid, connection form, card block and rules. */
export function PlayPage({ eventName }: { eventName: string }) {
  const queryClient = useQueryClient();
  // The last event and grid shown on this phone: the page starts from them without network.
  const snapshot = useMemo(() => readPlayerSnapshot(eventName), [eventName]);
  const event = useEventInfo(eventName);
  // A signed-in phone without any player key (an attendee's first game): role, registration and card come
  // in one answer, asked together with the event. Decided once, before that answer stores a key.
  const [firstGame] = useState(() => Boolean(storage.get('refreshToken')) && !storage.hasAnyEventUserId());
  const start = useStartPlaying(eventName, firstGame);
  const started = start.data?.matrix
    ? {
        id: start.data.event_id,
        name: start.data.event_name,
        voting_enabled: start.data.matrix.voting_enabled,
        code_digits: start.data.matrix.code_digits,
      }
    : undefined;
  const known = event.data ?? snapshot?.event ?? started;
  // The event this phone last played has a known id: its grid is asked for with the event, not after it.
  const remembered = useMemo(() => rememberedEvent(eventName), [eventName]);
  const identity = known ? { id: known.id, name: known.name } : remembered;
  const eventId = identity?.id;
  // A host who opens the page sees it as a preview and is not registered (not counted, not on the board)
  // until they choose Join as player. Anyone else joins on opening, as before; a stored player key
  // (joined on this phone before) plays at once.
  const [joining, setJoining] = useState(false);
  const hasPlayerKey = Boolean(eventId && storage.getEventUserId(eventId));
  const hostPreview = !hasPlayerKey && !joining && event.data !== undefined && event.data.role !== null;
  // While the first game's answer is on its way, it is the registration: none is asked for beside it.
  const mayRegister =
    hasPlayerKey || joining || (event.data !== undefined && event.data.role === null && !start.isFetching);
  const playerId = usePlayerId(mayRegister ? identity : undefined);
  const userId = playerId.data;
  const lastKnown =
    snapshot && snapshot.userId === userId && snapshot.event.id === eventId ? snapshot : undefined;
  const matrix = useUserMatrix(eventId, userId ? { userId } : undefined, lastKnown);
  const setVotingFlag = useSetVotingFlag(eventName, eventId);

  const [rulesOpen, setRulesOpen] = useState(false);
  const [activeCell, setActiveCell] = useState<ActiveCell | null>(null);
  const [viewedCell, setViewedCell] = useState<GridCell | null>(null);
  const [votingNoticeOpen, setVotingNoticeOpen] = useState(false);
  const [confetti, setConfetti] = useState(false);
  // The notices of hidden connections the player closed (x-y-hidden_at): a later hide says so again.
  const [dismissedHidden, setDismissedHidden] = useState<ReadonlySet<string>>(() => new Set());

  const data = matrix.data;
  const removed = data?.removed === true;
  const votingEnabled = data?.voting_enabled ?? known?.voting_enabled ?? false;
  const codeDigits = data?.code_digits ?? known?.code_digits ?? null;

  const outbox = useConnectionOutbox({
    eventId,
    userId,
    withCode: Boolean(codeDigits),
    openCell: activeCell,
    filled: data?.answer,
    // A refused connection opens again with the server's message, unless another sheet is open.
    onRefused: (draft) => setActiveCell((open) => open ?? { x: draft.x, y: draft.y, letter: draft.letter }),
    onVotingEnabled: () => setVotingFlag(true),
    stopped: removed,
  });

  // A closed form hands its cell back to the outbox: a connection queued there (just now, or on an
  // earlier visit and left waiting while the form was open) is sent, or its retries start.
  const formWasOpen = useRef(false);
  const { flush } = outbox;
  useEffect(() => {
    if (activeCell) formWasOpen.current = true;
    else if (formWasOpen.current) {
      formWasOpen.current = false;
      void flush();
    }
  }, [activeCell, flush]);

  // Whatever failed for want of network is asked again: the server is reachable once the channel reopens.
  const playerFailed = playerId.isError;
  const refetchPlayer = playerId.refetch;
  const retryFailed = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: eventInfoKeys.all(eventName), type: 'active' });
    if (eventId) void queryClient.refetchQueries({ queryKey: userMatrixQueryKey(eventId), type: 'active' });
    if (playerFailed) void refetchPlayer();
    void flush();
  }, [queryClient, eventName, eventId, playerFailed, refetchPlayer, flush]);

  const status = useLiveVotingFlag(eventName, eventId, {
    onReconnect: retryFailed,
    eventRegisterId: data?.event_register_id,
  });

  const connectivity = useConnectivity();
  const online = connectivity === 'online';
  const offlineError = [event.error, playerId.error, matrix.error].find(isNetworkError);
  useEffect(() => {
    if (!offlineError) return;
    const timer = setInterval(retryFailed, NETWORK_RETRY_MS);
    return () => clearInterval(timer);
  }, [offlineError, retryFailed]);

  // The connection came back (the browser's, or an answer after calls and the socket got none): said
  // for a few seconds, and whatever failed meanwhile is asked again at once.
  const [backOnline, setBackOnline] = useState(false);
  const wasOnline = useRef(online);
  const retryFailedRef = useRef(retryFailed);
  retryFailedRef.current = retryFailed;
  useEffect(() => {
    if (online === wasOnline.current) return;
    wasOnline.current = online;
    setBackOnline(online);
    if (!online) return;
    retryFailedRef.current();
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  // The grid on screen is this phone's last known one until the server answers: said so when that takes
  // long. Answered means a fetch that ended well (the status channel's cache updates do not count).
  const [answered, setAnswered] = useState(false);
  const wasFetching = useRef(false);
  useEffect(() => {
    if (wasFetching.current && !matrix.isFetching && !matrix.isError) setAnswered(true);
    wasFetching.current = matrix.isFetching;
  }, [matrix.isFetching, matrix.isError]);
  const showingLastKnown = Boolean(lastKnown) && !answered && matrix.isFetching;
  const [slowUpdate, setSlowUpdate] = useState(false);
  useEffect(() => {
    setSlowUpdate(false);
    if (!showingLastKnown) return;
    const timer = setTimeout(() => setSlowUpdate(true), UPDATING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [showingLastKnown]);

  // Keep the last grid the server sent (and the cells filled since) for a start without network.
  useEffect(() => {
    if (!known || !userId || !data || !matrix.isFetchedAfterMount) return;
    savePlayerSnapshot(eventName, {
      event: {
        id: known.id,
        name: known.name,
        voting_enabled: data.voting_enabled,
        code_digits: data.code_digits,
      },
      userId,
      matrix: data,
    });
  }, [eventName, known, userId, data, matrix.isFetchedAfterMount]);

  // The channel's grid_complete differs from the loaded grid: the letters changed before the channel opened.
  const statusGridComplete = status?.grid_complete;
  const loadedGridComplete = data ? hasGrid(data.question) && isGridComplete(data.question) : undefined;
  useEffect(() => {
    if (statusGridComplete === undefined || loadedGridComplete === undefined || !eventId) return;
    if (statusGridComplete !== loadedGridComplete) {
      void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(eventId) });
    }
  }, [statusGridComplete, loadedGridComplete, eventId, queryClient]);

  // The rules pop up on the first visit to an event on this device (a host's preview is not a visit).
  useEffect(() => {
    if (eventId && !hostPreview && !storage.getEventFlag('rulesSeen', eventId)) setRulesOpen(true);
  }, [eventId, hostPreview]);

  // An old name of a renamed event reaches it; the address then shows the current name.
  useCurrentEventName(eventName, event.data?.name);

  // Confetti once per completion: when the fifth letter lights up, or on the first visit after it did.
  const completed = data ? trueLetters(data.score ?? []) >= MAX_BINGOS : false;
  useEffect(() => {
    if (eventId && completed && !storage.getEventFlag('bingoCelebrated', eventId)) {
      storage.setEventFlag('bingoCelebrated', eventId);
      setConfetti(true);
    }
  }, [eventId, completed]);

  function closeRules() {
    if (eventId) storage.setEventFlag('rulesSeen', eventId);
    setRulesOpen(false);
  }

  // The session ended: the toast says so and the sign-in follows; no box says it again.
  if ([event.error, playerId.error, matrix.error].some(isSessionEnded)) return <SessionEnding />;
  // No event known: a network failure offers Retry (and recovers by itself); a refusal says why.
  if (!known && event.error) {
    if (isNetworkError(event.error)) return <NetworkError error={event.error} onRetry={retryFailed} />;
    if (event.error instanceof ApiError && event.error.status === 404)
      return <EventNotFound eventName={eventName} />;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
        {apiMessage(event.error, messages.events.infoFailed)}
      </div>
    );
  }
  if (hostPreview && event.data) {
    return <HostPreview info={event.data} status={status} onJoin={() => setJoining(true)} />;
  }
  if (playerId.error && !userId) {
    if (isNetworkError(playerId.error)) return <NetworkError error={playerId.error} onRetry={retryFailed} />;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
        {apiMessage(playerId.error, t.loadFailed)}
      </div>
    );
  }
  if (!data && matrix.error) {
    if (isNetworkError(matrix.error)) return <NetworkError error={matrix.error} onRetry={retryFailed} />;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
        {apiMessage(matrix.error, t.loadFailed)}
      </div>
    );
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
  const hiddenNotices = (data.hidden_connections ?? []).filter(
    (h) => !dismissedHidden.has(`${h.x}-${h.y}-${h.hidden_at}`) && !data.answer[h.x]?.[h.y]?.connected_name,
  );

  function pick(cell: ActiveCell) {
    if (votingEnabled) setVotingNoticeOpen(true);
    else setActiveCell(cell);
  }

  function closeForm() {
    setActiveCell(null);
  }

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">{title}</h1>
        <p className="text-sm text-slate-600">{t.connections(connections)}</p>
        {status && (
          <p className="text-sm text-slate-600">
            {t.eventCounts(status.participant_count, status.total_connections)}
          </p>
        )}
      </header>

      {event.data?.demo && <DemoBanner>{messages.demo.playerBanner}</DemoBanner>}

      {/* One polite live region, always there, so that both the loss and the return are read out. */}
      <div role="status" aria-live="polite" className="empty:hidden">
        {offlineError || !online ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-slate-300 bg-slate-50 p-3 text-center text-sm text-slate-800">
            <p>{connectivity === 'offline' ? t.offlineGrid : t.unreachableGrid}</p>
            <Button size="sm" variant="secondary" onClick={retryFailed}>
              {messages.network.retry}
            </Button>
          </div>
        ) : backOnline ? (
          <p className="rounded-2xl border border-green-300 bg-green-50 p-3 text-center text-sm text-green-900">
            {t.backOnline}
          </p>
        ) : null}
      </div>

      {slowUpdate && showingLastKnown && !offlineError && online && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" decorative />
          {t.updatingGrid}
        </p>
      )}

      {data && showsFriendCode(data) && (
        <section
          aria-labelledby="friend-code-title"
          className="rounded-2xl bg-brand-900 px-5 py-4 text-center text-white shadow-md"
        >
          <h2 id="friend-code-title" className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
            {t.friendCode}
          </h2>
          <p className="mt-1 font-mono text-5xl font-black tracking-[0.2em] text-accent-300 tabular-nums">
            {data.user_code}
          </p>
          <p className="mt-1 text-sm text-brand-200">{t.friendCodeHint}</p>
          {data.user_code && <FriendCodeQr code={data.user_code} />}
        </section>
      )}

      {votingEnabled && (
        <section className="flex flex-col items-center gap-3 rounded-2xl border-2 border-accent-400 bg-accent-50 p-4 text-center">
          <p className="font-medium text-brand-950">{t.votingOpen}</p>
          <Link to={pagePath.voting(eventName)} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
            {t.goToVoting}
          </Link>
        </section>
      )}

      {(outbox.waitingCount > 0 || outbox.refused.length > 0) && (
        <section className="mx-auto flex w-full max-w-md flex-col gap-2" aria-live="polite">
          {outbox.waitingCount > 0 && (
            <div className="flex items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950">
              <p>{t.outboxWaiting(outbox.waitingCount)}</p>
              <Button size="sm" variant="secondary" onClick={() => void outbox.flush()}>
                {t.sendNow}
              </Button>
            </div>
          )}
          {outbox.refused.map(({ draft }) => (
            <div
              key={`${draft.x}-${draft.y}`}
              className="flex items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <p>{t.notSent(draft.letter, outbox.refusalText(draft))}</p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t.fixConnection(draft.letter)}
                onClick={() => pick({ x: draft.x, y: draft.y, letter: draft.letter })}
              >
                {messages.play.retry}
              </Button>
            </div>
          ))}
        </section>
      )}

      {hiddenNotices.length > 0 && (
        <section className="mx-auto flex w-full max-w-md flex-col gap-2" aria-live="polite">
          {hiddenNotices.map((hidden) => (
            <div
              key={`${hidden.x}-${hidden.y}-${hidden.hidden_at}`}
              role="status"
              className="flex items-start justify-between gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-3 text-sm text-brand-950"
            >
              <p className="break-words">{t.connectionHidden(hidden.connected_name)}</p>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t.dismissNotice(hidden.connected_name)}
                onClick={() =>
                  setDismissedHidden((set) => new Set(set).add(`${hidden.x}-${hidden.y}-${hidden.hidden_at}`))
                }
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
        </section>
      )}

      <section className="mx-auto flex w-full max-w-md flex-col gap-2">
        <BingoLetters score={data?.score ?? []} />
        {gridLoaded ? (
          <PlayerGrid
            question={data.question}
            answer={data.answer ?? []}
            locked={!gridComplete}
            local={outbox.cells}
            onPick={pick}
            onView={setViewedCell}
          />
        ) : null}
      </section>

      {completed && <CompletionBanner eventId={known.id} eventName={eventName} rank={data.completion_rank} />}

      <GridNotice loaded={gridLoaded} complete={gridComplete} />

      {gridComplete && (
        <section
          aria-labelledby="card-block-title"
          className="mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
        >
          <h2 id="card-block-title" className="font-bold text-slate-900">
            {t.cardTitle}
          </h2>
          {connections < CONNECTIONS_TO_UNLOCK_CARD ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Lock className="size-4 shrink-0" />
              {messages.game.cardLocked}
            </p>
          ) : (
            <Link to={pagePath.card(eventName)} className={buttonStyles({ className: 'w-full' })}>
              {t.viewCard}
            </Link>
          )}
        </section>
      )}

      {data && (
        <div className="text-center">
          <Link to={pagePath.people(eventName)} className={buttonStyles({ variant: 'secondary' })}>
            {messages.people.openLink}
          </Link>
        </div>
      )}

      <div className="text-center">
        <Button variant="link" onClick={() => setRulesOpen(true)}>
          {t.viewRules}
        </Button>
      </div>

      {/* Said at join: the rules open by themselves on the first visit, with what the event shows of you. */}
      <RulesModal open={rulesOpen} onClose={closeRules}>
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
        open={votingNoticeOpen}
        onClose={() => setVotingNoticeOpen(false)}
        title={t.votingTitle}
        footer={
          <Link to={pagePath.voting(eventName)} className={buttonStyles({ variant: 'accent' })}>
            {t.goToVoting}
          </Link>
        }
      >
        <p className="text-slate-700">{messages.game.votingNoNewFriend}</p>
      </Modal>

      {confetti && (
        <Suspense fallback={null}>
          <BingoConfetti onDone={() => setConfetti(false)} />
        </Suspense>
      )}
    </div>
  );
}
