import {
  BOARD_WINDOW_DEFAULT_LIMIT,
  type BoardWindow,
  type EventInfo,
  filledCellCount,
  GRID_SIZE,
  messages,
  showsSelfies,
  votingRanks,
} from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrandBand } from '@/components/brand-band';
import { EventQrCode } from '@/components/event-qr-code';
import { RulesModal } from '@/components/rules-modal';
import { cn } from '@/components/ui/cn';
import { HomeLink } from '@/components/ui/home-link';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import { stayOnPageWhenSessionEnds } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { patchEventInfo } from '@/lib/event-info-cache';
import { useEventSchedule } from '@/lib/event-schedule';
import { apiMessage } from '@/lib/form-errors';
import { useRoomLanguage } from '@/lib/language';
import { usePublicEventLink } from '@/lib/public-config';
import { isRetryable } from '@/lib/react-query';
import { storage } from '@/lib/storage';
import { useHostRole } from '../api/get-host-role';
import { makerName, rowRanks } from '../hooks/live-state';
import { useBoardLeaders } from '../hooks/use-board-leaders';
import { type BoardPlayer, useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { useScreenRemote } from '../hooks/use-screen-remote';
import { u, useVenueUnit, VENUE_UNIT_CSS } from '../hooks/use-venue-size';
import { playClap, preloadClap } from '../utils/clap';
import { COMPLETION_MOMENT_MS, pageSecondsFrom, VOTING_TRANSITION_MS } from '../utils/venue';
import { AnnouncementMoment } from './announcement-moment';
import { CompletionMoment } from './completion-moment';
import { Finale } from './finale';
import { GameRow } from './game-row';
import { HostControlsButton, HostDrawer } from './host-drawer';
import { PagedList } from './paged-list';
import { photoCaption, RecentImages } from './recent-images';
import { PhotoSpotlight, SpotlightMoment, VotingTransition } from './room-moment';
import { RoomToasts, useRoomToasts } from './room-toasts';
import { ScheduleChip } from './schedule-chip';
import { VotingRow } from './voting-row';

const t = messages.leaderboard;
const v = messages.venue;

/**
 * The live leaderboard (/{eventName}/leaderboard), made for the venue's big screen: the same board for
 * everyone, signed in or not, with the host's controls in a drawer hidden by default.
 */
export function LeaderboardPage({ eventName }: { eventName: string }) {
  const event = useEventInfo(eventName, 'public');
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
  return <VenueBoard eventName={eventName} info={event.data} />;
}

type View = 'game' | 'voting';

/** The window the game socket opens with; the list asks for the one its space holds once measured. */
const FIRST_WINDOW: BoardWindow = { offset: 0, limit: BOARD_WINDOW_DEFAULT_LIMIT };

function VenueBoard({ eventName, info }: { eventName: string; info: EventInfo }) {
  // A host's session that ends leaves the board running as the public sees it.
  useEffect(() => stayOnPageWhenSessionEnds(), []);
  // Fetched with the board, never with the other pages.
  useEffect(preloadClap, []);
  const isHost = useHostRole(eventName) !== null;
  const [params] = useSearchParams();
  const pageSeconds = pageSecondsFrom(params.toString());

  const { toasts, push, expire } = useRoomToasts();
  const [finishers, setFinishers] = useState<BoardPlayer[]>([]);
  const onCompleted = useCallback((player: BoardPlayer) => {
    playClap();
    setFinishers((list) => [...list.filter((p) => p.event_register_id !== player.event_register_id), player]);
  }, []);
  const finisher = finishers[0] ?? null;
  const nextFinisher = useCallback(() => setFinishers((list) => list.slice(1)), []);
  useEffect(() => {
    if (!finisher) return;
    const timer = window.setTimeout(nextFinisher, COMPLETION_MOMENT_MS);
    return () => window.clearTimeout(timer);
  }, [finisher, nextFinisher]);

  // A player who opens the board on their own phone sees their own place (the key this device stored).
  const [playerKey] = useState(() => storage.getEventUserId(info.id));
  const { state, gameStatus, showWindow } = useLiveLeaderboard({
    eventId: info.id,
    playerKey,
    firstWindow: FIRST_WINDOW,
    onCompleted,
    onEvent: push,
  });
  // The room reads one language: the event's, whoever's screen shows the board. A change told live goes
  // into the event's cached copy, which the board renders again from (a new language renders the pages
  // again from the top).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (state.language) patchEventInfo(queryClient, eventName, { language: state.language });
  }, [queryClient, eventName, state.language]);
  useRoomLanguage(info.language);
  // The voting board holds every candidate: its pages are slices of them.
  const [votingWindow, setVotingWindow] = useState<BoardWindow>(FIRST_WINDOW);
  const votingRankList = useMemo(() => votingRanks(state.votes), [state.votes]);
  const votingEnd = votingWindow.offset + votingWindow.limit;
  const votingEnabled = state.votingEnabled ?? info.voting_enabled;
  // An anonymous venue mode (docs/data.md) shows no selfies: the gallery's place says so.
  const selfiesShown = showsSelfies(state.venuePrivacy ?? info.venue_privacy);

  // The hosts' remote (docs/decisions/0080-the-remote.md): what it set on this screen.
  const { controls, followVoting, endSpotlight, endPhoto, endFinale, announcement, endAnnouncement } =
    useScreenRemote(info.id);
  // The game's time (docs/decisions/0079-the-games-time.md), from the event's status channel.
  const scheduleClock = useScheduleClock(useEventSchedule(info.id));
  const [paging, setPaging] = useState(false);
  const leaders = useBoardLeaders(info.id, controls.pinned, paging);

  // The board shows what the room is doing: the voting board while voting is on, the game otherwise.
  // A host may switch from the drawer or the remote until the flag changes again.
  const [hostView, setHostView] = useState<View | null>(null);
  const view: View = hostView ?? controls.view ?? (votingEnabled ? 'voting' : 'game');
  useEffect(() => {
    if (controls.view) setHostView(null);
  }, [controls.view]);
  const [transition, setTransition] = useState<'opened' | 'closed' | null>(null);
  const lastVoting = useRef<boolean | null>(state.votingEnabled);
  useEffect(() => {
    const before = lastVoting.current;
    lastVoting.current = state.votingEnabled;
    if (before === null || state.votingEnabled === null || before === state.votingEnabled) return;
    setHostView(null);
    followVoting();
    setTransition(state.votingEnabled ? 'opened' : 'closed');
  }, [state.votingEnabled, followVoting]);
  useEffect(() => {
    if (!transition) return;
    const timer = window.setTimeout(() => setTransition(null), VOTING_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [transition]);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  useEffect(() => {
    if (!isHost) {
      setDrawerOpen(false);
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'h' && event.key !== 'H') return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      setDrawerOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isHost]);

  const unit = useVenueUnit();
  const qrSize = Math.round(unit * 34);
  // The event's own name (renamed live while the board is open), whatever address opened the board; the
  // join link from it and the server's PUBLIC_URL.
  const title = state.name ?? info.name;
  const link = usePublicEventLink(title);
  const shortLink = link?.replace(/^https?:\/\//, '');
  const topVotes = state.votes[0]?.vote_count ?? 0;
  const live = gameStatus === 'open';
  const gridIncomplete = filledCellCount(info.matrix) < GRID_SIZE * GRID_SIZE;
  // Only a photo of the board's own gallery: what the venue setting or a consent keeps off it stays off.
  const spotlitPhoto =
    controls.photo && selfiesShown ? state.images.find((image) => image.image === controls.photo) : undefined;

  return (
    <main
      className="relative min-h-dvh bg-gradient-to-br from-brand-950 via-brand-900 to-brand-950 text-white lg:h-dvh lg:overflow-hidden"
      style={{ '--u': VENUE_UNIT_CSS } as CSSProperties}
    >
      <div className="flex h-full flex-col" style={{ padding: u(2), gap: u(1.6) }}>
        <header className="flex flex-wrap items-center" style={{ columnGap: u(2.4), rowGap: u(1) }}>
          <BrandBand
            branding={state.branding ?? info.branding}
            eventName={title}
            logoHeight={u(6.4)}
            className="flex-1 max-sm:basis-full"
          >
            <h1
              className="min-w-0 flex-1 truncate leading-tight font-black tracking-tight"
              style={{ fontSize: u(5.6) }}
            >
              {title}
            </h1>
          </BrandBand>
          {info.demo && (
            <span
              data-testid="demo-badge"
              className="rounded-full bg-amber-300 font-bold text-amber-950"
              style={{ fontSize: u(1.8), padding: `${u(0.3)} ${u(1.2)}` }}
            >
              {messages.demo.boardBanner}
            </span>
          )}
          <ScheduleChip clock={scheduleClock} />
          <Stat label={t.participants} value={state.participantCount} testId="participant-count" />
          {!votingEnabled && (
            <Stat label={t.connections} value={state.totalConnections} testId="connection-count" />
          )}
          <LiveDot live={live} />
        </header>

        <div
          className="flex min-h-0 flex-1 flex-col lg:grid lg:grid-cols-[minmax(0,1fr)_auto]"
          style={{ gap: u(2.4) }}
        >
          <div className="h-[75vh] min-w-0 lg:h-auto lg:min-h-0">
            {/* The remote may keep the lobby up while the room arrives, players joined or not. */}
            {controls.lobby ? (
              <Lobby />
            ) : view === 'game' ? (
              <PagedList
                key="game"
                title={t.gameTitle}
                rows={state.rows}
                offset={state.offset}
                ranks={rowRanks(state)}
                total={state.rowCount}
                onWindow={showWindow}
                own={state.me}
                getKey={(p) => p.event_register_id}
                renderRow={(player, rank, own) => (
                  <GameRow player={player} rank={rank} own={own} eventName={eventName} />
                )}
                pageSeconds={pageSeconds}
                empty={state.gameLoaded ? <Lobby /> : <EmptyBoard text={t.loading} />}
                leaders={leaders}
                onPaging={setPaging}
                paused={controls.paused}
                jump={controls.jump}
              />
            ) : (
              <PagedList
                key="voting"
                title={t.votingTitle}
                rows={state.votes.slice(votingWindow.offset, votingEnd)}
                offset={votingWindow.offset}
                ranks={votingRankList.slice(votingWindow.offset, votingEnd)}
                total={state.votes.length}
                onWindow={setVotingWindow}
                getKey={(row) => row.event_register_id}
                renderRow={(row, rank) => <VotingRow row={row} rank={rank} topVotes={topVotes} />}
                pageSeconds={pageSeconds}
                empty={<EmptyBoard text={t.emptyVoting} />}
                paused={controls.paused}
                jump={controls.jump}
              />
            )}
          </div>

          <aside className="flex min-h-0 min-w-0 flex-col lg:w-[calc(var(--u)*50)]" style={{ gap: u(2) }}>
            <section
              aria-label={v.scanToPlay}
              data-testid="join-qr"
              hidden={!controls.qrShown}
              className="flex flex-col items-center rounded-3xl bg-white text-center text-brand-950"
              style={{ padding: u(1.6), gap: u(0.8) }}
            >
              {link === undefined ? (
                <div style={{ width: qrSize, height: qrSize, maxWidth: '100%' }} />
              ) : (
                <EventQrCode data={link} size={qrSize} label={messages.qrPage.imageLabel(link)} />
              )}
              <p className="leading-tight font-black" style={{ fontSize: u(3.4) }}>
                {v.scanToPlay}
              </p>
              <p
                data-testid="short-link"
                dir="ltr"
                className="max-w-full font-mono leading-tight font-bold break-all text-brand-700"
                style={{ fontSize: u(2.5) }}
              >
                {shortLink}
              </p>
            </section>
            <RecentImages
              selfiesShown={selfiesShown}
              images={state.images}
              nameOf={(id) => makerName(state, id)}
            />
          </aside>
        </div>
      </div>

      <RoomToasts toasts={toasts} onExpire={expire} />
      <CompletionMoment eventId={info.id} player={finisher} onDone={nextFinisher} />
      {transition && !finisher && <VotingTransition kind={transition} onDone={() => setTransition(null)} />}
      {controls.finale && (
        <Finale
          key={controls.finale.seq}
          eventId={info.id}
          source={controls.finale.source}
          onDone={endFinale}
        />
      )}
      {spotlitPhoto?.image && !finisher && !transition && (
        <PhotoSpotlight
          key={spotlitPhoto.image}
          image={spotlitPhoto.image}
          caption={photoCaption(spotlitPhoto, (id) => makerName(state, id))}
          onDone={endPhoto}
        />
      )}
      {controls.spotlight && !finisher && !transition && (
        <SpotlightMoment
          key={controls.spotlight}
          eventId={info.id}
          eventRegisterId={controls.spotlight}
          onDone={endSpotlight}
        />
      )}
      {/* Over any other moment: the hosts chose to interrupt the room (docs/decisions/0082-announcements.md). */}
      {announcement && (
        <AnnouncementMoment key={announcement.id} announcement={announcement} onDone={endAnnouncement} />
      )}
      {isHost && (
        <>
          <HostControlsButton
            open={drawerOpen}
            gridIncomplete={gridIncomplete}
            onOpen={() => setDrawerOpen(true)}
          />
          <HostDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            eventName={eventName}
            matrix={info.matrix}
            votingEnabled={votingEnabled}
            view={view}
            onSwitchView={() => setHostView(view === 'game' ? 'voting' : 'game')}
            onShowRules={() => {
              setDrawerOpen(false);
              setRulesOpen(true);
            }}
          />
          <RulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} title={t.rulesTitle} />
        </>
      )}
    </main>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div
      className="flex flex-col rounded-2xl bg-white/10 ring-1 ring-white/10"
      style={{ padding: `${u(0.6)} ${u(1.8)}` }}
    >
      <span className="font-bold tracking-wider text-brand-100 uppercase" style={{ fontSize: u(1.8) }}>
        {label}
      </span>
      <span
        data-testid={testId}
        className="leading-none font-black text-white tabular-nums"
        style={{ fontSize: u(4.4) }}
      >
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
        'inline-flex shrink-0 items-center rounded-full font-bold',
        live ? 'bg-emerald-400/15 text-emerald-300' : 'bg-white/10 text-brand-100',
      )}
      style={{ gap: u(0.8), padding: `${u(0.6)} ${u(1.6)}`, fontSize: u(2.2) }}
    >
      <span
        aria-hidden="true"
        className={cn('rounded-full', live ? 'bg-emerald-400 motion-safe:animate-pulse' : 'bg-brand-300')}
        style={{ width: u(1.2), height: u(1.2) }}
      />
      {live ? t.live : t.reconnecting}
    </span>
  );
}

