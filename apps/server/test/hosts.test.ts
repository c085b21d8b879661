import type {
  EventInfo,
  EventListItem,
  Host,
  HostInvitation,
  HostList,
  LoginResponse,
  OrganisedEvent,
} from '@hoogo/core';
import { messages, StatusCode } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { type ApiAnswer, call } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, type HostedEvent, hostedEvent } from './helpers/events.js';

const api = '/api/hoogo/manage-event';

type Caller = 'owner' | 'admin' | 'other' | 'anonymous';

interface HostRoute {
  name: string;
  run(t: TestApp, h: HostedEvent, token: string | undefined): Promise<ApiAnswer>;
  /** HTTP status per caller; a 403 sentence where the refusal names the owner. */
  expected: Record<Caller, number>;
  adminRefusal?: string;
}

const routes: HostRoute[] = [
  {
    name: 'GET host/list',
    run: (t, _h, token) => call(t.app, 'GET', `${api}/DevMeetup/host/list/`, { token }),
    expected: { owner: 200, admin: 200, other: 403, anonymous: 401 },
  },
  {
    name: 'POST host/create',
    run: (t, _h, token) =>
      call(t.app, 'POST', `${api}/DevMeetup/host/create/`, { token, body: { email: 'new@example.com' } }),
    expected: { owner: 200, admin: 200, other: 403, anonymous: 401 },
  },
  {
    name: 'DELETE host/{hostId}/remove',
    run: (t, h, token) => call(t.app, 'DELETE', `${api}/DevMeetup/host/${h.admin.id}/remove/`, { token }),
    expected: { owner: 200, admin: 403, other: 403, anonymous: 401 },
    adminRefusal: 'Only the event owner can remove admins',
  },
  {
    name: 'PATCH update',
    run: (t, _h, token) =>
      callMultipart(t, 'PATCH', `${api}/DevMeetup/update/`, [['voting_enabled', 'true']], token),
    expected: { owner: 200, admin: 200, other: 403, anonymous: 401 },
  },
  {
    name: 'DELETE delete',
    run: (t, _h, token) => call(t.app, 'DELETE', `${api}/DevMeetup/delete/`, { token }),
    expected: { owner: 200, admin: 403, other: 403, anonymous: 401 },
    adminRefusal: 'Only the event owner can delete the event',
  },
];

const callers: Caller[] = ['owner', 'admin', 'other', 'anonymous'];
const matrix = routes.flatMap((route) => callers.map((caller) => ({ route, caller })));

