import { type LoginResponse, messages, type ProfileInfo } from '@hoogo/core';
import { closedAddress } from '@hoogo/testing/ports';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { reply, useOutsideService } from './helpers/outside.js';

const CLIENT_ID = 'hoogo-client.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const NONCE = 'nonce-of-this-tab';
const googleUser = {
  sub: '1090',
  email: 'Grace@Example.com',
  email_verified: true,
  name: 'Grace Hopper',
  picture: 'https://lh3.googleusercontent.com/grace.png',
};

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A loopback Google: publishes one RS256 key at /oauth2/v3/certs and signs ID tokens with it. */
function useFakeGoogle() {
  const keys: { google?: Key; stranger?: Key; jwks?: unknown } = {};
  const service = useOutsideService(() => ({
    'GET /oauth2/v3/certs': (_request, response) => reply(response, 200, keys.jwks),
  }));
  beforeAll(async () => {
    const google = await generateKeyPair('RS256', { extractable: true });
    keys.google = google.privateKey;
    keys.stranger = (await generateKeyPair('RS256')).privateKey;
    keys.jwks = {
      keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }],
    };
  });

  /** An ID token as Google issues it for this app, with `changes` applied (undefined removes a claim). */
  async function idToken(
    changes: JWTPayload = {},
    options: { key?: 'google' | 'stranger'; expiresIn?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const claims: JWTPayload = {
      iss: ISSUER,
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      iat: now,
      exp: now + (options.expiresIn ?? 3600),
      nonce: NONCE,
      ...googleUser,
      ...changes,
    };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
      .sign(keys[options.key ?? 'google']!);
  }
  return { service, idToken };
}

describe.each(testBackends('one'))('Google sign-in with an ID token on %s', (backend) => {
  const google = useFakeGoogle();
  const env: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    Object.assign(env, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${google.service.url}/oauth2/v3/certs`,
    });
  });
  const t = useTestApp(backend, { env });

  const signIn = (token: string, nonce = NONCE) =>
    call<LoginResponse>(t.app, 'POST', '/api/auth/auth/google/', { body: { token, nonce } });

  async function expectRefused(token: string, nonce = NONCE, sentence: string = messages.auth.googleFailed) {
    const answer = await signIn(token, nonce);
    expect(answer.status).toBe(401);
    expect(answer.body.message.general).toEqual([sentence]);
    // Nothing was created for the email in the token.
    const otp = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: 'grace@example.com', type: 'Login' },
    });
    expect(otp.status).toBe(404);
  }

  it('signs in with a good token: creates a verified account with the Google name and picture, then the same one', async () => {
    const first = await signIn(await google.idToken());
    expect(first.status).toBe(200);
    expect(first.body.message.general).toEqual([messages.auth.loginSuccessful]);
    expect(first.body.response).toMatchObject({
      email: 'grace@example.com',
      profile_pic_url: googleUser.picture,
    });
    expect(google.service.requestsTo('GET', '/oauth2/v3/certs').length).toBeGreaterThan(0);
    const profile = await call<ProfileInfo>(t.app, 'GET', '/api/auth/profile-info/', {
      token: first.body.response.access_token,
    });
    expect(profile.body.response).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });

    const second = await signIn(await google.idToken());
    expect(second.status).toBe(200);
    const again = await call<ProfileInfo>(t.app, 'GET', '/api/auth/profile-info/', {
      token: second.body.response.access_token,
    });
    expect(again.body.response.id).toBe(profile.body.response.id);
  });

  it('signs an existing account in without replacing its name', async () => {
    await registerUser(t, 'grace@example.com', 'Amazing Grace');
    const answer = await signIn(await google.idToken());
    expect(answer.status).toBe(200);
    const profile = await call<ProfileInfo>(t.app, 'GET', '/api/auth/profile-info/', {
      token: answer.body.response.access_token,
    });
    expect(profile.body.response.name).toBe('Amazing Grace');
  });

  it('refuses a token Google issued to another app (foreign audience)', async () => {
    await expectRefused(
      await google.idToken({ aud: 'another-app.apps.googleusercontent.com', azp: undefined }),
    );
  });

  it('refuses a token with several audiences unless its authorized party (azp) is this app', async () => {
    const audiences = ['another-app.apps.googleusercontent.com', CLIENT_ID];
    await expectRefused(
      await google.idToken({ aud: audiences, azp: 'another-app.apps.googleusercontent.com' }),
    );
    await expectRefused(await google.idToken({ aud: audiences, azp: undefined }));
    // One audience, ours, with another app as azp: not issued to us either.
    await expectRefused(await google.idToken({ azp: 'another-app.apps.googleusercontent.com' }));
    const ours = await signIn(await google.idToken({ aud: audiences, azp: CLIENT_ID }));
    expect(ours.status).toBe(200);
  });

  it('refuses a token from another issuer', async () => {
    await expectRefused(await google.idToken({ iss: 'https://evil.example' }));
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await google.idToken({ iat: now - 7200, exp: now - 3600 }));
  });

  it('refuses a token for an unverified email, saying so', async () => {
    await expectRefused(
      await google.idToken({ email_verified: false }),
      NONCE,
      'Google login Failed: this Google account has no verified email',
    );
    await expectRefused(
      await google.idToken({ email_verified: undefined }),
      NONCE,
      'Google login Failed: this Google account has no verified email',
    );
  });

  it('refuses a token signed by a key Google did not publish (bad signature)', async () => {
    await expectRefused(await google.idToken({}, { key: 'stranger' }));
    const [header, payload] = (await google.idToken()).split('.');
    const tampered = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    await expectRefused(
      `${header}.${Buffer.from(JSON.stringify({ ...tampered, email: 'ada@example.com' })).toString('base64url')}.${(await google.idToken()).split('.')[2]}`,
    );
  });

  it('refuses a token whose nonce is not the one the client sent, or that has none', async () => {
    await expectRefused(await google.idToken(), 'another-nonce');
    await expectRefused(await google.idToken({ nonce: undefined }));
  });

  it('refuses what is not a JWT at all, such as an access token', async () => {
    await expectRefused('ya29.a0AfH6SMBx-access-token');
  });

  it('refuses a body without a nonce with a field error', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/auth/google/', {
      body: { token: await google.idToken() },
    });
    expect(answer.status).toBe(400);
  });
});

describe.each(testBackends('one'))("Google's keys unreachable on %s", (backend) => {
  const google = useFakeGoogle();
  const env: NodeJS.ProcessEnv = {};
  beforeAll(async () => {
    Object.assign(env, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      // A port nothing listens on: calls to it fail the way an unreachable service does.
      GOOGLE_JWKS_URL: `${await closedAddress()}/oauth2/v3/certs`,
    });
  });
  const t = useTestApp(backend, { env });

  it('answers 502 Google login Failed', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/auth/google/', {
      body: { token: await google.idToken(), nonce: NONCE },
    });
    expect(answer.status).toBe(502);
    expect(answer.body.message.general).toEqual([messages.auth.googleFailed]);
  });
});
