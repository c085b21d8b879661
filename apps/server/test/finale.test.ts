import { type EventSummary, messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent } from './helpers/game.js';

describe.each(testBackends('one'))("the finale's summary on %s", (backend) => {
  const t = useTestApp(backend);
  const summary = () => call<EventSummary>(t.app, 'GET', `${api}/manage-event/DevMeetup/summary/`);

  it('is public, and says nothing happened yet before the first connection', async () => {
    await playableEvent(t);
    const answer = await summary();
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({ general: [messages.finale.summaryLoaded] });
    expect(answer.body.response).toEqual({ players: 0, connections: 0, photos: 0, busiest_minute: null });
    expect((await call(t.app, 'GET', `${api}/manage-event/NoSuchEvent/summary/`)).status).toBe(404);
  });

  it('counts players, connections and kept photos, and finds the busiest minute', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    const max = await join(t, 'DevMeetup', 'max@example.com', 'Max');
    await join(t, 'DevMeetup', 'sam@example.com', 'Sam');
    // Minute 0: one connection; minute 2: three; minute 5: two.
    const base = (Math.floor(t.clock.now().getTime() / 60_000) + 1) * 60_000;
    const at = (minute: number, second: number) =>
      t.clock.advance(base + minute * 60_000 + second * 1000 - t.clock.now().getTime());
    at(0, 10);
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0)).status).toBe(200);
    at(2, 5);
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 1)).status).toBe(200);
    expect((await connect(t, 'DevMeetup', max.user_id, 0, 0)).status).toBe(200);
    at(2, 59);
    expect((await connect(t, 'DevMeetup', max.user_id, 0, 1)).status).toBe(200);
    at(5, 0);
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 2)).status).toBe(200);
    expect((await connect(t, 'DevMeetup', max.user_id, 0, 2)).status).toBe(200);
    expect((await summary()).body.response).toEqual({
      players: 3,
      connections: 6,
      photos: 6,
      busiest_minute: { at: new Date(base + 2 * 60_000).toISOString(), connections: 3 },
    });
    // The hosts delete every selfie: the connections stay, the photos go.
    const purged = await call(t.app, 'POST', `${api}/manage-event/DevMeetup/media/purge/`, {
      token: event.owner.token,
    });
    expect(purged.status).toBe(200);
    expect((await summary()).body.response).toMatchObject({ connections: 6, photos: 0 });
  });
});
