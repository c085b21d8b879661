import type { Insights } from '@hoogo/core';

export interface CumulativeTimeline {
  /** Bucket start times, in seconds since 1970 (uPlot's x). */
  times: number[];
  joined: number[];
  connections: number[];
}

/** The timeline's per-bucket counts as running totals (players joined and connections made so far). */
export function cumulativeTimeline(timeline: Insights['timeline']): CumulativeTimeline {
  const times: number[] = [];
  const joined: number[] = [];
  const connections: number[] = [];
  let players = 0;
  let made = 0;
  for (const point of timeline.points) {
    const at = Date.parse(point.at);
    if (Number.isNaN(at)) continue;
    players += point.joined;
    made += point.connections;
    times.push(at / 1000);
    joined.push(players);
    connections.push(made);
  }
  return { times, joined, connections };
}
