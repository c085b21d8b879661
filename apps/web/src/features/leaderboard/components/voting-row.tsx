import { messages, type VotingRow as VotingRowData } from '@hoogo/core';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { voteBarPercent } from '../utils/format';
import { RankBadge } from './game-row';

const t = messages.leaderboard;

/** One row of the voting leaderboard: votes, the players' vote link and a bar relative to the top row. */
export function VotingRow({
  row,
  rank,
  topVotes,
  eventName,
}: {
  row: VotingRowData;
  rank: number;
  topVotes: number;
  eventName: string;
}) {
  const percent = voteBarPercent(row.vote_count, topVotes);
  return (
    <div
      data-testid="voting-row"
      data-player={row.event_register_id}
      className="mx-1 flex h-[64px] items-center gap-2 rounded-2xl bg-white/5 px-2 sm:gap-4 sm:px-4"
    >
      <RankBadge rank={rank} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-base font-bold text-white sm:text-xl">{row.name}</span>
          <span className="shrink-0 text-sm font-bold text-accent-300 tabular-nums sm:text-lg">
            {t.votes(row.vote_count)}
          </span>
        </div>
        <div className="h-2.5 w-full overflow-hidden rounded-full bg-brand-950/60">
          <div
            data-testid="vote-bar"
            role="presentation"
            className="h-full rounded-full bg-gradient-to-r from-accent-400 to-coral-400 transition-[width] duration-700 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <Link
        to={`/${eventName}/voting`}
        aria-label={t.voteFor(row.name)}
        className={buttonStyles({ variant: 'accent', size: 'sm', className: 'shrink-0' })}
      >
        {t.vote}
      </Link>
    </div>
  );
}
