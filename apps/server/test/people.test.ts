import { type ContactDetails, messages, type PersonMet } from '@hoogo/core';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { connections, players } from '../src/db/schema.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import {
  api,
  connect,
  join,
  joinAll,
  jpeg,
  letterAt,
  playableEvent,
  type TestPlayer,
} from './helpers/game.js';

const text = messages.people;
const MINUTE = 60_000;

/** The cards of a vCard file, as ical.js reads them. */
function vcards(body: string): ICAL.Component[] {
  const parsed = ICAL.parse(body) as unknown[];
  // One card parses as one component, several as a list of them.
  const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  return list.map((jcal) => new ICAL.Component(jcal as never));
}

/**
 * A property's text. ical.js reads vCard text as RFC 6350 does outside compound values: it unescapes \\,
 * \, and \n but leaves \; as written. vCard 3.0 (RFC 2426, 4) escapes the semicolon in every TEXT value
 * and phones' contacts apps read it back, so the test undoes that one escape.
 */
const value = (card: ICAL.Component, name: string) => {
  const found = card.getFirstPropertyValue(name);
  return typeof found === 'string' ? found.replaceAll('\\;', ';') : (found as null);
};

describe.each(testBackends('one'))('People I met on %s', (backend) => {
  const t = useTestApp(backend);

  const peopleOf = (player: TestPlayer) =>
    call<PersonMet[]>(t.app, 'GET', `${api}/manage-game/DevMeetup/people/?user_id=${player.user_id}`);
  const contactOf = (player: TestPlayer) =>
    call<ContactDetails>(t.app, 'GET', `${api}/manage-game/DevMeetup/contact/?user_id=${player.user_id}`);
  const putContact = (player: TestPlayer, body: Record<string, unknown>) =>
    t.app
      .inject({
        method: 'PUT',
        url: `${api}/manage-game/DevMeetup/contact/`,
        payload: { user_id: player.user_id, ...body },
      })
      .then((response) => ({ status: response.statusCode, body: response.json() }));
  const file = (player: TestPlayer, ext: 'vcf' | 'csv', key = player.user_id) =>
    t.app.inject({
      method: 'GET',
      url: `${api}/manage-game/DevMeetup/people.${ext}?user_id=${encodeURIComponent(key)}`,
    });

  /** The player's file of the people met, which must come as a download of `type` named for the event and the day. */
  const download = async (player: TestPlayer, ext: 'vcf' | 'csv', type: string) => {
    const response = await file(player, ext);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="DevMeetup-people-${day}.${ext}"`,
    );
    return response;
  };

  /**
   * A cell filled with a typed name and no friend code, straight through the game repository: an event
   * with codes asks every submission for one (connections made before codes were turned on have none).
   */
  async function typed(
    player: TestPlayer,
    x: number,
    y: number,
    name: string,
    liner = 'Met at the coffee stand',
  ) {
    const stored = await t.app.gameRepository.findByKey(player.user_id);
    const selfie = await t.app.mediaStorage.put(await jpeg(), 'jpg');
    await t.app.gameRepository.addConnection({
      eventId: stored!.eventId,
      playerId: stored!.id,
      x,
      y,
      letter: letterAt(x, y),
      connectedName: name,
      liner,
      imageKey: selfie,
      thumbnailKey: selfie,
      code: null,
      connectedPlayerId: null,
    });
  }

  const shareAll = {
    linkedin: 'https://www.linkedin.com/in/bea-example',
    email: 'bea@example.com',
    role: 'Engineer at Acme',
    share: true,
  };

  /**
   * Ada connects with Bea (by Bea's friend code, 10 minutes in), then with Cid typed by name (20 minutes
   * in), then with Dan by code (30 minutes in). Bea shares her contact details; Dan gave his but does not
   * share them.
   */
  async function met() {
    await playableEvent(t, { codeDigits: 4 });
    const [ada, bea, dan] = await joinAll(t, 'DevMeetup', 'Ada Lovelace', 'Bea Example', 'Dan Driver');
    expect((await putContact(bea, shareAll)).status).toBe(200);
    expect((await putContact(dan, { email: 'dan@example.com', share: false })).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect(
      (await connect(t, 'DevMeetup', ada.user_id, 0, 1, { name: 'Bea', code: bea.user_code! })).status,
    ).toBe(200);
    t.clock.advance(10 * MINUTE);
    await typed(ada, 0, 2, 'Cid Typed', 'We talked about compilers and coffee');
    t.clock.advance(10 * MINUTE);
    expect(
      (await connect(t, 'DevMeetup', ada.user_id, 0, 3, { name: 'Dan', code: dan.user_code! })).status,
    ).toBe(200);
    return { ada, bea, dan };
  }

  describe('the list', () => {
    it('answers my connections that count, newest first, with the linked players', async () => {
      const { ada, bea, dan } = await met();
      const answer = await peopleOf(ada);
      expect(answer.status).toBe(200);
      expect(answer.body.message.general).toEqual([text.listed]);
      const list = answer.body.response;
      expect(list.map((person) => person.connected_name)).toEqual(['Dan', 'Cid Typed', 'Bea']);
      const [danMet, cid, beaMet] = list as [PersonMet, PersonMet, PersonMet];
      expect(beaMet).toMatchObject({
        letter: 'B',
        x: 0,
        y: 1,
        liner: 'We talked about compilers and coffee',
      });
      expect(beaMet.image).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
      expect(beaMet.thumbnail).toMatch(/^\/media\//);
      expect(Date.parse(beaMet.connected_at)).toBeLessThan(Date.parse(cid.connected_at));
      expect(beaMet.linked_player).toEqual({
        event_register_id: bea.event_register_id,
        user_name: 'Bea Example',
        contact: { linkedin: shareAll.linkedin, email: shareAll.email, role: shareAll.role },
      });
      // Typed by name: no one to reach. Dan gave an email but does not share it.
      expect(cid.linked_player).toBeNull();
      expect(danMet.linked_player).toEqual({
        event_register_id: dan.event_register_id,
        user_name: 'Dan Driver',
        contact: null,
      });
    });

    it('leaves hidden connections out and shows a deleted selfie as null', async () => {
      const { ada } = await met();
      const db = t.app.db;
      await db
        .update(connections)
        .set({ hiddenAt: t.clock.now(), hiddenCause: 'host' })
        .where(eq(connections.connectedName, 'Cid Typed'));
      await db
        .update(connections)
        .set({ imageKey: null, thumbnailKey: null, selfieDeletedAt: t.clock.now() })
        .where(eq(connections.connectedName, 'Dan'));
      const list = (await peopleOf(ada)).body.response;
      expect(list.map((person) => person.connected_name)).toEqual(['Dan', 'Bea']);
      expect(list[0]).toMatchObject({
        image: null,
        thumbnail: null,
        liner: 'We talked about compilers and coffee',
      });
    });

    it('shows me my own selfie even when the person in it did not consent', async () => {
      const { ada } = await met();
      await t.app.db
        .update(connections)
        .set({ selfieConsent: false })
        .where(eq(connections.connectedName, 'Bea'));
      const bea = (await peopleOf(ada)).body.response.find((person) => person.connected_name === 'Bea');
      expect(bea?.image).toMatch(/^\/media\//);
    });

    it('shows a contact only while it is shared and its player plays', async () => {
      const { ada, bea } = await met();
      const beaContact = async () =>
        (await peopleOf(ada)).body.response.find((person) => person.connected_name === 'Bea')?.linked_player
          ?.contact;
      expect(await beaContact()).not.toBeNull();

      expect((await putContact(bea, { ...shareAll, share: false })).status).toBe(200);
      expect(await beaContact()).toBeNull();

      expect((await putContact(bea, shareAll)).status).toBe(200);
      await t.app.db
        .update(players)
        .set({ removedAt: t.clock.now() })
        .where(eq(players.eventRegisterId, bea.event_register_id));
      expect(await beaContact()).toBeNull();
    });

    it('never shows the contact of a player who linked me, only of one I linked', async () => {
      const { ada, bea } = await met();
      // Ada shares; Bea typed Ada's name (Ada entered Bea's code), so Bea has no way to reach Ada.
      expect((await putContact(ada, { email: 'ada@example.com', share: true })).status).toBe(200);
      await typed(bea, 0, 0, 'Ada');
      const [adaTyped] = (await peopleOf(bea)).body.response;
      expect(adaTyped).toMatchObject({ connected_name: 'Ada', linked_player: null });
      // Once Bea enters Ada's code in another cell, that connection links Ada and shows her contact.
      t.clock.advance(MINUTE);
      expect(
        (await connect(t, 'DevMeetup', bea.user_id, 1, 0, { name: 'Fine Ada', code: ada.user_code! })).status,
      ).toBe(200);
      const [linked, typedAgain] = (await peopleOf(bea)).body.response;
      expect(linked?.linked_player?.contact).toEqual({
        linkedin: null,
        email: 'ada@example.com',
        role: null,
      });
      expect(typedAgain?.linked_player).toBeNull();
    });

    it('refuses a wrong key with 403 and no key with 400', async () => {
      const { ada } = await met();
      const wrong = await call(t.app, 'GET', `${api}/manage-game/DevMeetup/people/?user_id=nope`);
      expect(wrong.status).toBe(403);
      expect(wrong.body.message.general).toEqual([messages.gameApi.invalidPlayerKey]);
      expect((await call(t.app, 'GET', `${api}/manage-game/DevMeetup/people/`)).status).toBe(400);
      expect((await call(t.app, 'GET', `${api}/manage-game/DevMeetup/contact/`)).status).toBe(400);
      expect((await call(t.app, 'GET', `${api}/manage-game/DevMeetup/contact/?user_id=nope`)).status).toBe(
        403,
      );
      expect((await putContact({ ...ada, user_id: 'nope' }, shareAll)).status).toBe(403);
      expect((await file(ada, 'vcf', 'nope')).statusCode).toBe(403);
      expect((await file(ada, 'csv', 'nope')).statusCode).toBe(403);
      expect(
        (await call(t.app, 'GET', `${api}/manage-game/NoSuchEvent/people/?user_id=${ada.user_id}`)).status,
      ).toBe(404);
    });

    it("refuses another event's key with 403", async () => {
      const event = await playableEvent(t);
      const created = await call(t.app, 'POST', '/api/hoogo/manage-event/create/', {
        token: event.owner.token,
        body: { name: 'OtherMeetup' },
      });
      expect(created.status).toBe(200);
      const ada = await join(t, 'DevMeetup', 'ada@example.com', 'Ada Lovelace');
      const other = await call(t.app, 'GET', `${api}/manage-game/OtherMeetup/people/?user_id=${ada.user_id}`);
      expect(other.status).toBe(403);
    });
  });

  describe('my contact details', () => {
    it('are empty and not shared until I give them', async () => {
      const { ada } = await met();
      const answer = await contactOf(ada);
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual({ linkedin: null, email: null, role: null, share: false });
    });

    it('are saved trimmed, read back, and cleared by empty strings', async () => {
      const { ada } = await met();
      const saved = await putContact(ada, {
        linkedin: ' https://linkedin.com/in/ada ',
        email: 'ada@example.com',
        role: 'Analyst, Engines; Ltd',
        share: true,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message.general).toEqual([text.saved]);
      expect(saved.body.response).toEqual({
        linkedin: 'https://linkedin.com/in/ada',
        email: 'ada@example.com',
        role: 'Analyst, Engines; Ltd',
        share: true,
      });
      expect((await contactOf(ada)).body.response).toEqual(saved.body.response);
      const cleared = await putContact(ada, { linkedin: '', email: '', role: '', share: false });
      expect(cleared.body.response).toEqual({ linkedin: null, email: null, role: null, share: false });
    });

    it.each([
      ['linkedin', 'http://www.linkedin.com/in/ada', text.linkedinInvalid],
      ['linkedin', 'https://example.com/in/ada', text.linkedinInvalid],
      ['linkedin', 'https://linkedin.com.example.com/in/ada', text.linkedinInvalid],
      ['linkedin', 'https://linkedin.com@example.com/', text.linkedinInvalid],
      ['linkedin', 'javascript:alert(1)', text.linkedinInvalid],
      ['linkedin', `https://www.linkedin.com/in/${'a'.repeat(300)}`, text.linkedinTooLong(300)],
      ['email', 'not an email', text.emailInvalid],
      ['role', 'r'.repeat(121), text.roleTooLong(120)],
      ['share', 'yes', text.shareInvalid],
    ])('refuse %s %j with a message under the field', async (field, bad, sentence) => {
      const { ada } = await met();
      const answer = await putContact(ada, { ...shareAll, [field]: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.message[field]).toEqual([sentence]);
      expect((await contactOf(ada)).body.response.share).toBe(false);
    });

    it('accept any linkedin.com subdomain', async () => {
      const { ada } = await met();
      const answer = await putContact(ada, { linkedin: 'https://de.linkedin.com/in/ada' });
      expect(answer.body.response.linkedin).toBe('https://de.linkedin.com/in/ada');
    });
  });

  describe('the vCard', () => {
    it('has one card per person with name, note, shared contact and a photo where allowed', async () => {
      const { ada } = await met();
      // Bea agreed on the form, Cid's connection is older than the question (null counts as yes), Dan refused.
      const consent = (name: string, selfieConsent: boolean | null) =>
        t.app.db.update(connections).set({ selfieConsent }).where(eq(connections.connectedName, name));
      await consent('Bea', true);
      await consent('Cid Typed', null);
      await consent('Dan', false);
      const response = await download(ada, 'vcf', 'text/vcard; charset=utf-8');
      expect(response.body).toMatch(/\r\n$/);
      expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

      const cards = vcards(response.body);
      expect(cards.map((card) => value(card, 'fn'))).toEqual(['Dan', 'Cid Typed', 'Bea']);
      const [dan, cid, bea] = cards as [ICAL.Component, ICAL.Component, ICAL.Component];
      expect(value(bea, 'version')).toBe('3.0');
      // The day of the connection as the database stored it (the test clock may be past midnight by now).
      const [stored] = await t.app.db
        .select({ at: connections.createdAt })
        .from(connections)
        .where(eq(connections.connectedName, 'Bea'));
      expect(value(bea, 'note')).toBe(
        `We talked about compilers and coffee\n${text.metAt('DevMeetup', stored?.at.toISOString().slice(0, 10) ?? '')}`,
      );
      expect(value(bea, 'email')).toBe('bea@example.com');
      expect(value(bea, 'url')).toBe(shareAll.linkedin);
      expect(value(bea, 'title')).toBe('Engineer at Acme');
      expect(value(cid, 'email')).toBeNull();
      expect(bea.getFirstProperty('n')?.getValues()[0]).toEqual(['', 'Bea', '', '', '']);
      expect(cid.getFirstProperty('n')?.getValues()[0]).toEqual(['Typed', 'Cid', '', '', '']);

      expect(dan.getFirstProperty('photo')).toBeNull();
      const photo = bea.getFirstProperty('photo');
      expect(photo?.getParameter('encoding')).toBe('b');
      expect(photo?.getParameter('type')).toBe('JPEG');
      const base64 = (photo?.getFirstValue() as { value: string } | undefined)?.value ?? '';
      const jpeg = Buffer.from(base64, 'base64');
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(256);
      expect(cid.getFirstProperty('photo')).not.toBeNull();
    });

    it('has no photo once the selfie was deleted', async () => {
      const { ada } = await met();
      await t.app.db
        .update(connections)
        .set({ imageKey: null, thumbnailKey: null, selfieDeletedAt: t.clock.now(), selfieConsent: true })
        .where(eq(connections.connectedName, 'Bea'));
      const cards = vcards((await file(ada, 'vcf')).body);
      const bea = cards.find((card) => value(card, 'fn') === 'Bea');
      expect(bea?.getFirstProperty('photo')).toBeNull();
      expect(value(bea!, 'email')).toBe('bea@example.com');
    });

    it('keeps commas, semicolons, backslashes, line breaks and unicode in names and notes', async () => {
      await playableEvent(t);
      const ada = await join(t, 'DevMeetup', 'ada@example.com', 'Ada Lovelace');
      const names: Array<[number, number, string, string]> = [
        [0, 0, 'Ångström, Åsa; a\\b Jr', 'Said: "hi; there", then\nleft for the 日本 booth 🎉 and more text'],
        [0, 1, 'Björk Guðmundsdóttir', `${'Ï'.repeat(30)} long enough to fold over many lines of the vCard`],
        [0, 2, 'Chloé 陈', 'Met at the coffee stand, talked about Zürich'],
      ];
      for (const [x, y, name, liner] of names) {
        t.clock.advance(MINUTE);
        const answer = await connect(t, 'DevMeetup', ada.user_id, x, y, { name, liner });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const body = (await file(ada, 'vcf')).body;
      expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const cards = vcards(body).reverse();
      const day = t.clock.now().toISOString().slice(0, 10);
      for (const [i, [, , name, liner]] of names.entries()) {
        const card = cards[i]!;
        expect(value(card, 'fn')).toBe(name);
        expect(value(card, 'note')).toBe(`${liner}\n${text.metAt('DevMeetup', day)}`);
      }
      expect(cards[0]!.getFirstProperty('n')?.getValues()[0]).toEqual([
        'Jr',
        'Ångström, Åsa; a\\b',
        '',
        '',
        '',
      ]);
    });

    it('is an empty file for a player who met no one', async () => {
      await playableEvent(t);
      const ada = await join(t, 'DevMeetup', 'ada@example.com', 'Ada Lovelace');
      const response = await file(ada, 'vcf');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    });
  });

  describe('the CSV', () => {
    it('lists the people newest first with the shared contacts, formulas neutralised', async () => {
      const { ada } = await met();
      t.clock.advance(MINUTE);
      await typed(ada, 0, 4, 'Émile 日本', '=HYPERLINK("x") on stage');
      const response = await download(ada, 'csv', 'text/csv; charset=utf-8');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parseCsv(response.body, { bom: true }) as string[][];
      expect(rows[0]).toEqual(text.csvHeader);
      const list = (await peopleOf(ada)).body.response;
      expect(rows.slice(1)).toEqual([
        ['Émile 日本', '', `'=HYPERLINK("x") on stage`, 'E', list[0]!.connected_at, '', '', ''],
        ['Dan', 'Dan Driver', 'We talked about compilers and coffee', 'D', list[1]!.connected_at, '', '', ''],
        ['Cid Typed', '', 'We talked about compilers and coffee', 'C', list[2]!.connected_at, '', '', ''],
        [
          'Bea',
          'Bea Example',
          'We talked about compilers and coffee',
          'B',
          list[3]!.connected_at,
          shareAll.linkedin,
          shareAll.email,
          shareAll.role,
        ],
      ]);
    });
  });
});
