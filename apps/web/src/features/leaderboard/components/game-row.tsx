import {
  BINGO_LETTERS,
  CONNECTION_BADGE_THRESHOLDS,
  type LeaderboardPlayer,
  messages,
  trueLetters,
} from '@hoogo/core';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { formatClock } from '../utils/format';

const t = messages.leaderboard;

export const ROW_HEIGHT = 72;

/** How many of the badge thresholds (1, 10, 20, 25) a count reaches. */
export function badgeTier(count: number): number {
  return CONNECTION_BADGE_THRESHOLDS.filter((threshold) => count >= threshold).length;
}

const tierIcons = [
  // >= 1: a link
  'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  // >= 10: a star
  'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
  // >= 20: a flame
  'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-3.5 2-5 .8 1.2 1.5 1.8 2.5 2-.5-2.5.5-5 .5-7z',
  // >= 25: a crown
  'M4 18h16M4 16l1.5-9 4.5 4.5L12 5l2 6.5L18.5 7 20 16z',
];

const tierStyles = [
  'bg-slate-100 text-slate-700',
  'bg-sky-100 text-sky-800',
  'bg-brand-100 text-brand-800',
  'bg-coral-400/20 text-coral-500',
  'bg-accent-300 text-brand-950',
];

/** The total-connections badge: an icon per threshold reached, the count, and the count as tooltip. */
export function ConnectionBadge({ count }: { count: number }) {
  const tier = badgeTier(count);
  const label = t.connectionsBadge(count);
  return (
    <span
      title={label}
      data-tier={tier}
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center gap-0.5 rounded-full px-2 text-sm font-bold tabular-nums sm:min-w-24',
        tierStyles[tier],
      )}
    >
      {tierIcons.slice(0, tier).map((d, i) => (
        <svg
          key={d}
          viewBox="0 0 24 24"
          className={cn('size-4', i < tier - 1 && 'hidden sm:block')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          data-testid="badge-icon"
        >
          <path d={d} />
        </svg>
      ))}
      <span className="ml-0.5" aria-hidden="true">
        {count}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function VerifiedIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-sky-500" role="img" aria-label={t.verified}>
      <title>{t.verified}</title>
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z"
      />
      <path d="M8 12.5l2.5 2.5L16 9.5" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function RankBadge({ rank }: { rank: number }) {
  return (
    <span
      title={t.rank(rank)}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-black tabular-nums sm:size-10 sm:text-base',
        rank === 1 && 'bg-accent-400 text-brand-950',
        rank === 2 && 'bg-slate-300 text-slate-900',
        rank === 3 && 'bg-coral-400 text-white',
        rank > 3 && 'bg-brand-900/60 text-brand-100',
      )}
    >
      {rank}
    </span>
  );
}

/** One row of the game leaderboard. */
export function GameRow({
  player,
  rank,
  eventName,
}: {
  player: LeaderboardPlayer;
  rank: number;
  eventName: string;
}) {
  const cardLink = `/${eventName}/hoogocard?eventRegisterId=${encodeURIComponent(player.event_register_id)}`;
  const completed = player.completed_at !== null;
  const done = trueLetters(player.score);
  return (
    <div
      data-testid="game-row"
      data-player={player.event_register_id}
      className={cn(
        'mx-1 flex h-[64px] items-center gap-2 rounded-2xl px-2 sm:gap-4 sm:px-4',
        completed ? 'bg-white/15 ring-1 ring-accent-300/60' : 'bg-white/5',
      )}
    >
      <RankBadge rank={rank} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <Link to={cardLink} className="truncate text-base font-bold text-white hover:underline sm:text-xl">
            {player.user_name}
          </Link>
          {completed && <VerifiedIcon />}
        </div>
        {completed && (
          <p className="truncate text-xs text-brand-200 sm:text-sm">
            <span className="hidden sm:inline">{t.completedAt(formatClock(player.completed_at))}</span>
            <span className="sm:hidden">{formatClock(player.completed_at)}</span>
          </p>
        )}
      </div>
      <ol aria-label={t.letters(done)} className="flex shrink-0 gap-0.5 sm:gap-1">
        {BINGO_LETTERS.map((letter, i) => (
          <li
            key={letter}
            data-lit={player.score[i] === true}
            className={cn(
              'flex size-5 items-center justify-center rounded-md text-[0.7rem] font-black transition-colors duration-500 sm:size-8 sm:text-base',
              player.score[i]
                ? 'bg-accent-400 text-brand-950 shadow-[0_0_12px] shadow-accent-400/60'
                : 'bg-brand-950/60 text-brand-400',
            )}
          >
            {letter}
          </li>
        ))}
      </ol>
      <ConnectionBadge count={player.total_connections} />
      <Link
        to={cardLink}
        aria-label={t.viewCardOf(player.user_name)}
        title={t.viewCard}
        className="hidden size-9 shrink-0 items-center justify-center rounded-full text-brand-100 hover:bg-white/10 sm:inline-flex"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </Link>
    </div>
  );
}
