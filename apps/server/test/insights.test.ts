import type { Insights } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { bucketMinutes } from '../src/plugins/app/game/insights-repository.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';
import { seedConnection, seedPlayer, seedVote } from './helpers/results.js';

const T = Date.parse('2026-11-20T18:00:00.000Z');
const minute = (n: number) => new Date(T + n * 60_000).toISOString();

describe('timeline buckets', () => {
  it('picks the smallest round step that spans the game in at most 60 points', () => {
    const hours = (n: number) => n * 3_600_000;
    expect(bucketMinutes(0)).toBe(1);
    expect(bucketMinutes(hours(59 / 60))).toBe(1);
    expect(bucketMinutes(hours(1))).toBe(2);
    expect(bucketMinutes(hours(3))).toBe(5); // 37 points
    expect(bucketMinutes(hours(4))).toBe(5); // 49 points
    expect(bucketMinutes(hours(6))).toBe(10);
    expect(bucketMinutes(hours(48))).toBe(60);
    expect(bucketMinutes(hours(24 * 30))).toBe(1440);
    expect(bucketMinutes(hours(24 * 90))).toBe(2880);
  });
});

describe.each(testBackends('one'))('insights on %s', (backend) => {
  const t = useTestApp(backend);

  it('counts what counts: removed players and hidden connections nowhere', async () => {
    const h = await hostedEvent(t);
    const eventId = h.event.event_id;
    const p1 = await seedPlayer(t, eventId, {
      email: 'p1@example.com',
      name: 'Pia',
      bingos: 5,
      total: 25,
      completedAt: minute(20),
      joinedAt: minute(0),
    });
    const p2 = await seedPlayer(t, eventId, {
      email: 'p2@example.com',
      name: 'Pau',
      bingos: 2,
      total: 10,
      joinedAt: minute(1),
    });
    const p3 = await seedPlayer(t, eventId, {
      email: 'p3@example.com',
      name: 'Pim',
      total: 3,
      joinedAt: minute(2),
    });
    await seedPlayer(t, eventId, { email: 'p4@example.com', name: 'Pol', joinedAt: minute(3) });
    const p5 = await seedPlayer(t, eventId, {
      email: 'p5@example.com',
      name: 'Gone',
      bingos: 1,
      total: 7,
      joinedAt: minute(4),
      removedAt: minute(50),
    });
    const p6 = await seedPlayer(t, eventId, {
      email: 'p6@example.com',
      name: null,
      bingos: 5,
      total: 22,
      completedAt: minute(90),
      joinedAt: minute(30),
    });
    await seedConnection(t, eventId, p2, { x: 0, y: 0, linked: p1, createdAt: minute(5) });
    await seedConnection(t, eventId, p3, { x: 0, y: 0, linked: p1, createdAt: minute(6) });
    await seedConnection(t, eventId, p6, {
      x: 0,
      y: 0,
      linked: p1,
      createdAt: minute(7),
      hiddenCause: 'host',
    });
    await seedConnection(t, eventId, p1, { x: 0, y: 0, linked: p2, createdAt: minute(10) });
    await seedConnection(t, eventId, p5, { x: 0, y: 0, linked: p1, createdAt: minute(11) }); // by a removed player
    await seedConnection(t, eventId, p3, {
      x: 0,
      y: 1,
      linked: p5,
      createdAt: minute(12),
      hiddenCause: 'player_removed',
    });
    await seedConnection(t, eventId, p6, { x: 1, y: 1, createdAt: minute(100) });
    await seedVote(t, eventId, p1, p6); // counts, and p1 may vote
    await seedVote(t, eventId, p2, p1); // counts: any player may vote, completed or not
    await seedVote(t, eventId, p5, p1); // withdrawn: p5 was removed
    await seedVote(t, eventId, p3, p2); // for a player who has not completed: not on the voting board

    const answer = await call<Insights>(t.app, 'GET', '/api/hoogo/manage-event/DevMeetup/insights/', {
      token: h.admin.token,
    });
    expect(answer.status).toBe(200);
    const insights = answer.body.response;
    expect(insights.participant_count).toBe(5);
    expect(insights.connection_count).toBe(4);
    expect(insights.completed_count).toBe(2);
    expect(insights.connection_spread).toEqual({ none: 1, few: 1, many: 2, full: 1 });
    expect(insights.bingo_spread).toEqual([2, 0, 1, 0, 0, 2]);
    expect(insights.most_connected).toEqual([
      { event_register_id: p1.eventRegisterId, user_name: 'Pia', linked_by: 2, total_connections: 25 },
      { event_register_id: p2.eventRegisterId, user_name: 'Pau', linked_by: 1, total_connections: 10 },
      { event_register_id: p6.eventRegisterId, user_name: 'Player', linked_by: 0, total_connections: 22 },
      { event_register_id: p3.eventRegisterId, user_name: 'Pim', linked_by: 0, total_connections: 3 },
    ]);
    // Five players in the game may vote; p1 and p2 cast the votes that count.
    expect(insights.voting).toEqual({ enabled: false, voters: 2, eligible: 5, votes: 2 });

    // Activity from minute 0 to minute 100: 2-minute buckets, 51 points.
    expect(insights.timeline.bucket_minutes).toBe(2);
    const points = insights.timeline.points;
    expect(points).toHaveLength(51);
    expect(points[0]?.at).toBe(minute(0));
    expect(points.at(-1)?.at).toBe(minute(100));
    const nonZero = points.filter((point) => point.joined > 0 || point.connections > 0);
    expect(nonZero).toEqual([
      { at: minute(0), joined: 2, connections: 0 },
      { at: minute(2), joined: 2, connections: 0 },
      { at: minute(4), joined: 0, connections: 1 },
      { at: minute(6), joined: 0, connections: 1 },
      { at: minute(10), joined: 0, connections: 1 },
      { at: minute(30), joined: 1, connections: 0 },
      { at: minute(100), joined: 0, connections: 1 },
    ]);
    expect(points.reduce((sum, point) => sum + point.joined, 0)).toBe(insights.participant_count);
    expect(points.reduce((sum, point) => sum + point.connections, 0)).toBe(insights.connection_count);
  });
});
