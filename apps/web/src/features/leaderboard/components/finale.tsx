import {
  apiPath,
  type EventSummary,
  FINALE_STEP_MS,
  leaderboardRanks,
  messages,
  sortVoting,
  votingRanks,
} from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { api } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { u } from '../hooks/use-venue-size';
import { playClap } from '../utils/clap';

const f = messages.finale;

/** Rows read to find the podium: the top three places, with the players tied on them. */
const PODIUM_ROWS = 12;
/** Names a place shows; more players tied on it are counted ("and 4 more"). */
const NAMES_PER_PLACE = 3;

/** One place of the podium: its rank (1-3) and the players on it (several when tied). */
interface Place {
  rank: 1 | 2 | 3;
  players: Array<{ id: string; name: string; detail: string }>;
}

async function podiumOf(eventId: string, source: 'game' | 'voting'): Promise<Place[]> {
  let ranked: Array<{ id: string; name: string; detail: string; rank: number }>;
  if (source === 'game') {
    const { response } = await api.get(apiPath('leaderboard', { id: eventId }), {
      query: { offset: '0', limit: String(PODIUM_ROWS) },
    });
    const ranks = leaderboardRanks(response.rows);
    // A player with no connection has nothing to be on a podium for.
    ranked = response.rows.flatMap((row, i) =>
      row.total_connections > 0
        ? [
            {
              id: row.event_register_id,
              name: row.user_name,
              detail: f.connections(row.total_connections),
              rank: ranks[i] ?? i + 1,
            },
          ]
        : [],
    );
  } else {
    const rows = sortVoting((await api.get(apiPath('voteLeaderboard', { id: eventId }))).response);
    const ranks = votingRanks(rows);
    // Nor a candidate nobody voted for.
    ranked = rows.flatMap((row, i) =>
      row.vote_count > 0
        ? [
            {
              id: row.event_register_id,
              name: row.name,
              detail: f.votes(row.vote_count),
              rank: ranks[i] ?? i + 1,
            },
          ]
        : [],
    );
  }
  return ([1, 2, 3] as const).flatMap((rank) => {
    const players = ranked.filter((row) => row.rank === rank);
    return players.length > 0 ? [{ rank, players }] : [];
  });
}

/**
 * The big screen's finale, started by the hosts' remote (docs/decisions/0083-the-finale.md): the podium of
 * the game board's or the votes' ranking revealed third, second, first, FINALE_STEP_MS apart, each with
 * the applause (silent on a muted screen), then the event in figures until the remote ends it or a click.
 * Ties share a place, as on the board. Nothing moves with reduced motion but the steps themselves.
 */
