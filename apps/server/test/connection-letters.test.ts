import { nameMustStartWith } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { connect, join, playableEvent } from './helpers/game.js';

// The letter of a typed name is folded from accents and other marks (packages/core text.ts, one rule with
// the connection form; docs/decisions/0008-the-letter-of-a-name.md).
describe.each(testBackends('one'))('the letter of a connection name on %s', (backend) => {
  const t = useTestApp(backend);

  it('accepts accented names in the cell of their base letter', async () => {
    await playableEvent(t);
    const player = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
    // (0,4) is E, (2,1) is L, (2,4) is O, (0,3) is D (helpers/game.ts GRID).
    for (const [x, y, name] of [
      [0, 4, 'Émile Zola'],
      [2, 1, 'Łukasz Nowak'],
      [2, 4, 'Øystein Berg'],
      [0, 3, 'Đorđe Petrović'],
    ] as const) {
      const answer = await connect(t, 'DevMeetup', player.user_id, x, y, { name });
      expect(answer.status, name).toBe(200);
    }
  });

  it('accepts a name typed with a combining accent, and refuses a name in another script', async () => {
    await playableEvent(t);
    const player = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
    const decomposed = await connect(t, 'DevMeetup', player.user_id, 0, 4, { name: 'E\u0301lodie Roux' });
    expect(decomposed.status).toBe(200);
    const cyrillic = await connect(t, 'DevMeetup', player.user_id, 0, 3, { name: 'Дмитрий Иванов' });
    expect(cyrillic.status).toBe(400);
    expect(cyrillic.body.message.name).toEqual([nameMustStartWith('D')]);
  });
});