describe.each(testBackends('one'))('hosts and access on %s', (backend) => {
  const t = useTestApp(backend);

  describe('authorization matrix', () => {
    it.each(matrix.map(({ route, caller }) => [route.name, caller, route.expected[caller], route] as const))(
      '%s as %s answers %i',
      async (_name, caller, status, route) => {
        const h = await hostedEvent(t);
        const token = caller === 'anonymous' ? undefined : h[caller].token;
        const answer = await route.run(t, h, token);
        expect(answer.status).toBe(status);
        expect(answer.body.hasError).toBe(status !== 200);
        if (status === 401) expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
        if (status === 403) {
          expect(answer.body.message.general[0]).toBe(
            caller === 'admin' && route.adminRefusal ? route.adminRefusal : messages.eventAdmin.notHost,
          );
        }
      },
    );

    it('answers 404 to a signed-in user for an event that does not exist, 401 to anyone else', async () => {
      const { other } = await hostedEvent(t);
      const signedIn = await call(t.app, 'GET', `${api}/Nothing/host/list/`, { token: other.token });
      expect(signedIn.status).toBe(404);
      const anonymous = await call(t.app, 'GET', `${api}/Nothing/host/list/`);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('host list', () => {
    it('lists the owner first, then the admins in the order they were added, then the invitations', async () => {
      const h = await hostedEvent(t);
      t.clock.advance(1000);
      await call(t.app, 'POST', `${api}/DevMeetup/host/create/`, {
        token: h.admin.token,
        body: { email: 'Aaron@Example.com' },
      });
      const answer = await call<HostList>(t.app, 'GET', `${api}/devmeetup/host/list/`, {
        token: h.owner.token,
      });
      expect(answer.body.response.hosts).toEqual([
        { id: h.owner.id, name: 'Olivia Owner', email: 'owner@example.com', role: 'Owner', invited: false },
        { id: h.admin.id, name: 'Adam Admin', email: 'admin@example.com', role: 'Admin', invited: false },
        { id: expect.any(String), name: null, email: 'aaron@example.com', role: 'Admin', invited: true },
      ]);
    });
  });

  describe('former names', () => {
    it('the host routes answer through an old name of a renamed event, with the same authorization', async () => {
      const h = await hostedEvent(t);
      const renamed = await callMultipart<EventInfo>(
        t,
        'PATCH',
        `${api}/DevMeetup/update/`,
        [['name', 'DevMeetup-2026']],
        h.owner.token,
      );
      expect(renamed.status).toBe(200);
      const list = await call<HostList>(t.app, 'GET', `${api}/devmeetup/host/list/`, {
        token: h.admin.token,
      });
      expect(list.status).toBe(200);
      expect(list.body.response.hosts.map((host) => host.email)).toEqual([
        'owner@example.com',
        'admin@example.com',
      ]);
      const stranger = await call(t.app, 'GET', `${api}/DevMeetup/host/list/`, { token: h.other.token });
      expect(stranger.status).toBe(403);
      const removed = await call(t.app, 'DELETE', `${api}/DevMeetup/host/${h.admin.id}/remove/`, {
        token: h.admin.token,
      });
      expect(removed.status).toBe(403);
      const byOwner = await call(t.app, 'DELETE', `${api}/DevMeetup/host/${h.admin.id}/remove/`, {
        token: h.owner.token,
      });
      expect(byOwner.status).toBe(200);
    });
  });

  describe('add host: an invitation the person accepts', () => {
    const add = (token: string, email: string) =>
      call<Host>(t.app, 'POST', `${api}/DevMeetup/host/create/`, { token, body: { email } });
    const invitationsOf = (token: string) =>
      call<HostInvitation[]>(t.app, 'GET', '/api/hoogo/manage-user/host-invitations/', { token });
    const answer = (token: string, invitationId: string, verb: 'accept' | 'decline') =>
      call<EventListItem | HostInvitation[]>(
        t.app,
        'POST',
        `/api/hoogo/manage-user/host-invitations/${invitationId}/${verb}/`,
        { token },
      );
    const organised = async (token: string) =>
      (await call<OrganisedEvent[]>(t.app, 'GET', '/api/hoogo/manage-user/organised-events/', { token })).body
        .response;

    it("answers the invitation, never the account's id or name, and hosts nothing until it is accepted", async () => {
      const h = await hostedEvent(t);
      const added = await add(h.owner.token, 'OTHER@example.com');
      expect(added.status).toBe(200);
      expect(added.body.message.general[0]).toBe(messages.hosts.added);
      expect(added.body.response).toEqual({
        id: expect.any(String),
        name: null,
        email: 'other@example.com',
        role: 'Admin',
        invited: true,
      });
      expect(added.body.response.id).not.toBe(h.other.id);
      expect(JSON.stringify(added.body)).not.toContain('Otto');

      // Not a host yet: no access, nothing on the dashboard but the invitation.
      const before = await call(t.app, 'GET', `${api}/DevMeetup/host/list/`, { token: h.other.token });
      expect(before.status).toBe(403);
      expect(await organised(h.other.token)).toEqual([]);
      const list = await call<HostList>(t.app, 'GET', `${api}/DevMeetup/host/list/`, {
        token: h.admin.token,
      });
      expect(list.body.response.hosts.at(-1)).toEqual({ ...added.body.response });
      const invitations = await invitationsOf(h.other.token);
      expect(invitations.body.response).toEqual([
        {
          invitation_id: added.body.response.id,
          event_id: h.event.event_id,
          event_name: 'DevMeetup',
          invited_at: expect.any(String),
        },
      ]);

      const accepted = await answer(h.other.token, added.body.response.id, 'accept');
      expect(accepted.status).toBe(200);
      expect(accepted.body.message.general[0]).toBe(messages.hosts.invitationAccepted('DevMeetup'));
      expect(accepted.body.response).toEqual({ event_id: h.event.event_id, event_name: 'DevMeetup' });
      const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`, {
        token: h.other.token,
      });
      expect(info.body.response.role).toBe('Admin');
      expect((await organised(h.other.token)).map((event) => event.role)).toEqual(['Admin']);
      expect((await invitationsOf(h.other.token)).body.response).toEqual([]);
      // Now a host by consent, their name shows.
      const after = await call<HostList>(t.app, 'GET', `${api}/DevMeetup/host/list/`, {
        token: h.owner.token,
      });
      expect(after.body.response.hosts.at(-1)).toEqual({
        id: h.other.id,
        name: 'Otto Other',
        email: 'other@example.com',
        role: 'Admin',
        invited: false,
      });
    });

    it('makes no account for an unknown email; the person registers, then accepts', async () => {
      const h = await hostedEvent(t);
      const added = await add(h.owner.token, 'newcomer@example.com');
      expect(added.status).toBe(200);
      expect(await t.app.usersRepository.findByEmail('newcomer@example.com')).toBeUndefined();

      // The login screen's flow: generate-otp says 1001 (no account), the client pre-registers, registers.
      const otp = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: 'newcomer@example.com', type: 'Login' },
      });
      expect(otp.body.statusCode).toBe(StatusCode.UnknownEmail);
      await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email: 'newcomer@example.com' } });
      const registered = await call<LoginResponse>(t.app, 'POST', '/api/auth/register/', {
        body: {
          email: 'newcomer@example.com',
          name: 'Nina New',
          otp: t.logs.lastCode('newcomer@example.com'),
        },
      });
      expect(registered.status).toBe(200);
      const token = registered.body.response.access_token;

      const [invitation] = (await invitationsOf(token)).body.response;
      expect(invitation?.event_name).toBe('DevMeetup');
      expect((await answer(token, invitation!.invitation_id, 'accept')).status).toBe(200);
      const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`, { token });
      expect(info.body.response.role).toBe('Admin');
    });

    it('declining removes the invitation and hosts nothing', async () => {
      const h = await hostedEvent(t);
      const added = await add(h.admin.token, 'other@example.com');
      const declined = await answer(h.other.token, added.body.response.id, 'decline');
      expect(declined.status).toBe(200);
      expect(declined.body.message.general[0]).toBe(messages.hosts.invitationDeclined);
      expect(declined.body.response).toEqual([]);
      expect(await organised(h.other.token)).toEqual([]);
      const list = await call<HostList>(t.app, 'GET', `${api}/DevMeetup/host/list/`, {
        token: h.owner.token,
      });
      expect(list.body.response.hosts.map((host) => host.email)).toEqual([
        'owner@example.com',
        'admin@example.com',
      ]);
      expect((await answer(h.other.token, added.body.response.id, 'accept')).status).toBe(404);
    });

    it('only the invited email answers an invitation: another account and a bad id get 404', async () => {
      const h = await hostedEvent(t);
      const added = await add(h.owner.token, 'someone@example.com');
      for (const id of [added.body.response.id, 'not-a-uuid', '3f2b8c1e-9d4a-4b6e-8f00-1a2b3c4d5e6f']) {
        for (const verb of ['accept', 'decline'] as const) {
          const refused = await answer(h.other.token, id, verb);
          expect(refused.status).toBe(404);
          expect(refused.body.message.general).toEqual([messages.eventApi.invitationNotFound]);
        }
      }
      expect((await invitationsOf(h.other.token)).body.response).toEqual([]);
      const anonymous = await call(t.app, 'GET', '/api/hoogo/manage-user/host-invitations/');
      expect(anonymous.status).toBe(401);
      // Still waiting for its person.
      const list = await call<HostList>(t.app, 'GET', `${api}/DevMeetup/host/list/`, {
        token: h.owner.token,
      });
      expect(list.body.response.hosts.filter((host) => host.invited)).toHaveLength(1);
    });

    it('the owner withdraws an invitation (an admin may not); it cannot be accepted after', async () => {
      const h = await hostedEvent(t);
      const added = await add(h.admin.token, 'other@example.com');
      const path = `${api}/DevMeetup/host/${added.body.response.id}/remove/`;
      expect((await call(t.app, 'DELETE', path, { token: h.admin.token })).status).toBe(403);
      const withdrawn = await call<HostList>(t.app, 'DELETE', path, { token: h.owner.token });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.message.general[0]).toBe(messages.hosts.removed);
      expect(withdrawn.body.response.hosts.some((host) => host.invited)).toBe(false);
      expect((await answer(h.other.token, added.body.response.id, 'accept')).status).toBe(404);
      expect((await call(t.app, 'DELETE', path, { token: h.owner.token })).status).toBe(404);
    });

    it('deleting the event deletes its invitations', async () => {
      const h = await hostedEvent(t);
      await add(h.owner.token, 'other@example.com');
      expect((await call(t.app, 'DELETE', `${api}/DevMeetup/delete/`, { token: h.owner.token })).status).toBe(
        200,
      );
      expect((await invitationsOf(h.other.token)).body.response).toEqual([]);
    });

    it('refuses the owner, an existing admin and an email invited already with 409 under email', async () => {
      const h = await hostedEvent(t);
      const owner = await add(h.admin.token, 'OWNER@example.com');
      expect(owner.status).toBe(409);
      expect(owner.body.message.email).toEqual([messages.eventApi.alreadyOwner]);
      const admin = await add(h.owner.token, 'admin@example.com');
      expect(admin.status).toBe(409);
      expect(admin.body.message.email).toEqual([messages.eventApi.alreadyAdmin]);
      expect((await add(h.owner.token, 'twice@example.com')).status).toBe(200);
      const twice = await add(h.admin.token, 'Twice@example.com');
      expect(twice.status).toBe(409);
      expect(twice.body.message.email).toEqual([messages.eventApi.alreadyInvited]);
    });

    it('refuses an invalid email under email', async () => {
      const h = await hostedEvent(t);
      const invalid = await add(h.owner.token, 'not-an-email');
      expect(invalid.status).toBe(400);
      expect(invalid.body.message.email).toEqual([messages.validation.emailInvalid]);
    });

    it('an account sends at most its budget of invitations (20 an hour), then 429 with Retry-After', async () => {
      const h = await hostedEvent(t);
      // hostedEvent's own invitation of the admin took one of the owner's 20.
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++)
        statuses.push((await add(h.owner.token, `stranger${i}@example.com`)).status);
      expect(statuses).toEqual([...Array(19).fill(200), ...Array(6).fill(429)]);
      const refused = await add(h.owner.token, 'one-more@example.com');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // No account was made for any of them.
      for (let i = 0; i < 25; i++) {
        expect(await t.app.usersRepository.findByEmail(`stranger${i}@example.com`)).toBeUndefined();
      }
      // The budget is the account's: another host of the event still invites.
      expect((await add(h.admin.token, 'colleague@example.com')).status).toBe(200);
    });
  });

  describe('GUESS_BUDGET_HOST_INVITATIONS', () => {
    const limited = useTestApp(backend, { env: { GUESS_BUDGET_HOST_INVITATIONS: '2/10m' } });

    it("sets the budget of invitations per account; the window's end gives it back", async () => {
      const h = await hostedEvent(limited);
      const add = (email: string) =>
        call(limited.app, 'POST', `${api}/DevMeetup/host/create/`, { token: h.owner.token, body: { email } });
      // hostedEvent's invitation of the admin was the first of the owner's two.
      expect((await add('a@example.com')).status).toBe(200);
      expect((await add('b@example.com')).status).toBe(429);
      limited.clock.advance(10 * 60_000);
      expect((await add('b@example.com')).status).toBe(200);
    });
  });

  describe('remove host', () => {
    it('removes an admin, who then loses access', async () => {
      const h = await hostedEvent(t);
      const removed = await call<HostList>(t.app, 'DELETE', `${api}/DevMeetup/host/${h.admin.id}/remove/`, {
        token: h.owner.token,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.message.general[0]).toBe(messages.hosts.removed);
      expect(removed.body.response.hosts.map((host) => host.role)).toEqual(['Owner']);
      const list = await call(t.app, 'GET', `${api}/DevMeetup/host/list/`, { token: h.admin.token });
      expect(list.status).toBe(403);
    });

    it('refuses to remove the owner with 400', async () => {
      const h = await hostedEvent(t);
      const answer = await call(t.app, 'DELETE', `${api}/DevMeetup/host/${h.owner.id}/remove/`, {
        token: h.owner.token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message.general).toEqual(['The owner cannot be removed']);
    });

    it.each([
      ['a user who is no host', 'other'],
      ['an unknown id', '3f2b8c1e-9d4a-4b6e-8f00-1a2b3c4d5e6f'],
      ['a malformed id', 'not-a-uuid'],
    ])('answers 404 Host not found for %s', async (_label, who) => {
      const h = await hostedEvent(t);
      const hostId = who === 'other' ? h.other.id : who;
      const answer = await call(t.app, 'DELETE', `${api}/DevMeetup/host/${hostId}/remove/`, {
        token: h.owner.token,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message.general).toEqual(['Host not found']);
    });
  });
});