/**
 * The lobby: the game board before anyone joined, addressed to the attendees in the room (the QR code is
 * beside it): what to do, in three steps.
 */
function Lobby() {
  return (
    <section
      data-testid="lobby"
      aria-labelledby="lobby-title"
      className="flex h-full flex-col items-center justify-center rounded-3xl bg-white/5 text-center"
      style={{ padding: u(4), gap: u(3) }}
    >
      <h2 id="lobby-title" className="leading-tight font-black text-accent-300" style={{ fontSize: u(6) }}>
        {t.empty}
      </h2>
      <ol className="flex flex-col text-start" style={{ gap: u(2), maxWidth: u(80) }}>
        {t.lobbySteps.map((step, i) => (
          <li
            key={step}
            className="flex items-start font-bold text-white"
            style={{ gap: u(2), fontSize: u(3.4) }}
          >
            <span
              aria-hidden="true"
              className="inline-flex shrink-0 items-center justify-center rounded-full bg-accent-300 font-black text-brand-950"
              style={{ width: u(5), height: u(5), fontSize: u(3) }}
            >
              {i + 1}
            </span>
            <span className="leading-snug">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EmptyBoard({ text }: { text: string }) {
  return (
    <p
      className="flex h-full items-center justify-center rounded-3xl bg-white/5 text-center leading-tight font-bold text-brand-100"
      style={{ padding: u(4), fontSize: u(4.4) }}
    >
      {text}
    </p>
  );
}