export function Finale({
  eventId,
  source,
  onDone,
}: {
  eventId: string;
  source: 'game' | 'voting';
  onDone: () => void;
}) {
  const podium = useQuery({
    queryKey: ['finale', eventId, source],
    queryFn: () => podiumOf(eventId, source),
    staleTime: 0,
  });
  const summary = useQuery({
    queryKey: ['finale-summary', eventId],
    queryFn: async (): Promise<EventSummary> =>
      (await api.get(apiPath('eventSummary', { id: eventId }))).response,
    staleTime: 0,
  });
  const places = podium.data ?? [];
  // The places in the order they are revealed: the lowest first.
  const order = [...places].reverse();
  const [revealed, setRevealed] = useState(0);
  const showingSummary = podium.isSuccess && revealed > order.length;

  useEffect(() => {
    if (!podium.isSuccess || revealed > order.length) return;
    if (revealed > 0 && revealed <= order.length) playClap();
    const timer = window.setTimeout(() => setRevealed((n) => n + 1), revealed === 0 ? 600 : FINALE_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [podium.isSuccess, revealed, order.length]);

  const current = revealed >= 1 && revealed <= order.length ? order[revealed - 1] : undefined;
  const shown = new Set(order.slice(0, revealed).map((place) => place.rank));

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={showingSummary ? f.summaryTitle : f.remoteTitle}
      data-testid="finale"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-brand-950 text-center text-white"
      style={{ gap: u(4), padding: u(5) }}
      onClick={onDone}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      {showingSummary ? (
        <Summary summary={summary.data} />
      ) : (
        <>
          <p
            role="status"
            data-testid="finale-place"
            className="min-h-[1.2em] leading-tight font-black tracking-wide text-accent-300 uppercase"
            style={{ fontSize: u(6) }}
          >
            {current ? f.place(current.rank) : podium.isSuccess && places.length === 0 ? f.noPodium : ''}
          </p>
          <div className="flex w-full items-end justify-center" style={{ gap: u(3) }}>
            {([2, 1, 3] as const).map((rank) => {
              const place = places.find((p) => p.rank === rank);
              if (!place) return null;
              const visible = shown.has(rank);
              return (
                <section
                  key={rank}
                  data-testid={`podium-${rank}`}
                  aria-hidden={!visible}
                  className={cn(
                    'flex flex-1 flex-col items-center justify-end rounded-t-3xl bg-white/10 ring-1 ring-white/15 motion-safe:transition-opacity motion-safe:duration-700',
                    visible ? 'opacity-100' : 'opacity-0',
                  )}
                  style={{
                    maxWidth: u(56),
                    padding: u(3),
                    gap: u(1.5),
                    minHeight: u(rank === 1 ? 40 : rank === 2 ? 32 : 26),
                  }}
                >
                  {visible && place.players.length > NAMES_PER_PLACE && (
                    <p className="font-bold text-brand-100" style={{ fontSize: u(3) }}>
                      {f.andMore(place.players.length - NAMES_PER_PLACE)}
                    </p>
                  )}
                  {visible &&
                    place.players.slice(0, NAMES_PER_PLACE).map((player) => (
                      <div key={player.id} className="flex flex-col items-center" style={{ gap: u(0.6) }}>
                        <p
                          className="leading-tight font-black break-words"
                          style={{ fontSize: u(rank === 1 ? 7 : 5) }}
                        >
                          {player.name}
                        </p>
                        <p className="font-bold text-brand-100" style={{ fontSize: u(3) }}>
                          {player.detail}
                        </p>
                      </div>
                    ))}
                  <p className="leading-none font-black text-accent-300" style={{ fontSize: u(9) }}>
                    {rank}
                  </p>
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

function Summary({ summary }: { summary: EventSummary | undefined }) {
  const figures: Array<{ label: string; value: string }> = summary
    ? [
        { label: f.players, value: String(summary.players) },
        { label: f.connectionsLabel, value: String(summary.connections) },
        { label: f.photos, value: String(summary.photos) },
        ...(summary.busiest_minute
          ? [
              {
                label: f.busiestMinute,
                value: f.busiestMinuteValue(
                  formatTime(summary.busiest_minute.at),
                  summary.busiest_minute.connections,
                ),
              },
            ]
          : []),
      ]
    : [];
  return (
    <div data-testid="finale-summary" className="flex w-full flex-col items-center" style={{ gap: u(4) }}>
      <h2 className="leading-tight font-black text-accent-300" style={{ fontSize: u(9) }}>
        {f.summaryTitle}
      </h2>
      <dl className="grid w-full grid-cols-2 lg:grid-cols-4" style={{ gap: u(2.4), maxWidth: u(170) }}>
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col rounded-3xl bg-white/10 ring-1 ring-white/15"
            style={{ padding: u(2.4), gap: u(1) }}
          >
            <dt className="font-bold tracking-wider text-brand-100 uppercase" style={{ fontSize: u(2.6) }}>
              {figure.label}
            </dt>
            <dd
              className="leading-tight font-black break-words tabular-nums"
              style={{ fontSize: figure.label === f.busiestMinute ? u(4.2) : u(9) }}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="font-bold text-white" style={{ fontSize: u(4.5) }}>
        {f.thanks}
      </p>
    </div>
  );
}
