import { type LoginResponse, messages, type TokenPair } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { connect, join, playableEvent } from './helpers/game.js';

const email = 'grace@example.com';
const password = 'correct horse battery';
const minute = 60_000;

/** Each call from a new address: the per-address limits never meet these budgets. */
let lastIp = 0;
const nextIp = () => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

async function withPassword(t: TestApp) {
  const session = await registerUser(t, email);
  const set = await call(t.app, 'POST', '/api/auth/change-password/', {
    token: session.access_token,
    body: { new_password: password },
  });
  if (set.status !== 200) throw new Error(`change-password failed: ${JSON.stringify(set.body)}`);
  return session;
}

const passwordLogin = (t: TestApp, address: string, guess: string) =>
  call<LoginResponse>(t.app, 'POST', '/api/auth/login/', {
    body: { email_or_phone: address, password: guess },
    ip: nextIp(),
  });

describe.each(testBackends('one'))('guessing budgets on %s', (backend) => {
  const t = useTestApp(backend);

  describe('password login, per account whatever the address', () => {
    it('refuses the account for a minute after 10 wrong passwords from 10 addresses, even the right one', async () => {
      await withPassword(t);
      for (let i = 0; i < 10; i++)
        expect((await passwordLogin(t, email, `wrong guess ${i}`)).status).toBe(401);

      const blocked = await passwordLogin(t, email, password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message.general).toEqual(['Too many attempts. Please try again in 60 seconds.']);
      expect(blocked.headers['retry-after']).toBe('60');

      t.clock.advance(minute);
      expect((await passwordLogin(t, email, password)).status).toBe(200);
    });

    it('blocks longer each time (1, then 2 minutes) until a right password clears the count', async () => {
      await withPassword(t);
      for (let i = 0; i < 10; i++) await passwordLogin(t, email, `wrong ${i}`);
      t.clock.advance(minute);
      for (let i = 0; i < 10; i++) await passwordLogin(t, email, `wrong again ${i}`);
      t.clock.advance(minute);
      const still = await passwordLogin(t, email, password);
      expect(still.status).toBe(429);
      expect(still.body.message.general).toEqual(['Too many attempts. Please try again in 60 seconds.']);
      t.clock.advance(minute);
      expect((await passwordLogin(t, email, password)).status).toBe(200);

      // The right password forgot the failures: 9 wrong ones now do not block.
      for (let i = 0; i < 9; i++) await passwordLogin(t, email, `later ${i}`);
      expect((await passwordLogin(t, email, password)).status).toBe(200);
    });

    it('blocks an unknown email alike, so a block does not tell that an account exists', async () => {
      await withPassword(t);
      const answers = { known: [] as unknown[], unknown: [] as unknown[] };
      for (let i = 0; i < 11; i++) {
        const known = await passwordLogin(t, email, `wrong ${i}`);
        const unknown = await passwordLogin(t, 'nobody@example.com', `wrong ${i}`);
        answers.known.push([known.status, known.body]);
        answers.unknown.push([unknown.status, unknown.body]);
      }
      expect(answers.unknown).toEqual(answers.known);
      expect((answers.known[10] as [number])[0]).toBe(429);
    });

    it('leaves the code login open while passwords are blocked', async () => {
      await withPassword(t);
      for (let i = 0; i < 10; i++) await passwordLogin(t, email, `wrong ${i}`);
      await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login' },
      });
      const byCode = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, otp: t.logs.lastCode(email) },
      });
      expect(byCode.status).toBe(200);
    });
  });

  describe('friend codes', () => {
    it('refuses a player for 15 minutes after 10 wrong codes, with a clear message; others play on', async () => {
      const event = await playableEvent(t, { codeDigits: 3 });
      const name = event.event.event_name;
      const ada = await join(t, name, 'ada@example.com', 'Ada');
      const bob = await join(t, name, 'bob@example.com', 'Bob');
      const cy = await join(t, name, 'cy@example.com', 'Cy');
      const taken = new Set([ada.user_code, bob.user_code, cy.user_code]);
      const wrongCodes = Array.from({ length: 40 }, (_, i) => String(100 + i)).filter((c) => !taken.has(c));

      for (const code of wrongCodes.slice(0, 10)) {
        const wrong = await connect(t, name, ada.user_id, 0, 0, { code });
        expect(wrong.status).toBe(400);
        expect(wrong.body.message.code).toBeDefined();
      }
      const blocked = await connect(t, name, ada.user_id, 0, 0, { code: bob.user_code ?? '' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message.general).toEqual([messages.game.tooManyWrongCodes(15 * 60)]);
      expect(blocked.body.message.general[0]).toBe(
        'Too many wrong friend codes. Please ask your connection for their code and try again in 15 minutes.',
      );

      // Another player's budget is their own.
      expect((await connect(t, name, cy.user_id, 0, 0, { code: bob.user_code ?? '' })).status).toBe(200);

      t.clock.advance(15 * minute);
      expect((await connect(t, name, ada.user_id, 0, 0, { code: bob.user_code ?? '' })).status).toBe(200);
    });
  });

  describe('event creation', () => {
    it('allows 20 event creations per account and hour, whatever the address', async () => {
      const ada = await registerUser(t, 'ada@example.com');
      const create = (token: string, name: string) =>
        call(t.app, 'POST', '/api/hoogo/manage-event/create/', { token, body: { name }, ip: nextIp() });
      for (let i = 0; i < 20; i++) expect((await create(ada.access_token, `Event${i}`)).status).toBe(200);
      const late = await create(ada.access_token, 'OneTooMany');
      expect(late.status).toBe(429);
      expect(late.body.message.general).toEqual(['Too many attempts. Please try again in 60 minutes.']);
      expect(late.headers['retry-after']).toBe('3600');

      const bob = await registerUser(t, 'bob@example.com');
      expect((await create(bob.access_token, 'BobsEvent')).status).toBe(200);
      t.clock.advance(60 * minute);
      // An hour later the access token has expired: the session renews it, and the budget is whole again.
      const renewed = await call<TokenPair>(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: ada.refresh_token },
      });
      expect((await create(renewed.body.response.access_token, 'NextHour')).status).toBe(200);
    });
  });

  describe('changing the password', () => {
    it("ends the account's other sessions and keeps the one that changed it", async () => {
      await withPassword(t);
      const login = async () => {
        const answer = await passwordLogin(t, email, password);
        expect(answer.status).toBe(200);
        return answer.body.response;
      };
      const laptop = await login();
      const phone = await login();

      const changed = await call(t.app, 'POST', '/api/auth/change-password/', {
        token: laptop.access_token,
        body: { old_password: password, new_password: 'a brand new secret' },
      });
      expect(changed.status).toBe(200);

      const refresh = (token: string) =>
        call<TokenPair>(t.app, 'POST', '/api/auth/get-access-token/', { body: { refresh_token: token } });
      const phoneRefresh = await refresh(phone.refresh_token);
      expect(phoneRefresh.status).toBe(401);
      const laptopRefresh = await refresh(laptop.refresh_token);
      expect(laptopRefresh.status).toBe(200);
      // The kept session goes on: its new access token works, and so does its next refresh.
      const profile = await call(t.app, 'GET', '/api/auth/profile-info/', {
        token: laptopRefresh.body.response.access_token,
      });
      expect(profile.status).toBe(200);
      expect((await refresh(laptopRefresh.body.response.refresh_token)).status).toBe(200);
    });
  });
});
