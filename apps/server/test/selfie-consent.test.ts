import { messages, type UserInputResult } from '@hoogo/core';
import { connectionFields } from '@hoogo/testing/forms';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections } from '../src/db/schema.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart } from './helpers/events.js';
import { api, join, jpeg, letterAt, playableEvent, selfieFile, updateEvent } from './helpers/game.js';

describe.each(testBackends('one'))('selfie consent on %s', (backend) => {
  const t = useTestApp(backend);

  /** POST user-input for (x, y) with `consent` as the selfie_consent field (left out when undefined). */
  async function connect(userId: string, x: number, y: number, consent?: string, key?: string) {
    const letter = letterAt(x, y);
    const parts = connectionFields({
      x,
      y,
      letter,
      name: `${letter}lex Example`,
      liner: 'We talked about compilers and coffee',
      image: selfieFile(await jpeg()),
    });
    if (consent !== undefined) parts.push(['selfie_consent', consent]);
    return callMultipart<UserInputResult>(
      t,
      'POST',
      `${api}/manage-game/DevMeetup/user-input/?user_id=${encodeURIComponent(userId)}`,
      parts,
      undefined,
      key === undefined ? {} : { 'idempotency-key': key },
    );
  }

  const consents = async (eventId: string) =>
    (
      await t.app.db
        .select({ x: connections.x, y: connections.y, consent: connections.selfieConsent })
        .from(connections)
        .where(eq(connections.eventId, eventId))
        .orderBy(asc(connections.x), asc(connections.y))
    ).map((row) => row.consent);

  it('records the consent with the connection; a form that did not send it records it as not given', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    expect((await connect(pia.user_id, 0, 0, 'true')).status).toBe(200);
    expect((await connect(pia.user_id, 0, 1, 'false')).status).toBe(200);
    expect((await connect(pia.user_id, 0, 2)).status).toBe(200);
    expect(await consents(event.event.event_id)).toEqual([true, false, false]);
  });

  it('refuses a value that is not true or false', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const answer = await connect(pia.user_id, 0, 0, 'yes');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.message)).toContain(messages.selfies.consentInvalid);
  });

  it('refuses a connection without consent when the event requires it, with a clear message', async () => {
    const event = await playableEvent(t);
    await updateEvent(t, event, [['require_selfie_consent', 'true']]);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');

    for (const consent of [undefined, 'false']) {
      const refused = await connect(pia.user_id, 0, 0, consent);
      expect(refused.status).toBe(400);
      expect(refused.body.message.general).toEqual([messages.selfies.consentRequired]);
      expect(refused.body.message.selfie_consent).toEqual([messages.selfies.consentRequired]);
    }
    expect(await consents(event.event.event_id)).toEqual([]);

    const accepted = await connect(pia.user_id, 0, 0, 'true');
    expect(accepted.status).toBe(200);
    expect(await consents(event.event.event_id)).toEqual([true]);
  });

  it('keeps an Idempotency-Key replay consistent with the consent sent', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');

    const first = await connect(pia.user_id, 0, 0, 'true', 'consent-key-1');
    expect(first.status).toBe(200);
    const again = await connect(pia.user_id, 0, 0, 'true', 'consent-key-1');
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(first.body.response);
    // The same key with the other answer is another submission.
    const changed = await connect(pia.user_id, 0, 0, 'false', 'consent-key-1');
    expect(changed.status).toBe(422);

    // A draft queued before the form asked (no field) is the same submission when retried without it.
    const old = await connect(pia.user_id, 0, 1, undefined, 'consent-key-2');
    expect(old.status).toBe(200);
    expect((await connect(pia.user_id, 0, 1, undefined, 'consent-key-2')).body.response).toEqual(
      old.body.response,
    );

    // The event starts requiring consent: a retry of a connection already stored still answers it...
    await updateEvent(t, event, [['require_selfie_consent', 'true']]);
    const replayed = await connect(pia.user_id, 0, 1, undefined, 'consent-key-2');
    expect(replayed.status).toBe(200);
    expect(replayed.body.response).toEqual(old.body.response);
    // ...while a new one without consent is refused, and stores nothing.
    expect((await connect(pia.user_id, 0, 2, undefined, 'consent-key-3')).status).toBe(400);
    expect(await consents(event.event.event_id)).toEqual([true, false]);
    expect((await connect(pia.user_id, 0, 2, 'true', 'consent-key-3')).status).toBe(200);
    expect(await consents(event.event.event_id)).toEqual([true, false, true]);
  });
});
