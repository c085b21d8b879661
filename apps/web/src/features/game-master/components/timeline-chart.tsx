import { messages } from '@hoogo/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLatest } from '@/hooks/use-latest';
import type { CumulativeTimeline } from '../utils/timeline';

const t = messages.gameMaster;

const PLAYERS_COLOUR = '#4338ca';
const CONNECTIONS_COLOUR = '#ea580c';
const CHART_HEIGHT = 260;

/**
 * The lines start from zero one bucket before the first: nobody had joined before it, and a game of one
 * bucket still draws a line rather than a lone point.
 */
function plotData(data: CumulativeTimeline, bucketMinutes: number): uPlot.AlignedData {
  const first = data.times[0];
  if (first === undefined) return [[], [], []];
  return [
    [first - bucketMinutes * 60, ...data.times],
    [0, ...data.joined],
    [0, ...data.connections],
  ];
}

/**
 * Players joined and connections made so far, two lines on their own scales (players left, connections
 * right), drawn by uPlot on a canvas that follows its box's width. The canvas is hidden from assistive
 * tech: the caller gives the summary and the table.
 */
export function TimelineChart({ data, bucketMinutes }: { data: CumulativeTimeline; bucketMinutes: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const series = plotData(data, bucketMinutes);
  const dataRef = useLatest(series);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(240, element.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: CHART_HEIGHT,
        scales: {
          x: { time: true },
          players: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          connections: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {},
          { scale: 'players', stroke: PLAYERS_COLOUR, size: 50 },
          { scale: 'connections', side: 1, stroke: CONNECTIONS_COLOUR, size: 60, grid: { show: false } },
        ],
        series: [
          {},
          // Each line on its own scale: when players join and connect at the same pace the two coincide,
          // so they differ by more than colour: the players' line is wider and drawn under a dashed one.
          { label: t.joinedTotal, scale: 'players', stroke: PLAYERS_COLOUR, width: 4 },
          {
            label: t.connectionsTotal,
            scale: 'connections',
            stroke: CONNECTIONS_COLOUR,
            width: 2,
            dash: [10, 6],
          },
        ],
        cursor: { drag: { x: false, y: false } },
        legend: { live: false },
      },
      dataRef.current,
      element,
    );
    chartRef.current = chart;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: width(), height: CHART_HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, []);

  // A refresh draws the new numbers on the same chart.
  useEffect(() => {
    chartRef.current?.setData(plotData(data, bucketMinutes));
  }, [data, bucketMinutes]);

  return <div ref={box} aria-hidden="true" className="w-full" />;
}
