/** The vote bar width in percent: the row's votes relative to the top row. */
export function voteBarPercent(votes: number, topVotes: number): number {
  if (topVotes <= 0) return 0;
  return Math.max(0, Math.min(100, (votes / topVotes) * 100));
}
