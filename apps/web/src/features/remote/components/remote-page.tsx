import {
  ANNOUNCEMENT_SCREEN_MS,
  apiPath,
  type EventInfo,
  MAX_VOTES_PER_PLAYER,
  messages,
  PINNED_LEADERS_MAX,
  type RemoteClientMessage,
  type RemoteSocketMessage,
  SCREEN_NAME_MAX,
  type ScreenCommand,
  type ScreenInfo,
} from '@hoogo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pagePath } from '@/app/paths';
import { AnnouncementComposer, AnnouncementList } from '@/components/announcements/announcement-composer';
import { CONNECTIONS_CLOSE, ConnectionsControl } from '@/components/schedule/connections-control';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import { api } from '@/lib/api-client';
import { useHostSchedule } from '@/lib/event-schedule';
import { apiMessage } from '@/lib/form-errors';
import { type LiveSend, useLiveSocket } from '@/lib/live-socket';
import { FinaleSection } from './finale-section';
import { PhotoSpotlightSection } from './photo-spotlight-section';
import { Choice, Section } from './remote-section';

const r = messages.remote;
const o = messages.organiserControls;
/** How many leaders the remote may pin: none up to PINNED_LEADERS_MAX. */
const pinnedChoices = Array.from({ length: PINNED_LEADERS_MAX + 1 }, (_, n) => n);
const v = messages.venue;

/** Everything the remote last set, to show each toggle's state (screens may differ; this is what was sent). */
interface Sent {
  paused: boolean;
  qrShown: boolean;
  muted: boolean;
  view: 'game' | 'voting';
  lobby: boolean;
  pinned: number;
}

/**
 * The hosts' remote (/dashboard/{eventName}/remote, docs/decisions/0080-the-remote.md), made for a phone:
 * the event's open big screens, listed live, each can be named; commands go to one screen or to all.
 * The server accepts them only on a host's socket.
 */
