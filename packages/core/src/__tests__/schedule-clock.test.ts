import { describe, expect, it } from 'vitest';
import { connectionsClosedAt, formatRemaining, nextScheduleMoment } from '../game/schedule-clock.js';

const now = Date.parse('2026-11-29T10:00:00.000Z');
const none = { connections_close_at: null, voting_opens_at: null, voting_closes_at: null };

describe('nextScheduleMoment', () => {
  it('answers null with no schedule, no time set, or only times gone by', () => {
    expect(nextScheduleMoment(undefined, now)).toBeNull();
    expect(nextScheduleMoment(none, now)).toBeNull();
    expect(nextScheduleMoment({ ...none, connections_close_at: '2026-11-29T09:59:59.000Z' }, now)).toBeNull();
    expect(nextScheduleMoment({ ...none, voting_opens_at: '2026-11-29T10:00:00.000Z' }, now)).toBeNull();
  });

  it('picks the soonest time still to come, whichever field it is in', () => {
    const schedule = {
      connections_close_at: '2026-11-29T10:30:00.000Z',
      voting_opens_at: '2026-11-29T10:20:00+00:00',
      voting_closes_at: '2026-11-29T11:00:00.000Z',
    };
    expect(nextScheduleMoment(schedule, now)).toEqual({
      kind: 'votingOpens',
      at: Date.parse('2026-11-29T10:20:00.000Z'),
      remainingMs: 20 * 60_000,
    });
    expect(nextScheduleMoment(schedule, Date.parse('2026-11-29T10:25:00.000Z'))?.kind).toBe(
      'connectionsClose',
    );
    expect(nextScheduleMoment(schedule, Date.parse('2026-11-29T10:45:00.000Z'))?.kind).toBe('votingCloses');
    // Voting only: the end of connections, sooner, is passed over.
    const later = Date.parse('2026-11-29T10:25:00.000Z');
    expect(nextScheduleMoment(schedule, later, ['votingOpens', 'votingCloses'])?.kind).toBe('votingCloses');
  });

  it('reads a time with an offset as the same instant, and ignores one it cannot read', () => {
    const moment = nextScheduleMoment({ ...none, voting_closes_at: '2026-11-29T11:00:00+01:00' }, now);
    expect(moment).toBeNull();
    expect(nextScheduleMoment({ ...none, voting_closes_at: 'not a time' }, now)).toBeNull();
  });
});

describe('connectionsClosedAt', () => {
  it('is closed from the end of connections on, and open with none set', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(connectionsClosedAt(undefined, now)).toBe(false);
    expect(connectionsClosedAt(none, now)).toBe(false);
    expect(connectionsClosedAt({ ...none, connections_close_at: at }, now - 1)).toBe(false);
    expect(connectionsClosedAt({ ...none, connections_close_at: at }, now)).toBe(true);
    expect(connectionsClosedAt({ ...none, connections_close_at: at }, now + 60_000)).toBe(true);
  });
});

describe('formatRemaining', () => {
  it('reads as a clock, rounded up to the second', () => {
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-500)).toBe('0:00');
    expect(formatRemaining(1)).toBe('0:01');
    expect(formatRemaining(5_000)).toBe('0:05');
    expect(formatRemaining(599_000)).toBe('9:59');
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(26 * 3_600_000)).toBe('26:00:00');
  });
});
