import type { CreatedEvent, EventInfo, EventListItem, OrganisedEvent, ParticipatedEvent } from '@hoogo/core';
import { messages, StatusCode } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, hostedEvent } from './helpers/events.js';

const api = '/api/hoogo';

describe.each(testBackends('both'))('events API on %s', (backend) => {
  const t = useTestApp(backend);

  const signIn = async (email = 'owner@example.com') => (await registerUser(t, email)).access_token;
  const create = (token: string, name: unknown) =>
    call<CreatedEvent>(t.app, 'POST', `${api}/manage-event/create/`, { token, body: { name } });
  const info = (reference: string, token?: string) =>
    call<EventInfo>(t.app, 'GET', `${api}/manage-event/${reference}/get-info/`, token ? { token } : {});
  const update = (reference: string, token: string, parts: Array<[string, string]>) =>
    callMultipart<EventInfo>(t, 'PATCH', `${api}/manage-event/${reference}/update/`, parts, token);

  describe('create', () => {
    it('creates an event with an empty grid and default settings, the creator as owner', async () => {
      const token = await signIn();
      const created = await create(token, 'DevMeetup');
      expect(created.status).toBe(200);
      expect(created.body.message.general[0]).toBe(messages.events.created);
      expect(created.body.response).toEqual({ event_id: expect.any(String), event_name: 'DevMeetup' });

      const answer = await info('DevMeetup', token);
      expect(answer.body.response).toMatchObject({
        id: created.body.response.event_id,
        name: 'DevMeetup',
        participant_count: 0,
        code_digits: null,
        play_with_ticket_code: false,
        mmp_event_id: null,
        matrix: Array.from({ length: 5 }, () => ['', '', '', '', '']),
        voting_enabled: false,
        role: 'Owner',
        ticketing_provider: null,
        templates: {
          custom: false,
          post: { width: 1080, height: 1080 },
          story: { width: 1080, height: 1920 },
        },
      });
      expect(answer.body.response.social_media_template.linkedin.content).toContain('DevMeetup');
    });

    it('accepts the name as a multipart field, as the web app sends it', async () => {
      const token = await signIn();
      const created = await callMultipart<CreatedEvent>(
        t,
        'POST',
        `${api}/manage-event/create/`,
        [['name', 'Multi_Part&Co']],
        token,
      );
      expect(created.status).toBe(200);
      expect(created.body.response.event_name).toBe('Multi_Part&Co');
    });

    it.each([
      ['My Event', messages.validation.eventNameChars],
      ['a/b', messages.validation.eventNameChars],
      ['', 'Event name cannot be empty'],
      ['3f2b8c1e-9d4a-4b6e-8f00-1a2b3c4d5e6f', 'An event name cannot look like an event id'],
      ['x'.repeat(65), 'Event name must be at most 64 characters'],
      ['Dashboard', messages.validation.eventNameReserved],
      ['login', messages.validation.eventNameReserved],
    ])('refuses the name %j under message.name', async (name, sentence) => {
      const answer = await create(await signIn(), name);
      expect(answer.status).toBe(400);
      expect(answer.body.message.name?.[0]).toBe(sentence);
      expect(answer.body.message.general[0]).toBe(sentence);
    });

    it('refuses a name taken in another letter case with 409 under message.name', async () => {
      const token = await signIn();
      await create(token, 'DevMeetup');
      const answer = await create(token, 'devmeetup');
      expect(answer.status).toBe(409);
      expect(answer.body.message.name).toEqual(['An event with this name already exists']);
    });

    it('lets only one of two simultaneous creations of the same name succeed', async () => {
      const token = await signIn();
      const answers = await Promise.all([
        create(token, 'Race'),
        create(token, 'RACE'),
        create(token, 'race'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    });

    it('answers 401 with statusCode 1000 without a token', async () => {
      const answer = await call(t.app, 'POST', `${api}/manage-event/create/`, {
        body: { name: 'DevMeetup' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
    });
  });

  describe('event references', () => {
    it('finds the event by id, or by name in any letter case, with or without the trailing slash', async () => {
      const token = await signIn();
      const { event_id } = (await create(token, 'DevMeetup')).body.response;
      for (const reference of [event_id, event_id.toUpperCase(), 'DevMeetup', 'DEVMEETUP']) {
        const id = await call<{ event_id: string }>(
          t.app,
          'GET',
          `${api}/manage-event/${reference}/get-event-id/`,
        );
        expect(id.body.response).toEqual({ event_id });
        const name = await call(t.app, 'GET', `${api}/manage-event/${reference}/get-event-name`);
        expect(name.body.response).toEqual({ event_name: 'DevMeetup' });
      }
    });

    it('answers 404 Event not found for an unknown name or id', async () => {
      for (const reference of ['nothing', '3f2b8c1e-9d4a-4b6e-8f00-1a2b3c4d5e6f']) {
        const answer = await call(t.app, 'GET', `${api}/manage-event/${reference}/get-info/`);
        expect(answer.status).toBe(404);
        expect(answer.body.message.general).toEqual(['Event not found']);
      }
    });

    it('reaches an event named like a fixed path segment', async () => {
      const token = await signIn();
      await create(token, 'user');
      const answer = await info('user');
      expect(answer.status).toBe(200);
      expect(answer.body.response.name).toBe('user');
    });
  });

  describe('get-info', () => {
    it('is public: anonymous and non-host callers get role null and no owner details', async () => {
      const { other } = await hostedEvent(t);
      for (const token of [undefined, other.token]) {
        const answer = await info('DevMeetup', token);
        expect(answer.status).toBe(200);
        expect(answer.body.response.role).toBeNull();
        expect(JSON.stringify(answer.body)).not.toContain('owner@example.com');
      }
    });

    it('answers 401 with statusCode 1000 for an expired token, so the client refreshes', async () => {
      const { owner } = await hostedEvent(t);
      t.clock.advance(16 * 60 * 1000);
      const answer = await info('DevMeetup', owner.token);
      expect(answer.status).toBe(401);
      expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
    });
  });

  describe('update', () => {
    it('changes settings and only the grid cells sent, uppercasing letters', async () => {
      const { owner } = await hostedEvent(t);
      await update('DevMeetup', owner.token, [['matrix[4][4]', 'z']]);
      const list = await callMultipart<{ event_id: string }>(
        t,
        'POST',
        `${api}/manage-event/user/mmp/csv/`,
        [
          ['name', 'Door list'],
          ['file', { filename: 'list.csv', content: Buffer.from('name,code\nAda,T1\n') }],
        ],
        owner.token,
      );
      const listId = list.body.response.event_id;
      const answer = await update('devmeetup', owner.token, [
        ['matrix[0][0]', 'b'],
        ['matrix[0][1]', ' i '],
        ['code_digits', '4'],
        ['voting_enabled', 'true'],
        ['social_media_template', JSON.stringify({ linkedin: { content: 'I played!' } })],
        ['mmp_event_id', listId],
        ['play_with_ticket_code', 'true'],
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.message.general[0]).toBe(messages.events.updated);
      const event = answer.body.response;
      expect(event.matrix[0]).toEqual(['B', 'I', '', '', '']);
      expect(event.matrix[4]).toEqual(['', '', '', '', 'Z']);
      expect(event).toMatchObject({
        code_digits: 4,
        voting_enabled: true,
        social_media_template: { linkedin: { content: 'I played!' } },
        mmp_event_id: listId,
        ticketing_provider: 'CSV attendee list',
        play_with_ticket_code: true,
        role: 'Owner',
      });

      const cleared = await update('DevMeetup', owner.token, [
        ['code_digits', 'null'],
        ['mmp_event_id', 'null'],
        ['matrix[0][0]', ''],
      ]);
      expect(cleared.body.response).toMatchObject({
        code_digits: null,
        mmp_event_id: null,
        // Disconnecting the ticketing platform ends ticket-code sign-in.
        play_with_ticket_code: false,
      });
      expect(cleared.body.response.matrix[0]?.[0]).toBe('');
    });

    it('renames the event; a taken name answers 409, a change of letter case only keeps no alias', async () => {
      const { owner } = await hostedEvent(t);
      await create(owner.token, 'Taken');
      const renamed = await update('DevMeetup', owner.token, [['name', 'DevMeetup-2026']]);
      expect(renamed.body.response.name).toBe('DevMeetup-2026');
      const same = await update('DevMeetup-2026', owner.token, [['name', 'devmeetup-2026']]);
      expect(same.status).toBe(200);
      expect(await t.app.eventsRepository.aliases(renamed.body.response.id)).toEqual(['devmeetup']);

      const taken = await update('devmeetup-2026', owner.token, [['name', 'TAKEN']]);
      expect(taken.status).toBe(409);
      expect(taken.body.message.name).toEqual(['An event with this name already exists']);
    });

    it.each([
      ['code_digits', '2', 'Code digits must be between 3 and 8'],
      ['code_digits', '9', 'Code digits must be between 3 and 8'],
      ['code_digits', 'x', 'Code digits must be a number between 3 and 8'],
      ['code_digits', '3.5', 'Code digits must be a whole number between 3 and 8'],
      ['matrix[1][2]', 'AB', 'Each cell holds one letter A-Z'],
      ['matrix[1][2]', '7', 'Each cell holds one letter A-Z'],
      ['matrix[5][0]', 'A', 'matrix[5][0] is not a cell of the grid: rows and columns go from 0 to 4'],
      ['matrix[0][-1]', 'A', 'matrix[0][-1] is not a cell of the grid: rows and columns go from 0 to 4'],
      ['name', 'My Event', messages.validation.eventNameChars],
      ['voting_enabled', 'yes', 'voting_enabled must be true or false'],
      [
        'social_media_template',
        '{"linkedin":',
        'social_media_template must be JSON like {"linkedin":{"content":"..."}}',
      ],
      ['social_media_template', '{"linkedin":{}}', 'Invalid input: expected string, received undefined'],
      ['colour', 'blue', 'colour is not a field of an event'],
    ])('refuses %s=%j with 400 under that field', async (field, value, sentence) => {
      const { owner } = await hostedEvent(t);
      const answer = await update('DevMeetup', owner.token, [[field, value]]);
      expect(answer.status).toBe(400);
      expect(answer.body.message[field]).toEqual([sentence]);
      expect(answer.body.message.general[0]).toBe(sentence);
    });

    it('changes nothing when one field of the request is refused', async () => {
      const { owner } = await hostedEvent(t);
      const answer = await update('DevMeetup', owner.token, [
        ['matrix[0][0]', 'A'],
        ['play_with_ticket_code', 'true'],
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.message.play_with_ticket_code?.[0]).toMatch(/needs a connected ticketing event/);
      expect((await info('DevMeetup')).body.response.matrix[0]?.[0]).toBe('');
    });

    it('keeps both letters when two hosts edit different cells at the same time', async () => {
      const { owner, admin } = await hostedEvent(t);
      await Promise.all([
        update('DevMeetup', owner.token, [['matrix[0][0]', 'A']]),
        update('DevMeetup', admin.token, [['matrix[3][3]', 'D']]),
      ]);
      const { matrix } = (await info('DevMeetup')).body.response;
      expect(matrix[0]?.[0]).toBe('A');
      expect(matrix[3]?.[3]).toBe('D');
    });
  });

  describe('former names', () => {
    const rename = async (from: string, to: string, token: string) => {
      const answer = await update(from, token, [['name', to]]);
      expect(answer.status, JSON.stringify(answer.body.message)).toBe(200);
      return answer.body.response;
    };

    it('reaches a renamed event by its old name in any letter case, answering its current name', async () => {
      const { owner } = await hostedEvent(t);
      const event = await rename('DevMeetup', 'DevMeetup-2026', owner.token);
      for (const reference of ['DevMeetup', 'devmeetup', 'DEVMEETUP']) {
        const old = await info(reference, owner.token);
        expect(old.status).toBe(200);
        expect(old.body.response).toMatchObject({ id: event.id, name: 'DevMeetup-2026', role: 'Owner' });
      }
      const name = await call<{ event_name: string }>(
        t.app,
        'GET',
        `${api}/manage-event/DevMeetup/get-event-name/`,
      );
      expect(name.body.response.event_name).toBe('DevMeetup-2026');
      // A host may keep managing it through the old link too.
      const edited = await update('DevMeetup', owner.token, [['matrix[0][0]', 'q']]);
      expect(edited.body.response).toMatchObject({ name: 'DevMeetup-2026' });
      expect(edited.body.response.matrix[0]?.[0]).toBe('Q');
    });

    it('keeps every former name of a chain of renames', async () => {
      const { owner } = await hostedEvent(t);
      await rename('DevMeetup', 'Second', owner.token);
      const event = await rename('Second', 'Third', owner.token);
      for (const reference of ['DevMeetup', 'Second', 'Third']) {
        expect((await info(reference)).body.response).toMatchObject({ id: event.id, name: 'Third' });
      }
      expect(await t.app.eventsRepository.aliases(event.id)).toEqual(['devmeetup', 'second']);
    });

    it('never lets another event take a former name, by creation or by rename', async () => {
      const { owner } = await hostedEvent(t);
      await rename('DevMeetup', 'DevMeetup-2026', owner.token);
      const stranger = await signIn('stranger@example.com');

      const created = await create(stranger, 'devMeetup');
      expect(created.status).toBe(409);
      expect(created.body.message.name).toEqual(['An event with this name already exists']);

      expect((await create(stranger, 'Other')).status).toBe(200);
      const taken = await update('Other', stranger, [['name', 'DEVMEETUP']]);
      expect(taken.status).toBe(409);
      expect(taken.body.message.name).toEqual(['An event with this name already exists']);
      expect((await info('DevMeetup')).body.response.name).toBe('DevMeetup-2026');
    });

    it('lets the event take back one of its own former names', async () => {
      const { owner } = await hostedEvent(t);
      const event = await rename('DevMeetup', 'DevMeetup-2026', owner.token);
      const back = await rename('DevMeetup-2026', 'devmeetup', owner.token);
      expect(back).toMatchObject({ id: event.id, name: 'devmeetup' });
      // The name it left is now the former one.
      expect(await t.app.eventsRepository.aliases(event.id)).toEqual(['devmeetup-2026']);
      expect((await info('DevMeetup-2026')).body.response).toMatchObject({ id: event.id, name: 'devmeetup' });
    });

    it('refuses a creation of the name that a simultaneous rename turns into a former name', async () => {
      const { owner } = await hostedEvent(t);
      const stranger = await signIn('stranger@example.com');
      const [renamed, created] = await Promise.all([
        update('DevMeetup', owner.token, [['name', 'Renamed']]),
        create(stranger, 'DevMeetup'),
      ]);
      expect(renamed.status).toBe(200);
      // Before the rename the name is the event's, after it the alias is: either way it is taken.
      expect(created.status).toBe(409);
      expect((await info('DevMeetup')).body.response.name).toBe('Renamed');
    });

    it('frees the former names when the event is deleted', async () => {
      const { owner } = await hostedEvent(t);
      await rename('DevMeetup', 'DevMeetup-2026', owner.token);
      const deleted = await call(t.app, 'DELETE', `${api}/manage-event/DevMeetup/delete/`, {
        token: owner.token,
      });
      expect(deleted.status).toBe(200);
      expect((await info('DevMeetup')).status).toBe(404);
      expect((await info('DevMeetup-2026')).status).toBe(404);
      const stranger = await signIn('stranger@example.com');
      expect((await create(stranger, 'DevMeetup')).status).toBe(200);
      expect((await create(stranger, 'DevMeetup-2026')).status).toBe(200);
    });
  });

  describe('lists', () => {
    it('lists the events a user hosts, newest first, with role, participant count and grid status', async () => {
      const { owner, admin, other } = await hostedEvent(t, 'First');
      await update('First', owner.token, [
        ['matrix[0][0]', 'A'],
        ['matrix[4][4]', 'B'],
      ]);
      t.clock.advance(1000);
      await create(admin.token, 'Second');

      const organised = await call<OrganisedEvent[]>(t.app, 'GET', `${api}/manage-user/organised-events/`, {
        token: admin.token,
      });
      expect(organised.body.response).toEqual([
        {
          event_id: expect.any(String),
          event_name: 'Second',
          created_at: expect.any(String),
          participant_count: 0,
          role: 'Owner',
          grid_filled: 0,
          demo: false,
        },
        {
          event_id: expect.any(String),
          event_name: 'First',
          created_at: expect.any(String),
          participant_count: 0,
          role: 'Admin',
          grid_filled: 2,
          demo: false,
        },
      ]);

      const listed = await call<EventListItem[]>(t.app, 'GET', `${api}/manage-event/user/list-events/`, {
        token: owner.token,
      });
      expect(listed.body.response).toEqual([{ event_id: expect.any(String), event_name: 'First' }]);

      const none = await call<OrganisedEvent[]>(t.app, 'GET', `${api}/manage-user/organised-events/`, {
        token: other.token,
      });
      expect(none.body.response).toEqual([]);
    });

    it('answers an empty participated list (players arrive with the game)', async () => {
      const { owner } = await hostedEvent(t);
      const answer = await call<ParticipatedEvent[]>(
        t.app,
        'GET',
        `${api}/manage-user/participated-events/`,
        {
          token: owner.token,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual([]);
    });

    it.each([
      '/manage-user/organised-events/',
      '/manage-user/participated-events/',
      '/manage-event/user/list-events/',
    ])('answers 401 statusCode 1000 on %s without a token', async (path) => {
      const answer = await call(t.app, 'GET', `${api}${path}`);
      expect(answer.status).toBe(401);
      expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
    });
  });

  describe('delete', () => {
    it('removes the event and its hosts', async () => {
      const { owner, admin } = await hostedEvent(t);
      const answer = await call(t.app, 'DELETE', `${api}/manage-event/DevMeetup/delete/`, {
        token: owner.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message.general[0]).toBe(messages.events.deleted);
      expect((await info('DevMeetup')).status).toBe(404);
      const listed = await call<EventListItem[]>(t.app, 'GET', `${api}/manage-event/user/list-events/`, {
        token: admin.token,
      });
      expect(listed.body.response).toEqual([]);
      // The name is free again.
      expect((await create(owner.token, 'devmeetup')).status).toBe(200);
    });
  });
});
