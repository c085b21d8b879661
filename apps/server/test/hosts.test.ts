import type { EventInfo, Host, HostList, LoginResponse } from '@hoogo/core';
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

describe.each(testBackends())('hosts and access on %s', (backend) => {
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
    it('lists the owner first, then the admins in the order they were added', async () => {
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
        { id: h.owner.id, name: 'Olivia Owner', email: 'owner@example.com', role: 'Owner' },
        { id: h.admin.id, name: 'Adam Admin', email: 'admin@example.com', role: 'Admin' },
        { id: expect.any(String), name: null, email: 'aaron@example.com', role: 'Admin' },
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

  describe('add host', () => {
    it('pre-registers an unknown email; the person signs in with an OTP and manages the event', async () => {
      const h = await hostedEvent(t);
      const added = await call<Host>(t.app, 'POST', `${api}/DevMeetup/host/create/`, {
        token: h.owner.token,
        body: { email: 'newcomer@example.com' },
      });
      expect(added.status).toBe(200);
      expect(added.body.message.general[0]).toBe(messages.hosts.added);
      expect(added.body.response).toEqual({
        id: expect.any(String),
        name: null,
        email: 'newcomer@example.com',
        role: 'Admin',
      });

      // The login screen's flow: generate-otp says 1001, the client pre-registers, then registers.
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

      const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`, {
        token: registered.body.response.access_token,
      });
      expect(info.body.response.role).toBe('Admin');
    });

    it('refuses the owner and an existing admin with 409 under email', async () => {
      const h = await hostedEvent(t);
      const owner = await call(t.app, 'POST', `${api}/DevMeetup/host/create/`, {
        token: h.admin.token,
        body: { email: 'OWNER@example.com' },
      });
      expect(owner.status).toBe(409);
      expect(owner.body.message.email).toEqual(['This person is the owner of this event']);
      const admin = await call(t.app, 'POST', `${api}/DevMeetup/host/create/`, {
        token: h.owner.token,
        body: { email: 'admin@example.com' },
      });
      expect(admin.status).toBe(409);
      expect(admin.body.message.email).toEqual(['This person is already an admin of this event']);
    });

    it('refuses an invalid email under email', async () => {
      const h = await hostedEvent(t);
      const answer = await call(t.app, 'POST', `${api}/DevMeetup/host/create/`, {
        token: h.owner.token,
        body: { email: 'not-an-email' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message.email).toEqual([messages.validation.emailInvalid]);
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
