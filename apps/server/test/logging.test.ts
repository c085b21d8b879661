import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/log-redaction.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { api, join, playableEvent } from './helpers/game.js';

describe('request log', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/hoogo/manage-game/Dev/get-user-matrix/?user_id=k3y&x=1')).toBe(
      '/api/hoogo/manage-game/Dev/get-user-matrix/?user_id=REDACTED&x=1',
    );
    expect(redactUrl('/leaderboard/?tz=Europe%2FBerlin&token=abc')).toBe(
      '/leaderboard/?tz=Europe%2FBerlin&token=REDACTED',
    );
    expect(redactUrl('/linkedin-auth-connect?code=c0de&state=s7')).toBe(
      '/linkedin-auth-connect?code=REDACTED&state=REDACTED',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/x/?event_register_id=public')).toBe('/x/?event_register_id=public');
  });

  const t = useTestApp('pglite');

  it("never writes a player's secret key from the query string", async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    t.logs.lines = [];
    const card = await call(
      t.app,
      'GET',
      `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${pia.user_id}`,
    );
    expect(card.status).toBe(200);
    const log = t.logs.lines.join('\n');
    expect(log).toContain('get-user-matrix/?user_id=REDACTED');
    expect(log).not.toContain(pia.user_id);
  });
});
