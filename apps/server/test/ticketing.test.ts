import type { EventInfo, PlayerRegistration } from '@hoogo/core';
import { countInitials, messages } from '@hoogo/core';
import { closedAddress } from '@hoogo/testing/ports';
import { type FakePosition, type FakePretix, startFakePretix } from '@hoogo/testing/pretix';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ticketingConnections } from '../src/db/schema.js';
import { createPretixClient, PretixError } from '../src/plugins/app/ticketing/pretix.js';
import { call } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, type HostedEvent, hostedEvent } from './helpers/events.js';

const api = '/api/hoogo';

/** 30 checked-in people whose initials can fill a playable grid (A 8, M 7, J 6, S 5, D 4). */
const NAMES = [
  ...['Ada', 'Alan', 'Alice', 'Amir', 'Anna', 'Arjun', 'Ava', 'Axel'],
  ...['Maya', 'Mia', 'Milo', 'Mona', 'Max', 'Mei', 'Marc'],
  ...['Jon', 'Jade', 'Jules', 'Jana', 'Joe', 'Jia'],
  ...['Sam', 'Sara', 'Sven', 'Sofia', 'Sid'],
  ...['Dan', 'Dora', 'Dev', 'Dina'],
];
const POSITIONS: FakePosition[] = [
  ...NAMES.map((name, i) => ({
    secret: `secret${String(i).padStart(3, '0')}`,
    attendee_name: name,
    checkedIn: true,
  })),
  { secret: 'notyetin', attendee_name: 'Zed Late', checkedIn: false },
  { secret: 'nonameatall', attendee_name: null, checkedIn: true },
];

describe('pretix client against a loopback pretix', () => {
  let pretix: FakePretix;
  beforeAll(async () => {
    pretix = await startFakePretix({ positions: POSITIONS });
  });
  afterAll(() => pretix.close());

  const client = (overrides: { apiToken?: string; baseUrl?: string } = {}) =>
    createPretixClient(
      { baseUrl: pretix.baseUrl, organizer: pretix.organizer, apiToken: pretix.token, ...overrides },
      // The fake pretix listens on loopback, as a self-hosted pretix on a private network would.
      { allowPrivateNetwork: true },
    );

  it('lists the events over every page, names in English or the first language', async () => {
    expect(await client().events()).toEqual([
      { slug: 'conf', name: 'Acme Conference' },
      { slug: 'meetup', name: 'Treffen' },
      { slug: 'party', name: 'Party' },
    ]);
    expect(pretix.authorizations.at(-1)).toBe(`Token ${pretix.token}`);
  });

  it('lists checked-in positions over every page and looks one secret up', async () => {
    const checkedIn = await client({ baseUrl: `${pretix.baseUrl}/api/v1/` }).checkedIn('conf');
    expect(checkedIn).toHaveLength(31);
    expect(checkedIn.map((p) => p.attendeeName)).toContain('Ada');
    expect(await client().position('conf', 'notyetin')).toEqual({
      secret: 'notyetin',
      attendeeName: 'Zed Late',
      checkedIn: false,
    });
    expect(await client().position('conf', 'secret001')).toMatchObject({
      attendeeName: 'Alan',
      checkedIn: true,
    });
    expect(await client().position('conf', 'secret00')).toBeNull();
    expect(await client().position('conf', ' SECRET001 ')).toMatchObject({
      secret: 'secret001',
      attendeeName: 'Alan',
    });
  });

  it('reports a refused token, an unknown event and an unreachable server', async () => {
    await expect(client({ apiToken: 'wrong' }).events()).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(client().checkedIn('nope')).rejects.toMatchObject({ kind: 'not_found' });
    const failure = client({ baseUrl: await closedAddress() }).events();
    await expect(failure).rejects.toBeInstanceOf(PretixError);
    await expect(failure).rejects.toMatchObject({ kind: 'unreachable' });
  });
});