export function RemotePage({
  info,
  setVoting,
}: {
  info: EventInfo;
  /** The event's voting switch, the management screen's call (the route composes it). */
  setVoting: (enabled: boolean) => Promise<unknown>;
}) {
  // The game's time (docs/decisions/0079-the-games-time.md): the Connections block, and what Voting says.
  const { schedule, save } = useHostSchedule(info.id);
  const scheduleClock = useScheduleClock(schedule, CONNECTIONS_CLOSE);
  const [screens, setScreens] = useState<Map<string, ScreenInfo>>(new Map());
  const [target, setTarget] = useState<string>('');
  const [sent, setSent] = useState<Sent>({
    paused: false,
    qrShown: true,
    muted: false,
    view: info.voting_enabled ? 'voting' : 'game',
    lobby: false,
    pinned: 3,
  });
  const [said, setSaid] = useState('');
  const sender = useRef<LiveSend | null>(null);

  const onMessage = useCallback((message: RemoteSocketMessage) => {
    if (message.type === 'screen_seen') {
      setScreens((list) => new Map(list).set(message.screen.id, message.screen));
    }
    if (message.type === 'screen_gone') {
      setScreens((list) => {
        const next = new Map(list);
        next.delete(message.id);
        return next;
      });
    }
  }, []);
  const status = useLiveSocket<RemoteSocketMessage>({
    eventId: info.id,
    board: 'remote',
    withToken: true,
    onMessage,
    sender,
  });

  const screen = target ? (screens.get(target) ?? null) : null;
  const targetName = screen ? screenLabel(screen) : r.allScreens;

  const send = (command: ScreenCommand, what: string) => {
    const message: RemoteClientMessage = { type: 'command', screen: screen ? screen.id : null, command };
    if (sender.current?.(message)) setSaid(r.sent(`${what} (${targetName})`));
  };

  const list = [...screens.values()];
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <BackLink to={pagePath.eventAdmin(info.name)}>{messages.leaderboard.back}</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">{r.title(info.name)}</h1>

      <Section title={r.screens}>
        {status !== 'open' && list.length === 0 ? (
          <p className="text-slate-600">{r.connecting}</p>
        ) : list.length === 0 ? (
          <p className="text-slate-600" data-testid="no-screens">
            {r.noScreens}
          </p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{r.target}</legend>
            <Choice
              name="target"
              value=""
              checked={target === ''}
              onChange={setTarget}
              label={r.allScreens}
            />
            {list.map((item) => (
              <Choice
                key={item.id}
                name="target"
                value={item.id}
                checked={target === item.id}
                onChange={setTarget}
                label={screenLabel(item)}
              />
            ))}
          </fieldset>
        )}
        {screen && <RenameScreen key={screen.id} screen={screen} sender={sender} />}
      </Section>

      {/* To every phone and every screen of the event (docs/decisions/0082-announcements.md). */}
      <Section title={messages.announcements.title}>
        <p className="text-sm text-slate-600">
          {messages.announcements.intro(ANNOUNCEMENT_SCREEN_MS / 1000)}
        </p>
        <AnnouncementComposer eventId={info.id} />
        <AnnouncementList eventId={info.id} />
      </Section>

      <Section title={r.paging}>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => send({ kind: 'page', step: -1 }, r.previousPage)}
          >
            {r.previousPage}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => send({ kind: 'page', step: 1 }, r.nextPage)}>
            {r.nextPage}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            aria-pressed={sent.paused}
            onClick={() => {
              const paused = !sent.paused;
              setSent((s) => ({ ...s, paused }));
              send({ kind: 'paging', paused }, paused ? r.pause : r.resume);
            }}
          >
            {sent.paused ? r.resume : r.pause}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => send({ kind: 'top' }, r.top)}>
            {r.top}
          </Button>
        </div>
        <label className="flex items-center justify-between gap-3 text-slate-800">
          <span className="font-medium">{r.pinned}</span>
          <select
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            value={sent.pinned}
            onChange={(event) => {
              const pinned = Number(event.target.value);
              setSent((s) => ({ ...s, pinned }));
              send({ kind: 'pinned', count: pinned }, `${r.pinned}: ${pinned}`);
            }}
          >
            {pinnedChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </Section>

      <Section title={r.view}>
        <div className="grid grid-cols-2 gap-2">
          {(['game', 'voting'] as const).map((view) => (
            <Button
              key={view}
              variant={sent.view === view ? 'primary' : 'secondary'}
              size="lg"
              aria-pressed={sent.view === view}
              onClick={() => {
                setSent((s) => ({ ...s, view }));
                send({ kind: 'view', view }, view === 'game' ? r.gameView : r.votingView);
              }}
            >
              {view === 'game' ? r.gameView : r.votingView}
            </Button>
          ))}
        </div>
      </Section>

      <Section title={r.lobby}>
        <p className="text-sm text-slate-600">{r.lobbyHint}</p>
        <Button
          variant={sent.lobby ? 'primary' : 'secondary'}
          size="lg"
          onClick={() => {
            const lobby = !sent.lobby;
            setSent((s) => ({ ...s, lobby }));
            send({ kind: 'lobby', shown: lobby }, lobby ? r.showLobby : r.hideLobby);
          }}
        >
          {sent.lobby ? r.hideLobby : r.showLobby}
        </Button>
      </Section>

      <Section title={r.qr}>
        <Button
          variant="secondary"
          size="lg"
          aria-pressed={!sent.qrShown}
          onClick={() => {
            const qrShown = !sent.qrShown;
            setSent((s) => ({ ...s, qrShown }));
            send({ kind: 'qr', shown: qrShown }, qrShown ? r.showQr : r.hideQr);
          }}
        >
          {sent.qrShown ? r.hideQr : r.showQr}
        </Button>
      </Section>

      <Section title={r.sound}>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            size="lg"
            aria-pressed={sent.muted}
            onClick={() => {
              const muted = !sent.muted;
              setSent((s) => ({ ...s, muted }));
              send({ kind: 'sound', muted }, muted ? r.mute : r.unmute);
            }}
          >
            {sent.muted ? r.unmute : r.mute}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => send({ kind: 'test_sound' }, r.testSound)}>
            {r.testSound}
          </Button>
        </div>
      </Section>

      <SpotlightSection
        eventId={info.id}
        onPick={(id, what) => send({ kind: 'spotlight', event_register_id: id }, what)}
      />

      <PhotoSpotlightSection
        eventId={info.id}
        onPick={(image, what) => send({ kind: 'spotlight_photo', image }, what)}
      />

      <Section title={messages.schedule.connectionsTitle}>
        <ConnectionsControl schedule={schedule} clock={scheduleClock} save={save} />
      </Section>

      <VotingSection info={info} setVoting={setVoting} connectionsClosed={scheduleClock.connectionsClosed} />

      <FinaleSection
        votingEnabled={info.voting_enabled}
        onStart={(source, what) => send({ kind: 'finale', source }, what)}
        onEnd={(what) => send({ kind: 'finale_end' }, what)}
      />

      <p role="status" className="min-h-6 text-sm text-slate-700" data-testid="remote-said">
        {said}
      </p>
    </div>
  );
}

