import {
  CONGRATULATIONS_CLEAR_MS,
  LEADERBOARD_HEIGHT_PX,
  LEADERBOARD_HEIGHT_WITH_QR_PX,
  type LeaderboardPlayer,
  messages,
} from '@hoogo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EventQrCode } from '@/components/event-qr-code';
import { RulesModal } from '@/components/rules-modal';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HomeLink } from '@/components/ui/home-link';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { apiMessage } from '@/lib/form-errors';
import { publicEventLink } from '@/lib/qr';
import { isRetryable } from '@/lib/react-query';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useLeaderboardEvent } from '../api/get-leaderboard-event';
import { useUpdateVoting } from '../api/update-voting';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { playClap } from '../utils/clap';
import { CongratulationsModal } from './congratulations-modal';
import { GameRow, ROW_HEIGHT } from './game-row';
import { RecentImages, ScrollingImages } from './recent-images';
import { VirtualList } from './virtual-list';
import { VotingRow } from './voting-row';

const t = messages.leaderboard;
const QR_SIZE_PX = 220;

/** The host live leaderboard (/{eventName}/leaderboard), for a big screen first. */
export function LeaderboardPage({ eventName }: { eventName: string }) {
  const event = useLeaderboardEvent(eventName);
  if (event.error && isRetryable(event.error)) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-brand-950 p-6">
        <div className="rounded-2xl bg-white">
          <NetworkError error={event.error} onRetry={() => event.refetch()} />
        </div>
      </main>
    );
  }
  if (event.error) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-brand-950 p-6">
        <p role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800">
          {apiMessage(event.error, messages.events.infoFailed)}
        </p>
        <HomeLink />
      </main>
    );
  }
  if (!event.data) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-brand-950 text-brand-100">
        <Spinner size="lg" decorative />
        <p role="status">{t.loading}</p>
      </main>
    );
  }
  return (
    <LiveBoard
      eventName={eventName}
      eventId={event.data.id}
      title={event.data.name}
      codeDigits={event.data.code_digits}
      isHost={event.data.role !== null}
    />
  );
}

