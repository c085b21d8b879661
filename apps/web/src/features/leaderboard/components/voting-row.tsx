import { messages, type VotingRow as VotingRowData } from '@hoogo/core';
import { voteBarPercent } from '../utils/format';
import { RankBadge } from './game-row';

const t = messages.leaderboard;

const r = (n: number, capUnits: number) => `min(calc(var(--row) * ${n}), calc(var(--u) * ${capUnits}))`;

/**
 * One row of the voting leaderboard: the votes and a bar relative to the top row. Votes are cast on the
 * players' own phones, so the big screen (the host's too) has no vote link.
 */
export function VotingRow({ row, rank, topVotes }: { row: VotingRowData; rank: number; topVotes: number }) {
  const percent = voteBarPercent(row.vote_count, topVotes);
  return (
    <div
      data-testid="voting-row"
      data-player={row.event_register_id}
      data-rank={rank}
      className="flex h-full items-center bg-white/[0.07]"
      style={{ gap: r(0.2, 3), paddingInline: r(0.18, 3), borderRadius: r(0.2, 3) }}
    >
      <RankBadge rank={rank} />
      <div className="flex min-w-0 flex-1 flex-col" style={{ gap: r(0.08, 1.2) }}>
        {/* On a narrow screen the votes go under the name rather than squeezing it mid-word. */}
        <div className="flex flex-wrap items-baseline justify-between" style={{ gap: r(0.2, 3) }}>
          <span
            data-testid="player-name"
            className="truncate leading-[1.15] font-extrabold break-words text-white group-data-tall/list:line-clamp-2 group-data-tall/list:whitespace-normal"
            style={{ fontSize: r(0.46, 6.4) }}
          >
            {row.name}
          </span>
          <span className="shrink-0 font-black text-accent-300 tabular-nums" style={{ fontSize: r(0.34, 6) }}>
            {t.votes(row.vote_count)}
          </span>
        </div>
        <div className="w-full overflow-hidden rounded-full bg-brand-950/60" style={{ height: r(0.1, 1.6) }}>
          <div
            data-testid="vote-bar"
            role="presentation"
            className="h-full rounded-full bg-gradient-to-r from-accent-400 to-coral-400 transition-[width] duration-700 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}
