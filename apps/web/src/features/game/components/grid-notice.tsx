import { GRID_SIZE, messages } from '@hoogo/core';

/** The event's letters are a whole grid (GRID_SIZE rows), not a grid not made yet. */
export function hasGrid(question: unknown): question is string[][] {
  return Array.isArray(question) && question.length === GRID_SIZE;
}

/** Why the grid cannot be played yet (no grid loaded, or letters still missing); nothing once it can. */
export function GridNotice({ loaded, complete }: { loaded: boolean; complete: boolean }) {
  if (loaded && complete) return null;
  return (
    <p role="status" className="rounded-2xl bg-white p-4 text-center text-slate-700 shadow-sm">
      {loaded ? messages.game.tilesMissing : messages.game.noGrid}
    </p>
  );
}