function LiveBoard({
  eventName,
  eventId,
  title,
  codeDigits,
  isHost,
}: {
  eventName: string;
  eventId: string;
  title: string;
  codeDigits: number | null;
  isHost: boolean;
}) {
  const signedIn = Boolean(storage.get('accessToken'));
  const [view, setView] = useState<'game' | 'voting'>('game');
  const [qrOpen, setQrOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [congratulated, setCongratulated] = useState<LeaderboardPlayer[]>([]);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onCompleted = useCallback((player: LeaderboardPlayer) => {
    playClap();
    setCongratulated((list) => [
      ...list.filter((p) => p.event_register_id !== player.event_register_id),
      player,
    ]);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setCongratulated([]), CONGRATULATIONS_CLEAR_MS);
  }, []);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const { state, gameStatus, setVotingEnabled } = useLiveLeaderboard({ eventId, onCompleted });
  const votingEnabled = state.votingEnabled === true;

  // The first time voting is on while the screen is open, the voting board takes over.
  const switchedToVoting = useRef(false);
  useEffect(() => {
    if (votingEnabled && !switchedToVoting.current) {
      switchedToVoting.current = true;
      setView('voting');
    }
  }, [votingEnabled]);

  const updateVoting = useUpdateVoting(eventName, eventId);
  async function toggleVoting(enabled: boolean) {
    try {
      await updateVoting.mutateAsync(enabled);
      setVotingEnabled(enabled);
      notify.success(messages.events.votingUpdated);
    } catch (error) {
      notify.error(apiMessage(error, messages.events.votingUpdateFailed));
    }
  }

  const showVotingToggle = signedIn && isHost && codeDigits !== null;
  const listHeight = qrOpen ? LEADERBOARD_HEIGHT_WITH_QR_PX : LEADERBOARD_HEIGHT_PX;
  const link = publicEventLink(eventName);
  const topVotes = state.votes[0]?.vote_count ?? 0;
  const live = gameStatus === 'open';

  return (
    <main className="min-h-dvh bg-gradient-to-br from-brand-950 via-brand-900 to-brand-950 text-white">
      <div className="mx-auto flex w-full max-w-[1880px] flex-col gap-4 px-3 py-3 sm:px-6 sm:py-5">
        {signedIn ? (
          <header className="flex items-center gap-3">
            <Link
              to={`/dashboard/${eventName}/`}
              aria-label={t.back}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M19 12H5M12 19l-7-7 7-7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
            <h1 className="min-w-0 flex-1 truncate text-2xl font-black tracking-tight sm:text-4xl">
              {title}
            </h1>
            <LiveDot live={live} />
          </header>
        ) : (
          <div className="flex justify-end">
            <h1 className="sr-only">{t.title(title)}</h1>
            <LiveDot live={live} />
          </div>
        )}

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_32rem]">
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2 sm:gap-3">
              <Stat label={t.participants} value={state.participantCount} testId="participant-count" />
              {!votingEnabled && (
                <Stat label={t.connections} value={state.totalConnections} testId="connection-count" />
              )}
              <div className="ml-auto flex flex-wrap items-center gap-2">
                <Button variant="accent" onClick={() => setView(view === 'game' ? 'voting' : 'game')}>
                  {view === 'game' ? t.viewVoting : t.viewGame}
                </Button>
                <Button
                  variant="secondary"
                  aria-expanded={qrOpen}
                  aria-controls="leaderboard-qr"
                  onClick={() => setQrOpen((open) => !open)}
                  className="border-white/20 bg-white/10 text-white hover:bg-white/20 active:bg-white/25"
                >
                  {qrOpen ? t.hideQr : t.showQr}
                </Button>
              </div>
            </div>

            {showVotingToggle && (
              <div className="rounded-2xl bg-white px-4 py-3 text-slate-900">
                <Switch
                  label={t.votingToggle}
                  hint={t.votingToggleHint}
                  checked={votingEnabled}
                  disabled={updateVoting.isPending}
                  onChange={toggleVoting}
                />
              </div>
            )}

            {qrOpen && (
              <div
                id="leaderboard-qr"
                className="flex flex-col items-center gap-4 rounded-3xl bg-white p-4 text-brand-950 sm:flex-row"
              >
                <EventQrCode data={link} size={QR_SIZE_PX} label={messages.qrPage.imageLabel(link)} />
                <div className="flex flex-col gap-2 text-center sm:text-left">
                  <p className="text-xl font-bold sm:text-2xl">{messages.qr.caption}</p>
                  <p className="font-mono text-sm break-all text-brand-700">{link}</p>
                </div>
              </div>
            )}

            <div className="flex items-center justify-between gap-2">
              <h2
                id="board-title"
                className="text-base font-bold tracking-wide whitespace-nowrap text-accent-300 uppercase sm:text-xl"
              >
                {view === 'game' ? t.gameTitle : t.votingTitle}
              </h2>
              <Button variant="link" onClick={() => setRulesOpen(true)} className="text-brand-200! underline">
                {t.viewRules}
              </Button>
            </div>

            <div className="rounded-3xl bg-brand-950/40 py-1 ring-1 ring-white/10">
              {view === 'game' ? (
                state.players.length === 0 ? (
                  <EmptyBoard text={state.gameLoaded ? t.empty : t.loading} />
                ) : (
                  <VirtualList
                    label={t.gameTitle}
                    items={state.players}
                    rowHeight={ROW_HEIGHT}
                    maxHeight={listHeight}
                    getKey={(p) => p.event_register_id}
                    renderRow={(player, index) => (
                      <GameRow player={player} rank={index + 1} eventName={eventName} />
                    )}
                  />
                )
              ) : state.votes.length === 0 ? (
                <EmptyBoard text={t.emptyVoting} />
              ) : (
                <VirtualList
                  label={t.votingTitle}
                  items={state.votes}
                  rowHeight={ROW_HEIGHT}
                  maxHeight={listHeight}
                  getKey={(row) => row.event_register_id}
                  renderRow={(row, index) => (
                    <VotingRow row={row} rank={index + 1} topVotes={topVotes} eventName={eventName} />
                  )}
                />
              )}
            </div>
          </div>

          <aside className="flex min-w-0 flex-col gap-4">
            <RecentImages images={state.images} />
            <ScrollingImages images={state.images} />
          </aside>
        </div>
      </div>

      <RulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} title={t.rulesTitle} />
      <CongratulationsModal
        eventId={eventId}
        player={congratulated[congratulated.length - 1] ?? null}
        onClose={() => {
          clearTimeout(clearTimer.current);
          setCongratulated([]);
        }}
      />
    </main>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="flex min-w-28 flex-col rounded-2xl bg-white/10 px-4 py-2 ring-1 ring-white/10">
      <span className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{label}</span>
      <span data-testid={testId} className="text-2xl font-black text-white tabular-nums sm:text-3xl">
        {value}
      </span>
    </div>
  );
}

function LiveDot({ live }: { live: boolean }) {
  return (
    <span
      role="status"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
        live ? 'bg-emerald-400/15 text-emerald-300' : 'bg-white/10 text-brand-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          live ? 'bg-emerald-400 motion-safe:animate-pulse' : 'bg-brand-300',
        )}
      />
      {live ? t.live : t.reconnecting}
    </span>
  );
}

function EmptyBoard({ text }: { text: string }) {
  return <p className="px-6 py-12 text-center text-brand-200">{text}</p>;
}
