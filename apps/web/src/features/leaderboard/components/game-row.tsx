import {
  BINGO_LETTERS,
  CONNECTION_BADGE_THRESHOLDS,
  type LeaderboardPlayer,
  medalFor,
  messages,
  trueLetters,
} from '@hoogo/core';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Crown from 'lucide-react/icons/crown';
import Flame from 'lucide-react/icons/flame';
import LinkIcon from 'lucide-react/icons/link';
import Star from 'lucide-react/icons/star';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { cn } from '@/components/ui/cn';
import { formatTime } from '@/lib/format';

const t = messages.leaderboard;

/** A size relative to the row's height (--row, set by the list), capped for very tall rows. */
const r = (n: number, capUnits?: number) =>
  capUnits === undefined
    ? `calc(var(--row) * ${n})`
    : `min(calc(var(--row) * ${n}), calc(var(--u) * ${capUnits}))`;

/** How many of the badge thresholds (1, 10, 20, 25) a count reaches. */
export function badgeTier(count: number): number {
  return CONNECTION_BADGE_THRESHOLDS.filter((threshold) => count >= threshold).length;
}

/** The icons of the thresholds 1, 10, 20 and 25. */
const tierIcons = [LinkIcon, Star, Flame, Crown];

/** Each tier's colours; every text passes WCAG AA (4.5:1) on its badge, also on a washed-out projector. */
export const tierStyles = [
  'bg-white/10 text-brand-100',
  'bg-sky-100 text-sky-900',
  'bg-brand-100 text-brand-900',
  'bg-coral-400 text-brand-950',
  'bg-accent-300 text-brand-950',
];

/** The total-connections badge: the icon of the highest threshold reached, the count, and the count as tooltip. */
export function ConnectionBadge({ count }: { count: number }) {
  const tier = badgeTier(count);
  const label = t.connectionsBadge(count);
  const Icon = tierIcons[tier - 1];
  return (
    <span
      title={label}
      data-tier={tier}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-black tabular-nums',
        tierStyles[tier],
      )}
      style={{
        height: r(0.52, 5.6),
        minWidth: r(1.2, 12),
        gap: r(0.06, 0.8),
        paddingInline: r(0.14, 1.6),
        fontSize: r(0.32, 3.4),
      }}
    >
      {Icon && (
        <Icon
          style={{ width: r(0.3, 3.2), height: r(0.3, 3.2) }}
          strokeWidth={2.4}
          data-testid="badge-icon"
        />
      )}
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function VerifiedIcon() {
  return (
    <BadgeCheck
      className="shrink-0 fill-sky-400 text-white"
      style={{ width: r(0.36, 5.5), height: r(0.36, 5.5) }}
      role="img"
      aria-label={t.verified}
    >
      <title>{t.verified}</title>
    </BadgeCheck>
  );
}

const medalStyles = {
  gold: 'bg-accent-400 text-brand-950 shadow-[0_0_0.6em] shadow-accent-400/60',
  silver: 'bg-slate-200 text-slate-900',
  bronze: 'bg-coral-400 text-white',
} as const;

/** The rank, in the medal of its rank: tied players share rank and medal. */
export function RankBadge({ rank }: { rank: number }) {
  const medal = medalFor(rank);
  return (
    <span
      title={t.rank(rank)}
      data-testid="rank"
      data-medal={medal ?? 'none'}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-black tabular-nums',
        medal ? medalStyles[medal] : 'bg-white/10 text-brand-100',
      )}
      style={{ width: r(0.64, 7.5), height: r(0.64, 7.5), fontSize: r(0.3, 3.6) }}
    >
      <span className="sr-only">{t.rank(rank)}</span>
      <span aria-hidden="true">{rank}</span>
    </span>
  );
}

/** One row of the game leaderboard, sized from the row height the list gives it (--row). */
export function GameRow({
  player,
  rank,
  own = false,
  eventName,
}: {
  player: LeaderboardPlayer;
  rank: number;
  /** The viewer's own row (their player key is on this device): marked so they find themselves. */
  own?: boolean;
  eventName: string;
}) {
  const cardLink = pagePath.card(eventName, { eventRegisterId: player.event_register_id });
  const completed = player.completed_at !== null;
  const done = trueLetters(player.score);
  return (
    <div
      data-testid="game-row"
      data-player={player.event_register_id}
      data-rank={rank}
      data-own={own || undefined}
      className={cn(
        'flex h-full items-center',
        own
          ? 'bg-coral-400/25 ring-4 ring-coral-400'
          : completed
            ? 'bg-white/15 ring-2 ring-accent-300/70'
            : 'bg-white/[0.07]',
      )}
      style={{
        gap: r(0.2, 3),
        paddingInline: r(0.18, 3),
        borderRadius: r(0.2, 3),
      }}
    >
      <RankBadge rank={rank} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center" style={{ gap: r(0.08, 1.2) }}>
          <Link
            to={cardLink}
            data-testid="player-name"
            className="truncate leading-[1.15] font-extrabold break-words text-white group-data-tall/list:line-clamp-2 group-data-tall/list:whitespace-normal"
            style={{ fontSize: r(0.5, 6.4) }}
          >
            {player.user_name}
          </Link>
          {completed && <VerifiedIcon />}
        </div>
        {completed && (
          <p className="truncate leading-tight text-brand-100" style={{ fontSize: r(0.22, 3) }}>
            {t.completedAt(formatTime(player.completed_at))}
          </p>
        )}
      </div>
      {/* A phone keeps the room for the name: the letters as a count. */}
      <span
        className="shrink-0 font-black text-accent-300 tabular-nums sm:hidden"
        style={{ fontSize: r(0.32, 3.4) }}
      >
        <span aria-hidden="true">{done}/5</span>
        <span className="sr-only">{t.letters(done)}</span>
      </span>
      <ol aria-label={t.letters(done)} className="hidden shrink-0 sm:flex" style={{ gap: r(0.05, 0.8) }}>
        {BINGO_LETTERS.map((letter, i) => (
          <li
            key={letter}
            data-lit={player.score[i] === true}
            className={cn(
              'flex items-center justify-center font-black transition-colors duration-500 motion-reduce:transition-none',
              player.score[i]
                ? 'bg-accent-400 text-brand-950 shadow-[0_0_0.5em] shadow-accent-400/60'
                : 'bg-brand-950/70 text-brand-300',
            )}
            style={{
              width: r(0.46, 5),
              height: r(0.46, 5),
              fontSize: r(0.28, 3),
              borderRadius: r(0.1, 1.4),
            }}
          >
            {letter}
          </li>
        ))}
      </ol>
      <ConnectionBadge count={player.total_connections} />
    </div>
  );
}
