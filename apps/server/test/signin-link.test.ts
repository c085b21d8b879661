import type { LinkSignIn } from '@hoogo/core';
import { messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

const email = 'lina@example.com';
const nonce = 'n0nce-of-the-asking-browser_1234';

/**
 * The sign-in link of the first OTP mail logged for `email` after log line `since`, waiting for it: the
 * answer waits for the mail only so long (MAIL_WAIT_MS), and on a loaded machine it comes first.
 */
async function linkMailedAfter(t: TestApp, since: number): Promise<URL> {
  await t.logs.nextCode(email, since, 15_000);
  const line = t.logs.lines.slice(since).find((l) => l.includes(`OTP mail to ${email}:`)) ?? '';
  const link = / sign-in link (\S+?)"?,?$/.exec(line.replace(/"}$/, ''))?.[1];
  if (!link) throw new Error(`no sign-in link in ${line}`);
  return new URL(link);
}
const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

describe.each(testBackends('one'))('the sign-in link of a code mail on %s', (backend) => {
  const t = useTestApp(backend);
  const useLink = (body: Record<string, unknown>) =>
    call<LinkSignIn>(t.app, 'POST', '/api/auth/link-sign-in/', { body });

  it('finishes a registration in the browser that asked: the name first, then signed in, once', async () => {
    const since = t.logs.lines.length;
    const asked = await call(t.app, 'POST', '/api/auth/pre-register/', {
      body: { email, link_nonce: nonce, return_path: '/DevFest/hoogocard?x=1' },
    });
    expect(asked.status).toBe(200);
    const link = await linkMailedAfter(t, since);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/login/link');
    expect(new URLSearchParams(link.hash.slice(1)).get('ruri')).toBe('/DevFest/hoogocard?x=1');
    const token = tokenOf(link);

    const name = await useLink({ token, link_nonce: nonce });
    expect(name.body.response).toEqual({ step: 'name', email, session: null });
    const done = await useLink({ token, link_nonce: nonce, name: 'Lina Link' });
    expect(done.status).toBe(200);
    expect(done.body.response?.step).toBe('signed-in');
    expect(done.body.message.general[0]).toBe(messages.auth.registrationSuccessful);
    const profile = await call<{ name: string }>(t.app, 'GET', '/api/auth/profile-info/', {
      token: done.body.response?.session?.access_token,
    });
    expect(profile.body.response?.name).toBe('Lina Link');

    // One use, and the code went with it.
    const again = await useLink({ token, link_nonce: nonce });
    expect(again.status).toBe(400);
    expect(again.body.message.general[0]).toBe(messages.signInLink.invalid);
    const code = await call(t.app, 'POST', '/api/auth/login/', {
      body: { email_or_phone: email, otp: t.logs.lastCode(email) },
    });
    expect(code.body.message.otp).toEqual([messages.otpApi.used]);
  });

  it('asks for confirmation on another device before signing in', async () => {
    await registerUser(t, email);
    const since = t.logs.lines.length;
    await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: email, type: 'Login', link_nonce: nonce },
    });
    const token = tokenOf(await linkMailedAfter(t, since));
    for (const other of [{}, { link_nonce: 'another-browser-marker-5678' }]) {
      const asked = await useLink({ token, ...other });
      expect(asked.body.response).toEqual({ step: 'confirm', email, session: null });
    }
    const confirmed = await useLink({ token, confirm: true });
    expect(confirmed.body.response?.step).toBe('signed-in');
    expect(confirmed.body.response?.session?.email).toBe(email);
  });

  it('dies with its code: used, replaced after expiry, expired, or forged', async () => {
    await registerUser(t, email);
    /** Asks for a code and answers the token of the link its mail carries. */
    const ask = async () => {
      const since = t.logs.lines.length;
      await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login', link_nonce: nonce },
      });
      return tokenOf(await linkMailedAfter(t, since));
    };
    const first = await ask();
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login/', {
          body: { email_or_phone: email, otp: t.logs.lastCode(email) },
        })
      ).status,
    ).toBe(200);
    expect((await useLink({ token: first, link_nonce: nonce })).status).toBe(400);

    const second = await ask();
    t.clock.advance(10 * 60_000);
    expect((await useLink({ token: second, link_nonce: nonce })).status).toBe(400);
    const third = await ask();
    expect(third).not.toBe(second);
    const forged = `${third.slice(0, 37)}${third.at(37) === 'A' ? 'B' : 'A'}${third.slice(38)}`;
    expect((await useLink({ token: forged, link_nonce: nonce })).status).toBe(400);
    expect((await useLink({ token: third, link_nonce: nonce })).body.response?.step).toBe('signed-in');
  });

  it('refuses a return path that leaves the site, and a reset mail has no link', async () => {
    await registerUser(t, email);
    for (const returnPath of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const refused = await call(t.app, 'POST', '/api/auth/generate-otp/', {
        body: { email_or_phone: email, type: 'Login', return_path: returnPath },
      });
      expect(refused.status).toBe(400);
    }
    const since = t.logs.lines.length;
    await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: email, type: 'Forget Password' },
    });
    await t.logs.nextCode(email, since);
    expect(t.logs.lines.at(-1)).not.toContain('sign-in link');
  });
});
