import { type LoginResponse, messages, type ProfileInfo, StatusCode, type TokenPair } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const email = 'ada@example.com';

describe.each(testBackends('one'))('auth API on %s', (backend) => {
  const t = useTestApp(backend);

  describe('generate-otp', () => {
    it('answers 1001 (HTTP 404) for a Login with an unknown email and sends nothing', async () => {
      const answer = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: 'nobody@example.com', type: 'Login' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        hasError: true,
        statusCode: StatusCode.UnknownEmail,
        response: null,
      });
      expect(answer.body.message.general[0]).toMatch(/No account found for this email/);
      expect(() => t.logs.lastCode('nobody@example.com')).toThrow();
    });

    it('mails a Login code to a registered email', async () => {
      await registerUser(t, email);
      const answer = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: 'Ada@Example.com ', type: 'Login' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        hasError: false,
        statusCode: 200,
        response: { mail: 'sent', resend_in: 30 },
      });
      expect(answer.body.message.general[0]).toBe(
        'We sent a code to ada@example.com. It is valid for 10 minutes.',
      );
      expect(t.logs.lastCode(email)).toMatch(/^\d{6}$/);
    });

    it('treats a pre-registered but never registered email as unknown for Login', async () => {
      await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
      const answer = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login' },
      });
      expect(answer.body.statusCode).toBe(StatusCode.UnknownEmail);
    });

    it('answers Forget Password the same for known and unknown emails, mailing only the known one', async () => {
      await registerUser(t, email);
      const since = t.logs.lines.length;
      const known = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Forget Password' },
      });
      const unknown = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: 'nobody@example.com', type: 'Forget Password' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body.message.general[0]).toMatch(
        /^If an account exists for ada@example.com, we sent it a code/,
      );
      expect(unknown.body.message.general[0]).toMatch(
        /^If an account exists for nobody@example.com, we sent it a code/,
      );
      // Not waited for (how long a mail takes would tell that the account exists): it follows the answer.
      expect(known.body.response).toBeNull();
      await t.logs.nextCode(email, since);
      expect(t.logs.lines.filter((line) => line.includes('OTP mail to ada@example.com'))).toHaveLength(2);
      expect(() => t.logs.lastCode('nobody@example.com')).toThrow();
    });
  });

  describe('pre-register and register', () => {
    it('creates an unverified account, then registers it with the code and a name', async () => {
      const pre = await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
      expect(pre.status).toBe(200);
      const otp = t.logs.lastCode(email);

      const registered = await call<LoginResponse>(t.app, 'POST', '/api/auth/register/', {
        body: { email, name: 'Ada Lovelace', otp },
      });
      expect(registered.status).toBe(200);
      expect(registered.body.message.general[0]).toBe(messages.auth.registrationSuccessful);
      expect(registered.body.response).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        email,
        profile_pic_url: null,
      });

      const profile = await call<ProfileInfo>(t.app, 'GET', '/api/auth/profile-info/', {
        token: registered.body.response.access_token,
      });
      expect(profile.body.response).toMatchObject({ email, name: 'Ada Lovelace', has_password: false });
    });

    it('refuses a wrong code with a message under otp', async () => {
      await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
      const code = t.logs.lastCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const answer = await call(t.app, 'POST', '/api/auth/register/', {
        body: { email, name: 'Ada', otp: wrong },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message.otp?.[0]).toBe('Invalid OTP. 4 tries left.');
    });

    it('sends a fresh code to an already registered email on pre-register, and refuses to register it again', async () => {
      await registerUser(t, email);
      const pre = await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email } });
      expect(pre.status).toBe(200);
      const again = await call(t.app, 'POST', '/api/auth/register/', {
        body: { email, name: 'Someone Else', otp: t.logs.lastCode(email) },
      });
      expect(again.status).toBe(409);
      expect(again.body.message.general[0]).toMatch(/already exists/);
    });

    it('refuses to register an email that was never pre-registered', async () => {
      const answer = await call(t.app, 'POST', '/api/auth/register/', {
        body: { email, name: 'Ada', otp: '123456' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message.otp).toEqual(['Invalid OTP']);
    });
  });

  describe('login', () => {
    it('logs in with a mailed code', async () => {
      await registerUser(t, email);
      await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login' },
      });
      const answer = await call<LoginResponse>(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, otp: t.logs.lastCode(email) },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message.general[0]).toBe(messages.auth.loginSuccessful);
      expect(answer.body.response.email).toBe(email);
    });

    it('logs in with a password, and refuses a wrong one under password', async () => {
      const session = await registerUser(t, email);
      await call(t.app, 'POST', '/api/auth/change-password/', {
        token: session.access_token,
        body: { new_password: 'correct horse battery' },
      });
      const good = await call<LoginResponse>(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, password: 'correct horse battery' },
      });
      expect(good.status).toBe(200);
      expect(good.body.response.access_token).toEqual(expect.any(String));

      const bad = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, password: 'wrong horse battery' },
      });
      expect(bad.status).toBe(401);
      expect(bad.body).toMatchObject({ hasError: true, statusCode: 401 });
      expect(bad.body.message.password).toEqual(['Invalid email or password']);
    });

    it('tells an account without a password to use a code', async () => {
      await registerUser(t, email);
      const answer = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, password: 'whatever-it-is' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message.password?.[0]).toMatch(/no password/);
    });

    it('refuses an unknown email with a password as it refuses a wrong password (no enumeration)', async () => {
      const known = await registerUser(t, email);
      await call(t.app, 'POST', '/api/auth/change-password/', {
        token: known.access_token,
        body: { new_password: 'correct horse battery' },
      });
      const wrong = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, password: 'whatever-it-is' },
      });
      const unknown = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: 'nobody@example.com', password: 'whatever-it-is' },
      });
      // Pre-registered, never registered: unknown too.
      await call(t.app, 'POST', '/api/auth/pre-register/', { body: { email: 'half@example.com' } });
      const unregistered = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: 'half@example.com', password: 'whatever-it-is' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(unregistered.status).toBe(wrong.status);
      expect(unregistered.body).toEqual(wrong.body);
      expect(wrong.body.message.password).toEqual(['Invalid email or password']);
    });

    it('still answers No account found (404) for a code login with an unknown email', async () => {
      const answer = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: 'nobody@example.com', otp: '123456' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message.email?.[0]).toMatch(/No account found/);
    });

    it('asks for a code or a password', async () => {
      const answer = await call(t.app, 'POST', '/api/auth/login/', { body: { email_or_phone: email } });
      expect(answer.status).toBe(400);
      expect(answer.body.message.otp).toEqual([messages.validation.otpEmpty]);
    });
  });

  describe('reset-password', () => {
    it('sets a new password with a Forget Password code and ends every session', async () => {
      const session = await registerUser(t, email);
      const since = t.logs.lines.length;
      await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Forget Password' },
      });
      const reset = await call(t.app, 'POST', '/api/auth/reset-password/', {
        body: { email, otp: await t.logs.nextCode(email, since), password: 'a brand new password' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body.message.general[0]).toBe(messages.auth.passwordReset);

      const refresh = await call(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: session.refresh_token },
      });
      expect(refresh.status).toBe(401);
      expect(refresh.body.statusCode).toBe(StatusCode.TokenInvalid);

      const login = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, password: 'a brand new password' },
      });
      expect(login.status).toBe(200);
    });

    it('does not accept a Login code for a reset', async () => {
      await registerUser(t, email);
      await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login' },
      });
      const reset = await call(t.app, 'POST', '/api/auth/reset-password/', {
        body: { email, otp: t.logs.lastCode(email), password: 'a brand new password' },
      });
      expect(reset.status).toBe(400);
      expect(reset.body.message.otp).toEqual(['Invalid OTP']);
    });

    it('checks the new password rules', async () => {
      const answer = await call(t.app, 'POST', '/api/auth/reset-password/', {
        body: { email, otp: '123456', password: 'short' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message.password).toEqual(['Password must be at least 8 characters']);
    });
  });

  describe('get-access-token', () => {
    it('rotates the refresh token on every use', async () => {
      const session = await registerUser(t, email);
      const first = await call<TokenPair>(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: session.refresh_token },
      });
      expect(first.status).toBe(200);
      expect(first.body.response.refresh_token).not.toBe(session.refresh_token);
      const profile = await call(t.app, 'GET', '/api/auth/profile-info/', {
        token: first.body.response.access_token,
      });
      expect(profile.status).toBe(200);

      const second = await call<TokenPair>(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: first.body.response.refresh_token },
      });
      expect(second.status).toBe(200);
    });

    const refresh = (token: string) =>
      call<TokenPair>(t.app, 'POST', '/api/auth/get-access-token/', { body: { refresh_token: token } });
    const minutes = (n: number) => n * 60 * 1000;

    it('answers a retry after 10 minutes offline with the same new refresh token, while it is unused', async () => {
      const session = await registerUser(t, email);
      const first = await refresh(session.refresh_token);
      expect(first.status).toBe(200);
      // The answer was lost and the phone stayed offline; it retries with the token it still holds, twice.
      const retryAfter = async (offline: number) => {
        t.clock.advance(offline);
        const answer = await refresh(session.refresh_token);
        expect(answer.status).toBe(200);
        expect(answer.body.response.refresh_token).toBe(first.body.response.refresh_token);
        const profile = await call(t.app, 'GET', '/api/auth/profile-info/', {
          token: answer.body.response.access_token,
        });
        expect(profile.status).toBe(200);
        return answer;
      };
      await retryAfter(minutes(10));
      const again = await retryAfter(minutes(3 * 24 * 60));

      // The family goes on with the one live token; the replaced one is now spent for good.
      const next = await refresh(again.body.response.refresh_token);
      expect(next.status).toBe(200);
      expect(next.body.response.refresh_token).not.toBe(first.body.response.refresh_token);
      expect((await refresh(next.body.response.refresh_token)).status).toBe(200);
    });

    it('revokes the whole family when a replaced token comes back after its successor was used', async () => {
      const session = await registerUser(t, email);
      const rotated = await refresh(session.refresh_token);
      // The owner got the answer and went on with the new token a second later...
      t.clock.advance(1000);
      const owner = await refresh(rotated.body.response.refresh_token);
      expect(owner.status).toBe(200);
      // ...so the replaced token coming back, however soon, is a copy: the session ends for both.
      const reused = await refresh(session.refresh_token);
      expect(reused.status).toBe(401);
      expect(reused.body).toMatchObject({ hasError: true, statusCode: StatusCode.TokenInvalid });
      expect(reused.body.message.general).toEqual([messages.sessionApi.invalid]);
      const latest = await refresh(owner.body.response.refresh_token);
      expect(latest.status).toBe(401);
      expect(latest.body.statusCode).toBe(StatusCode.TokenInvalid);
    });

    it("ends a lost answer's session with the replaced token's 30 days", async () => {
      const session = await registerUser(t, email);
      t.clock.advance(minutes(29 * 24 * 60));
      const rotated = await refresh(session.refresh_token);
      expect(rotated.status).toBe(200);
      // The answer was lost; the phone comes back two days later, past the 30 days of the token it holds.
      t.clock.advance(minutes(2 * 24 * 60));
      const late = await refresh(session.refresh_token);
      expect(late.status).toBe(401);
      expect(late.body.statusCode).toBe(StatusCode.TokenInvalid);
      expect(late.body.message.general).toEqual([messages.network.sessionExpired]);
      // Its unclaimed successor goes with it.
      expect((await refresh(rotated.body.response.refresh_token)).status).toBe(401);
    });

    it('answers two refreshes racing on one token with the same pair', async () => {
      const session = await registerUser(t, email);
      const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[0]!.body.response.refresh_token).toBe(answers[1]!.body.response.refresh_token);
      expect((await refresh(answers[0]!.body.response.refresh_token)).status).toBe(200);
    });

    it('answers no retry for a family revoked by a password reset', async () => {
      const session = await registerUser(t, email);
      const rotated = await refresh(session.refresh_token);
      const since = t.logs.lines.length;
      await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Forget Password' },
      });
      const reset = await call(t.app, 'POST', '/api/auth/reset-password/', {
        body: { email, otp: await t.logs.nextCode(email, since), password: 'a brand new password' },
      });
      expect(reset.status).toBe(200);
      for (const token of [session.refresh_token, rotated.body.response.refresh_token]) {
        const answer = await refresh(token);
        expect(answer.status).toBe(401);
        expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
      }
    });

    it('refuses an unknown and an expired refresh token', async () => {
      const unknown = await call(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: 'not-a-token' },
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body.statusCode).toBe(StatusCode.TokenInvalid);

      const session = await registerUser(t, email);
      t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      const expired = await call(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: session.refresh_token },
      });
      expect(expired.status).toBe(401);
      expect(expired.body.statusCode).toBe(StatusCode.TokenInvalid);
    });
  });

  describe('profile', () => {
    it('needs an access token: missing, invalid and expired answer 1000 with HTTP 401', async () => {
      const session = await registerUser(t, email);
      const missing = await call(t.app, 'GET', '/api/auth/profile-info/');
      const invalid = await call(t.app, 'GET', '/api/auth/profile-info/', { token: 'abc.def.ghi' });
      t.clock.advance(15 * 60 * 1000 + 1000);
      const expired = await call(t.app, 'GET', '/api/auth/profile-info/', { token: session.access_token });
      for (const answer of [missing, invalid, expired]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({
          hasError: true,
          statusCode: StatusCode.TokenInvalid,
          response: null,
        });
        expect(answer.body.message.general[0]).toMatch(/login/i);
      }
      expect(expired.body.message.general[0]).toBe(messages.network.sessionExpired);
    });

    it('answers the profile without a trailing slash too', async () => {
      const session = await registerUser(t, email);
      const answer = await call<ProfileInfo>(t.app, 'GET', '/api/auth/profile-info', {
        token: session.access_token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual({
        id: expect.any(String),
        email,
        name: 'Ada Lovelace',
        profile_pic_url: null,
        has_password: false,
        created_at: expect.any(String),
        guest: false,
        language: null,
      });
    });

    it('updates the name and the picture', async () => {
      const session = await registerUser(t, email);
      const answer = await call<ProfileInfo>(t.app, 'PATCH', '/api/auth/update-profile/', {
        token: session.access_token,
        body: { name: 'Ada King', profile_pic_url: 'http://localhost:3000/media/ada.jpg' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.response).toMatchObject({
        name: 'Ada King',
        profile_pic_url: 'http://localhost:3000/media/ada.jpg',
      });

      const empty = await call(t.app, 'PATCH', '/api/auth/update-profile/', {
        token: session.access_token,
        body: {},
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message.general).toEqual(['Nothing to update']);
    });

    it('changes the password, asking for the current one once there is one', async () => {
      const session = await registerUser(t, email);
      const first = await call(t.app, 'POST', '/api/auth/change-password/', {
        token: session.access_token,
        body: { new_password: 'first password' },
      });
      expect(first.status).toBe(200);

      const withoutOld = await call(t.app, 'POST', '/api/auth/change-password/', {
        token: session.access_token,
        body: { new_password: 'second password' },
      });
      expect(withoutOld.status).toBe(400);
      expect(withoutOld.body.message.old_password).toEqual(['Current password cannot be empty']);

      const wrongOld = await call(t.app, 'POST', '/api/auth/change-password/', {
        token: session.access_token,
        body: { old_password: 'not it at all', new_password: 'second password' },
      });
      expect(wrongOld.status).toBe(400);
      expect(wrongOld.body.message.old_password).toEqual(['Current password is incorrect']);

      const second = await call(t.app, 'POST', '/api/auth/change-password/', {
        token: session.access_token,
        body: { old_password: 'first password', new_password: 'second password' },
      });
      expect(second.status).toBe(200);
      const login = await call(t.app, 'POST', '/api/auth/login/', {
        body: { email_or_phone: email, password: 'second password' },
      });
      expect(login.status).toBe(200);
    });
  });

  it('answers 501 for Google sign-in while it is not configured', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/auth/google/', {
      body: { token: 'google-token', nonce: 'nonce-1' },
    });
    expect(answer.status).toBe(501);
    expect(answer.body).toMatchObject({
      hasError: true,
      statusCode: 501,
      message: { general: ['Google sign-in is not configured'] },
    });
  });
});
