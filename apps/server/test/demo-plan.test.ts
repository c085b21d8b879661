import { eventNameSchema, nameStartsWithLetter, scoreCard } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import {
  avatarSvg,
  DEMO_DURATION_MS,
  DEMO_PLAYER_COUNT,
  DEMO_VOTING_AT_MS,
  demoEventName,
  demoPlan,
} from '../src/lib/demo-plan.js';

const seeds = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('the demo plan', () => {
  it('is the same for the same event, and differs between events', () => {
    expect(demoPlan(seeds[0]!)).toEqual(demoPlan(seeds[0]!));
    expect(demoPlan(seeds[0]!).steps).not.toEqual(demoPlan(seeds[1]!).steps);
  });

  it.each(seeds)("draws each connection's own picture, for seed %s", (seed) => {
    const { players, steps } = demoPlan(seed);
    const pictures = steps.flatMap((step) =>
      step.kind === 'connect' ? [avatarSvg(players[step.partner]!.name, step.hue, step.player)] : [],
    );
    // Media is stored by content: two equal pictures would be one file shared by two connections.
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('names demo events validly', () => {
    for (let i = 0; i < 50; i++) {
      const name = demoEventName();
      expect(name).toMatch(/^Demo-[A-Za-z]+-\d{4}$/);
      expect(eventNameSchema.safeParse(name).success).toBe(true);
    }
  });

  it.each(seeds)('plays a game the rules accept, for seed %s', (seed) => {
    const { players, matrix, steps } = demoPlan(seed);
    expect(players).toHaveLength(DEMO_PLAYER_COUNT);
    expect(matrix.flat().every((letter) => /^[A-Z]$/.test(letter))).toBe(true);
    const joined = new Map<number, number>();
    const cells = new Map<number, Array<{ x: number; y: number; at: Date }>>();
    const links = new Set<string>();
    let votingAt = Number.POSITIVE_INFINITY;
    let last = 0;
    for (const step of steps) {
      expect(step.at).toBeGreaterThanOrEqual(last);
      last = step.at;
      expect(step.at).toBeLessThanOrEqual(DEMO_DURATION_MS);
      if (step.kind === 'join') joined.set(step.player, step.at);
      if (step.kind === 'voting') votingAt = step.at;
      if (step.kind === 'connect') {
        // Both have joined (the partner's code exists), before voting; the name fits the cell; once per link.
        expect(joined.has(step.player) && joined.has(step.partner)).toBe(true);
        expect(step.at).toBeLessThan(DEMO_VOTING_AT_MS);
        expect(step.partner).not.toBe(step.player);
        expect(nameStartsWithLetter(players[step.partner]!.name, matrix[step.x]![step.y]!)).toBe(true);
        const link = `${step.player}:${step.partner}`;
        expect(links.has(link)).toBe(false);
        links.add(link);
        const own = cells.get(step.player) ?? [];
        expect(own.some((cell) => cell.x === step.x && cell.y === step.y)).toBe(false);
        own.push({ x: step.x, y: step.y, at: new Date(step.at) });
        cells.set(step.player, own);
      }
      if (step.kind === 'vote') {
        expect(step.at).toBeGreaterThan(votingAt);
        expect(
          links.has(`${step.player}:${step.candidate}`) || links.has(`${step.candidate}:${step.player}`),
        ).toBe(true);
        // The candidate completed before voting began.
        expect(scoreCard(cells.get(step.candidate) ?? []).completedAt).not.toBeNull();
      }
    }
    const completers = [...cells.values()].filter((own) => scoreCard(own).completedAt !== null);
    expect(completers).toHaveLength(4);
  });
});