const screenLabel = (screen: ScreenInfo) => screen.name || v.unnamedScreen(screen.id.slice(1, 5));

function RenameScreen({ screen, sender }: { screen: ScreenInfo; sender: { current: LiveSend | null } }) {
  const [name, setName] = useState(screen.name);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const message: RemoteClientMessage = { type: 'rename', screen: screen.id, name: name.trim() };
        sender.current?.(message);
      }}
    >
      <Input
        label={r.screenName}
        value={name}
        maxLength={SCREEN_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" variant="primary">
        {r.rename}
      </Button>
    </form>
  );
}

/**
 * Starts or stops voting, confirmed first as on the management screen; the start's confirmation says how
 * many players can be voted for (the voting board's candidates, read when it opens).
 */
function VotingSection({
  info,
  setVoting,
  connectionsClosed,
}: {
  info: EventInfo;
  setVoting: (enabled: boolean) => Promise<unknown>;
  connectionsClosed: boolean;
}) {
  const on = info.voting_enabled;
  const [confirming, setConfirming] = useState(false);
  const [candidates, setCandidates] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    if (!confirming || on) return;
    let current = true;
    setCandidates(null);
    api
      .get(apiPath('voteLeaderboard', { id: info.id }))
      .then(({ response }) => {
        if (current) setCandidates(response.length);
      })
      .catch(() => {
        if (current) setCandidates(null);
      });
    return () => {
      current = false;
    };
  }, [confirming, on, info.id]);

  async function toggle() {
    setPending(true);
    setFailed('');
    try {
      await setVoting(!on);
      setConfirming(false);
    } catch (error) {
      setFailed(apiMessage(error, messages.events.votingUpdateFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <Section title={r.voting}>
      <p className="text-slate-800">
        {on ? o.votingOn : connectionsClosed ? o.votingOffClosed : o.votingOff}
      </p>
      {info.code_digits === null ? (
        <p className="text-slate-700">{o.votingNeedsCodes}</p>
      ) : (
        <Button variant={on ? 'secondary' : 'accent'} size="lg" onClick={() => setConfirming(true)}>
          {on ? o.stopVoting : o.startVoting}
        </Button>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={on ? o.stopVotingTitle : o.startVotingTitle}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {messages.eventAdmin.cancel}
            </Button>
            <Button variant={on ? 'primary' : 'accent'} onClick={toggle} isLoading={pending}>
              {on ? o.stopVoting : o.startVoting}
            </Button>
          </>
        }
      >
        {!on && (
          <p className="mb-3 font-semibold text-slate-900" data-testid="candidate-count">
            {candidates === null
              ? r.candidatesLoading
              : candidates === 0
                ? r.noCandidates
                : r.candidates(candidates)}
          </p>
        )}
        <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-700">
          {(on ? o.stopVotingPoints : o.startVotingPoints(MAX_VOTES_PER_PLAYER)).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {failed && (
          <p role="alert" className="mt-3 text-red-700">
            {failed}
          </p>
        )}
      </Modal>
    </Section>
  );
}

/** Puts a player of the game board's top rows in the spotlight on the screen, or nobody. */
function SpotlightSection({
  eventId,
  onPick,
}: {
  eventId: string;
  onPick: (eventRegisterId: string | null, what: string) => void;
}) {
  const [players, setPlayers] = useState<Array<{ id: string; name: string }>>([]);
  const [picked, setPicked] = useState('');
  useEffect(() => {
    let current = true;
    api
      .get(apiPath('leaderboard', { id: eventId }), { query: { offset: '0', limit: '50' } })
      .then(({ response }) => {
        if (current)
          setPlayers(response.rows.map((row) => ({ id: row.event_register_id, name: row.user_name })));
      })
      .catch(() => {
        // No list: the spotlight waits for the next open of the page.
      });
    return () => {
      current = false;
    };
  }, [eventId]);
  return (
    <Section title={r.spotlight}>
      <label className="flex flex-col gap-1.5 text-slate-800">
        <span className="text-sm font-medium">{r.spotlight}</span>
        <select
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
          value={picked}
          onChange={(event) => {
            const id = event.target.value;
            setPicked(id);
            const player = players.find((p) => p.id === id);
            onPick(id || null, player ? `${r.spotlight}: ${player.name}` : `${r.spotlight}: ${r.nobody}`);
          }}
        >
          <option value="">{r.nobody}</option>
          {players.map((player) => (
            <option key={player.id} value={player.id}>
              {player.name}
            </option>
          ))}
        </select>
      </label>
    </Section>
  );
}