describe.each(testBackends('one'))('ticketing API on %s', (backend) => {
  // The fake pretix listens on loopback: allowed as for a self-hosted pretix on a private network.
  const t: TestApp = useTestApp(backend, { env: { PRETIX_ALLOW_PRIVATE_NETWORK: 'true' } });
  let pretix: FakePretix;
  beforeAll(async () => {
    pretix = await startFakePretix({ positions: POSITIONS });
  });
  afterAll(() => pretix.close());

  const connectPretix = (token: string, apiToken = pretix.token, instance: FakePretix = pretix) =>
    call<{ events: number }>(t.app, 'POST', `${api}/manage-event/user/mmp/pretix/`, {
      token,
      body: { base_url: instance.baseUrl, organizer: instance.organizer, api_token: apiToken },
    });
  const listEvents = (token: string) =>
    call<{
      provider: string | null;
      events: Array<{ event_id: string; event_name: string }>;
      unavailable: Array<{ provider: string; message: string }>;
    }>(t.app, 'GET', `${api}/manage-event/user/mmp/list-events/`, { token });
  const uploadCsv = (token: string, content: string, name = 'Door list') =>
    callMultipart<{ event_id: string; event_name: string; attendees: number; checked_in: number }>(
      t,
      'POST',
      `${api}/manage-event/user/mmp/csv/`,
      [
        ['name', name],
        ['file', { filename: 'list.csv', content: Buffer.from(content), type: 'text/csv' }],
      ],
      token,
    );
  const update = (event: HostedEvent, token: string, parts: Array<[string, string]>) =>
    callMultipart<EventInfo>(
      t,
      'PATCH',
      `${api}/manage-event/${event.event.event_name}/update/`,
      parts,
      token,
    );
  const importGrid = (event: HostedEvent, token: string) =>
    call<{ grid: string[][] }>(t.app, 'POST', `${api}/manage-event/${event.event.event_name}/grid/import/`, {
      token,
    });
  const validate = (event: HostedEvent, ticket_code: string) =>
    call<PlayerRegistration>(
      t.app,
      'POST',
      `${api}/manage-game/${event.event.event_name}/validate-ticket-code/`,
      {
        body: { ticket_code },
      },
    );

  it('saves a pretix account only when the token works, and never answers or logs the token', async () => {
    const event = await hostedEvent(t);
    const refused = await connectPretix(event.owner.token, 'wrong-token');
    expect(refused.status).toBe(400);
    expect(refused.body.message.general).toEqual([messages.ticketing.pretixConnectFailed]);
    const unreachable = await call(t.app, 'POST', `${api}/manage-event/user/mmp/pretix/`, {
      token: event.owner.token,
      body: { base_url: await closedAddress(), organizer: 'acme', api_token: 'x' },
    });
    // Not reachable: the same answer as a refused token, so the answer tells nothing of the network.
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message.general).toEqual([messages.ticketing.pretixConnectFailed]);
    expect((await listEvents(event.owner.token)).body.response).toEqual({
      provider: null,
      events: [],
      unavailable: [],
    });

    const saved = await connectPretix(event.owner.token);
    expect(saved.status).toBe(200);
    expect(saved.body.response).toEqual({ base_url: pretix.baseUrl, organizer: 'acme', events: 3 });
    const account = await call(t.app, 'GET', `${api}/manage-event/user/mmp/pretix/`, {
      token: event.owner.token,
    });
    expect(account.body.response).toEqual({ base_url: pretix.baseUrl, organizer: 'acme' });

    const [row] = await t.app.db.select().from(ticketingConnections);
    expect(row?.apiTokenEncrypted).toBeTruthy();
    expect(row?.apiTokenEncrypted).not.toContain(pretix.token);

    const listed = await listEvents(event.owner.token);
    expect(listed.body.response.provider).toBe('pretix');
    expect(listed.body.response.events.map((e) => e.event_name)).toEqual([
      'Acme Conference',
      'Treffen',
      'Party',
    ]);
    expect(listed.body.response.events[0]?.event_id).toBe(`pretix:${row?.id}:conf`);
    // Another user sees nothing of it.
    expect((await listEvents(event.other.token)).body.response.events).toEqual([]);

    for (const answer of [saved, account, listed])
      expect(JSON.stringify(answer.body)).not.toContain(pretix.token);
    expect(t.logs.lines.join('\n')).not.toContain(pretix.token);

    const removed = await call(t.app, 'DELETE', `${api}/manage-event/user/mmp/pretix/`, {
      token: event.owner.token,
    });
    expect(removed.status).toBe(200);
    expect((await listEvents(event.owner.token)).body.response.events).toEqual([]);
  });

  describe('while pretix fails', () => {
    // An instance of its own, so that breaking it leaves the other tests' pretix alone.
    let broken: FakePretix;
    beforeEach(async () => {
      broken = await startFakePretix();
    });
    afterEach(() => broken.close());
    const saveTokenAgain = 'save the API token again (remove the pretix account, then connect it';

    it('lists the CSV lists and names pretix with the reason: down, 5xx, refused or unreadable token', async () => {
      const event = await hostedEvent(t);
      expect((await connectPretix(event.owner.token, broken.token, broken)).status).toBe(200);
      const list = await uploadCsv(event.owner.token, 'name,code\nAda,A1\nAlan,A2\n');
      const csvEvent = { event_id: list.body.response.event_id, event_name: 'Door list' };

      // Refused token, 5xx or down: one sentence (with what to do), never pretix's status or address.
      const failed = {
        provider: 'pretix',
        events: [csvEvent],
        unavailable: [{ provider: 'pretix', message: messages.ticketing.pretixUnavailable }],
      };
      broken.failWith = 401;
      const refused = await listEvents(event.owner.token);
      expect(refused.status).toBe(200);
      expect(refused.body.response).toEqual(failed);

      broken.failWith = 503;
      expect((await listEvents(event.owner.token)).body.response).toEqual(failed);

      broken.failWith = null;
      await broken.close();
      const down = await listEvents(event.owner.token);
      expect(down.status).toBe(200);
      expect(down.body.response).toEqual(failed);

      // A token sealed under another server secret cannot be opened: pretix is not even asked.
      await t.app.db.update(ticketingConnections).set({ apiTokenEncrypted: 'v1.AAAA.BBBB.CCCC' });
      const unreadable = await listEvents(event.owner.token);
      expect(unreadable.status).toBe(200);
      expect(unreadable.body.response.events).toEqual([csvEvent]);
      expect(unreadable.body.response.unavailable).toEqual([
        { provider: 'pretix', message: expect.stringContaining(saveTokenAgain) },
      ]);

      // The operator sees why in the log; the token never appears.
      expect(t.logs.lines.some((line) => line.includes('ticketing provider unavailable'))).toBe(true);
      expect(t.logs.lines.join('\n')).not.toContain(broken.token);
    });

    it('answers the failure itself when pretix alone holds the events', async () => {
      const event = await hostedEvent(t);
      await connectPretix(event.owner.token, broken.token, broken);
      expect((await listEvents(event.owner.token)).body.response.events).toHaveLength(3);

      // 5xx, refused token or down: one status and one sentence.
      for (const failWith of [502, 401]) {
        broken.failWith = failWith;
        const failed = await listEvents(event.owner.token);
        expect(failed.status).toBe(502);
        expect(failed.body.message.general).toEqual([messages.ticketing.pretixUnavailable]);
      }

      broken.failWith = null;
      await broken.close();
      const down = await listEvents(event.owner.token);
      expect(down.status).toBe(502);
      expect(down.body.message.general).toEqual([messages.ticketing.pretixUnavailable]);
      // The operator's log says what happened.
      expect(t.logs.lines.some((line) => line.includes('Could not reach pretix'))).toBe(true);
    });
  });

  it('connects an event to pretix and imports a playable grid from checked-in names (hosts only)', async () => {
    const event = await hostedEvent(t);
    const notConnected = await importGrid(event, event.owner.token);
    expect(notConnected.status).toBe(400);
    expect(notConnected.body.message.general[0]).toBe(
      messages.ticketing.connectToGenerate('a ticketing provider'),
    );

    await connectPretix(event.owner.token);
    const conf = (await listEvents(event.owner.token)).body.response.events[0]!.event_id;
    // Only the account's owner may connect events to it.
    const foreign = await update(event, event.admin.token, [['mmp_event_id', conf]]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message.mmp_event_id).toBeDefined();
    const connected = await update(event, event.owner.token, [['mmp_event_id', conf]]);
    expect(connected.status).toBe(200);
    expect(connected.body.response).toMatchObject({ mmp_event_id: conf, ticketing_provider: 'pretix' });

    expect((await importGrid(event, event.other.token)).status).toBe(403);
    const imported = await importGrid(event, event.admin.token);
    expect(imported.status).toBe(200);
    const grid = imported.body.response.grid;
    expect(grid.flat()).toHaveLength(25);
    expect(imported.body.message.general[0]).toBe('Grid imported');
    const counts = countInitials(NAMES);
    const cells = new Map<string, number>();
    for (const letter of grid.flat()) cells.set(letter, (cells.get(letter) ?? 0) + 1);
    for (const [letter, n] of cells) expect(counts.get(letter)!).toBeGreaterThanOrEqual(n + 1);
    const info = await call<EventInfo>(t.app, 'GET', `${api}/manage-event/${event.event.event_id}/get-info/`);
    expect(info.body.response.matrix).toEqual(grid);
  });

  it('uploads CSV lists, names bad rows, and refuses a grid from too few names', async () => {
    const event = await hostedEvent(t);
    const bad = await uploadCsv(event.owner.token, 'name,code\nAda,1\nBob,\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message.file).toEqual(['Row 3: the ticket code is empty']);

    const list = await uploadCsv(
      event.owner.token,
      'Full Name;Ticket;Checked In\nAda;A1;yes\nBen;B1;no\nCy;C1;1\n',
    );
    expect(list.status).toBe(200);
    expect(list.body.response).toMatchObject({ event_name: 'Door list', attendees: 3, checked_in: 2 });
    const listed = await listEvents(event.owner.token);
    expect(listed.body.response).toEqual({
      provider: 'CSV attendee list',
      events: [{ event_id: list.body.response.event_id, event_name: 'Door list' }],
      unavailable: [],
    });
    // The admin cannot connect the owner's list.
    expect(
      (await update(event, event.admin.token, [['mmp_event_id', list.body.response.event_id]])).status,
    ).toBe(400);
    await update(event, event.owner.token, [['mmp_event_id', list.body.response.event_id]]);
    const refused = await importGrid(event, event.owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message.general[0]).toContain(
      '2 checked in, and a letter needs at least two participants',
    );

    const deleted = await call(
      t.app,
      'DELETE',
      `${api}/manage-event/user/mmp/csv/${list.body.response.event_id}/`,
      {
        token: event.admin.token,
      },
    );
    expect(deleted.status).toBe(404);
  });

  it('signs a checked-in ticket in as a player of the event, once per ticket', async () => {
    const event = await hostedEvent(t);
    const list = await uploadCsv(
      event.owner.token,
      `name,code,checked in\n${NAMES.map((name, i) => `${name},T${i},yes`).join('\n')}\nLate Larry,LATE,no\n`,
    );
    const check = () =>
      call<{ play_with_ticket_code: boolean }>(
        t.app,
        'GET',
        `${api}/manage-event/${event.event.event_name}/check-play-with-ticket-code/`,
      );
    expect((await check()).body.response).toEqual({ play_with_ticket_code: false });
    expect((await validate(event, 'T0')).status).toBe(400);

    await update(event, event.owner.token, [
      ['mmp_event_id', list.body.response.event_id],
      ['play_with_ticket_code', 'true'],
    ]);
    expect((await check()).body.response).toEqual({ play_with_ticket_code: true });

    const unknown = await validate(event, 'nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.general[0]).toBe(messages.auth.invalidTicketCode);
    // A real ticket the desk has not checked in yet says so, rather than that the code is wrong.
    const late = await validate(event, 'LATE');
    expect(late.status).toBe(400);
    expect(late.body.message.ticket_code).toEqual([messages.signInWait.ticketNotCheckedIn]);
    const first = await validate(event, 'T0');
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({
      event_id: event.event.event_id,
      user_id: expect.any(String),
    });
    const again = await validate(event, ' T0 ');
    expect(again.body.response).toEqual(first.body.response);
    // Trimmed and in any case: the same ticket, the same player.
    const folded = await validate(event, ' t0 ');
    expect(folded.status).toBe(200);
    expect(folded.body.response).toEqual(first.body.response);
    const other = await validate(event, 'T1');
    expect(other.body.response.user_id).not.toBe(first.body.response.user_id);

    const card = await call<{ user_name: string }>(
      t.app,
      'GET',
      `${api}/manage-game/${event.event.event_name}/get-user-matrix/?user_id=${first.body.response.user_id}`,
    );
    expect(card.status).toBe(200);
    expect(card.body.response.user_name).toBe('Ada');
    const account = await t.app.gameRepository.findByKey(first.body.response.user_id);
    const user = await t.app.usersRepository.findById(account!.userId);
    expect(user?.email).toMatch(/^ticket-[0-9a-f]{40}@tickets\.invalid$/);
    expect(user?.email).not.toContain('t0');
  });

  it('signs pretix tickets in through the provider', async () => {
    const event = await hostedEvent(t);
    await connectPretix(event.owner.token);
    const conf = (await listEvents(event.owner.token)).body.response.events[0]!.event_id;
    await update(event, event.owner.token, [
      ['mmp_event_id', conf],
      ['play_with_ticket_code', 'true'],
    ]);
    const first = await validate(event, 'secret005');
    expect(first.status).toBe(200);
    const folded = await validate(event, ' SECRET005 ');
    expect(folded.status).toBe(200);
    expect(folded.body.response).toEqual(first.body.response);
    for (const code of ['notyetin', 'NOTYETIN']) {
      const late = await validate(event, code);
      expect(late.status).toBe(400);
      expect(late.body.message.ticket_code).toEqual([messages.signInWait.ticketNotCheckedIn]);
    }
  });
});
