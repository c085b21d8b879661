import {
  type LinkedinConnection,
  messages,
  type PlayerRegistration,
  type PublicConfig,
  StatusCode,
} from '@hoogo/core';
import { multipart } from '@hoogo/testing/forms';
import { closedAddress } from '@hoogo/testing/ports';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, file, hostedEvent, png } from './helpers/events.js';
import { join, updateEvent } from './helpers/game.js';
import { hangUp, type OutsideRequest, reply, useOutsideService } from './helpers/outside.js';

const GOOD_CODE = 'linkedin-code';
const MEMBER_TOKEN = 'AQV-member-token';
const redirectUri = 'http://localhost:3000/linkedin-auth-connect';

const bearerIs = (request: OutsideRequest, token: string) =>
  request.headers.authorization === `Bearer ${token}`;

/** Who calls the LinkedIn routes: a Hoogo access token, a player key (no session), or nobody. */
type Caller = string | { userId: string } | null;

const linkedinUrl = (path: string, caller: Caller) =>
  `/api/hoogo/common/linkedin/${path}/` +
  (caller && typeof caller === 'object' ? `?user_id=${encodeURIComponent(caller.userId)}` : '');

const bearerOf = (caller: Caller) => (typeof caller === 'string' ? caller : undefined);

async function postImage(
  t: { app: import('../src/app.js').App },
  caller: Caller,
  parts: Parameters<typeof multipart>[0],
  linkedinToken = MEMBER_TOKEN,
) {
  const { payload, contentType } = multipart(parts);
  const token = bearerOf(caller);
  const response = await t.app.inject({
    method: 'POST',
    url: linkedinUrl('post-image', caller),
    payload,
    headers: {
      'content-type': contentType,
      ...(token && { authorization: `Bearer ${token}` }),
      'x-linkedin-token': linkedinToken,
    },
  });
  return { status: response.statusCode, body: response.json() };
}

/** A post of 'Hello' with a small image, as the member abc123. */
const postHello = async (t: { app: import('../src/app.js').App }, caller: Caller) =>
  postImage(t, caller, [
    ['author', 'urn:li:person:abc123'],
    ['content', 'Hello'],
    ['template_image', file(await png(20, 20))],
  ]);

const connectLinkedin = (t: { app: import('../src/app.js').App }, caller: Caller, code = GOOD_CODE) =>
  call<LinkedinConnection>(t.app, 'POST', linkedinUrl('accesstoken', caller), {
    token: bearerOf(caller),
    body: { code, redirect_uri: redirectUri },
  });

/** A player of a CSV-connected event signed in by ticket code: a player key and no Hoogo session. */
async function ticketPlayer(t: TestApp): Promise<PlayerRegistration> {
  const event = await hostedEvent(t);
  const list = await callMultipart<{ event_id: string }>(
    t,
    'POST',
    '/api/hoogo/manage-event/user/mmp/csv/',
    [
      ['name', 'Door list'],
      [
        'file',
        {
          filename: 'list.csv',
          content: Buffer.from('name,code,checked in\nAda,T0,yes\nAlan,T1,yes\n'),
          type: 'text/csv',
        },
      ],
    ],
    event.owner.token,
  );
  if (list.status !== 200) throw new Error(`CSV upload failed: ${JSON.stringify(list.body)}`);
  await updateEvent(t, event, [
    ['mmp_event_id', list.body.response.event_id],
    ['play_with_ticket_code', 'true'],
  ]);
  const signedIn = await call<PlayerRegistration>(
    t.app,
    'POST',
    `/api/hoogo/manage-game/${event.event.event_name}/validate-ticket-code/`,
    { body: { ticket_code: 'T0' } },
  );
  if (signedIn.status !== 200) throw new Error(`ticket sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.response;
}

describe.each(testBackends('one'))(
  'Outside services in the public config, and LinkedIn sharing on %s',
  (backend) => {
    const linkedin = useOutsideService(() => ({
      'POST /oauth/v2/accessToken': (request, response) => {
        const form = new URLSearchParams(request.body.toString('utf8'));
        const good =
          form.get('grant_type') === 'authorization_code' &&
          form.get('code') === GOOD_CODE &&
          form.get('client_id') === 'li-client' &&
          form.get('client_secret') === 'li-secret' &&
          form.get('redirect_uri') === redirectUri;
        if (good) reply(response, 200, { access_token: MEMBER_TOKEN, expires_in: 5_184_000 });
        else reply(response, 401, { error: 'invalid_request' });
      },
      'GET /v2/userinfo': (request, response) =>
        bearerIs(request, MEMBER_TOKEN)
          ? reply(response, 200, { sub: 'abc123', name: 'Grace Hopper' })
          : reply(response, 401, { message: 'Invalid access token' }),
      'POST /rest/images': (request, response) =>
        bearerIs(request, MEMBER_TOKEN)
          ? reply(response, 200, {
              value: {
                uploadUrl: `${linkedin.url}/upload/image-1`,
                image: 'urn:li:image:C4E10AQ',
                uploadUrlExpiresAt: 0,
              },
            })
          : reply(response, 401, { message: 'Invalid access token' }),
      'PUT /upload/image-1': (_request, response) => reply(response, 201),
      'POST /rest/posts': (_request, response) =>
        reply(response, 201, undefined, { 'x-restli-id': 'urn:li:share:7000' }),
    }));
    const env: NodeJS.ProcessEnv = {};
    beforeAll(() => {
      Object.assign(env, {
        GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
        LINKEDIN_CLIENT_ID: 'li-client',
        LINKEDIN_CLIENT_SECRET: 'li-secret',
        LINKEDIN_OAUTH_URL: `${linkedin.url}/oauth/v2`,
        LINKEDIN_API_URL: linkedin.url,
        PUBLIC_URL: 'https://hoogo.example.org/',
      });
    });
    const t = useTestApp(backend, { env });

    it('publishes the client ids, authorization pages and public origin in the public config', async () => {
      const answer = await call<PublicConfig>(t.app, 'GET', '/api/hoogo/common/config/');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual({
        product_name: 'Hoogo',
        google_client_id: 'google-client.apps.googleusercontent.com',
        google_authorize_url: 'https://accounts.google.com/o/oauth2/v2/auth',
        linkedin_enabled: true,
        linkedin_client_id: 'li-client',
        linkedin_authorize_url: `${linkedin.url}/oauth/v2/authorization`,
        public_url: 'https://hoogo.example.org',
      });
      expect(JSON.stringify(answer.body)).not.toContain('li-secret');
    });

    describe('LinkedIn', () => {
      it('exchanges the code with the client secret and answers the member token and author URN', async () => {
        const session = await registerUser(t, 'ada@example.com');
        const answer = await connectLinkedin(t, session.access_token);
        expect(answer.status).toBe(200);
        expect(answer.body.message.general).toEqual([messages.linkedin.connected]);
        expect(answer.body.response).toEqual({ access_token: MEMBER_TOKEN, author: 'urn:li:person:abc123' });
        const [exchange] = linkedin.requestsTo('POST', '/oauth/v2/accessToken');
        expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      });

      it('answers 401 with the connect error when LinkedIn refuses the code', async () => {
        const session = await registerUser(t, 'ada@example.com');
        const answer = await connectLinkedin(t, session.access_token, 'stale-code');
        expect(answer.status).toBe(401);
        expect(answer.body.message.general).toEqual([messages.linkedin.connectError]);
        expect(linkedin.requestsTo('GET', '/v2/userinfo')).toHaveLength(0);
      });

      it('requires a Hoogo session or a player key for the exchange', async () => {
        const answer = await connectLinkedin(t, null);
        expect(answer.status).toBe(401);
        expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
        expect(linkedin.requests).toHaveLength(0);
      });

      it('lets a ticket-code player without a session connect and post with the player key', async () => {
        const player = await ticketPlayer(t);
        const caller = { userId: player.user_id };
        const connected = await connectLinkedin(t, caller);
        expect(connected.status).toBe(200);
        expect(connected.body.response).toEqual({
          access_token: MEMBER_TOKEN,
          author: 'urn:li:person:abc123',
        });

        const posted = await postImage(t, caller, [
          ['author', connected.body.response.author],
          ['content', 'I met 25 people at DevMeetup!'],
          ['template_image', file(await png(20, 20), 'card.png')],
        ]);
        expect(posted.status).toBe(200);
        expect(posted.body.message.general).toEqual([messages.linkedin.posted]);
        expect(posted.body.response).toEqual({ post_id: 'urn:li:share:7000' });
        expect(linkedin.requestsTo('POST', '/rest/posts')).toHaveLength(1);
        // The key is a secret: it stays out of the request log.
        const log = t.logs.lines.join('\n');
        expect(log).toContain('/api/hoogo/common/linkedin/post-image/?user_id=');
        expect(log).not.toContain(player.user_id);
      });

      it("accepts any event's player key, and a LinkedIn refusal still answers LinkedIn's 401", async () => {
        const event = await hostedEvent(t);
        const player = await join(t, event.event.event_name, 'ada@example.com');
        const caller = { userId: player.user_id };
        expect((await connectLinkedin(t, caller)).status).toBe(200);

        const stale = await connectLinkedin(t, caller, 'stale-code');
        expect(stale.status).toBe(401);
        expect(stale.body.statusCode).toBe(401);
        expect(stale.body.message.general).toEqual([messages.linkedin.connectError]);

        const refused = await postImage(
          t,
          caller,
          [
            ['author', 'urn:li:person:abc123'],
            ['content', 'Hello'],
            ['template_image', file(await png(20, 20))],
          ],
          'expired-member-token',
        );
        expect(refused.status).toBe(401);
        expect(refused.body.message.general).toEqual([messages.linkedinApi.reconnect]);
      });

      it('answers 401 for an unknown player key or no credentials, and checks a sent access token first', async () => {
        const player = await ticketPlayer(t);
        const parts: Parameters<typeof multipart>[0] = [
          ['author', 'urn:li:person:abc123'],
          ['content', 'Hello'],
          ['template_image', file(await png(20, 20))],
        ];
        const unknown = { userId: 'f'.repeat(32) };
        for (const answer of [await connectLinkedin(t, unknown), await postImage(t, unknown, parts)]) {
          expect(answer.status).toBe(401);
          // Not a session matter: nothing for the client to refresh.
          expect(answer.body.statusCode).toBe(401);
          expect(answer.body.message.general).toEqual([messages.gameApi.invalidPlayerKey]);
        }
        for (const answer of [await connectLinkedin(t, null), await postImage(t, null, parts)]) {
          expect(answer.status).toBe(401);
          expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
        }
        // An access token that is sent must be good, whatever key comes with it: the client refreshes it.
        const badToken = await t.app.inject({
          method: 'POST',
          url: linkedinUrl('accesstoken', { userId: player.user_id }),
          headers: { authorization: 'Bearer not-a-token' },
          payload: { code: GOOD_CODE, redirect_uri: redirectUri },
        });
        expect(badToken.statusCode).toBe(401);
        expect(badToken.json().statusCode).toBe(StatusCode.TokenInvalid);
        expect(linkedin.requests).toHaveLength(0);
      });

      it('uploads the card as PNG and publishes it with the text on the member feed', async () => {
        const session = await registerUser(t, 'ada@example.com');
        const card = await png(20, 20);
        const answer = await postImage(t, session.access_token, [
          ['author', 'urn:li:person:abc123'],
          ['content', 'I met 25 people at DevMeetup!'],
          ['template_image', file(card, 'card.png')],
        ]);
        expect(answer.status).toBe(200);
        expect(answer.body.message.general).toEqual([messages.linkedin.posted]);
        expect(answer.body.response).toEqual({ post_id: 'urn:li:share:7000' });

        const [init] = linkedin.requestsTo('POST', '/rest/images');
        expect(init?.url).toBe('/rest/images?action=initializeUpload');
        expect(init?.headers).toMatchObject({
          authorization: `Bearer ${MEMBER_TOKEN}`,
          'linkedin-version': '202401',
          'x-restli-protocol-version': '2.0.0',
        });
        expect(JSON.parse(init?.body.toString('utf8') ?? '')).toEqual({
          initializeUploadRequest: { owner: 'urn:li:person:abc123' },
        });
        const [upload] = linkedin.requestsTo('PUT', '/upload/image-1');
        expect((await sharp(upload?.body).metadata()).format).toBe('png');
        const [post] = linkedin.requestsTo('POST', '/rest/posts');
        expect(JSON.parse(post?.body.toString('utf8') ?? '')).toEqual({
          author: 'urn:li:person:abc123',
          commentary: 'I met 25 people at DevMeetup!',
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          content: { media: { id: 'urn:li:image:C4E10AQ', title: messages.linkedinApi.postTitle } },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        });
      });

      it('answers 401 with a hint to reconnect when LinkedIn refuses the member token', async () => {
        const session = await registerUser(t, 'ada@example.com');
        const answer = await postImage(
          t,
          session.access_token,
          [
            ['author', 'urn:li:person:abc123'],
            ['content', 'Hello'],
            ['template_image', file(await png(20, 20))],
          ],
          'expired-member-token',
        );
        expect(answer.status).toBe(401);
        expect(answer.body.message.general).toEqual([messages.linkedinApi.reconnect]);
        expect(linkedin.requestsTo('POST', '/rest/posts')).toHaveLength(0);
      });

      it('answers 502 with the post error when the connection to LinkedIn drops', async () => {
        linkedin.route('PUT /upload/image-1', hangUp);
        const session = await registerUser(t, 'ada@example.com');
        const answer = await postHello(t, session.access_token);
        expect(answer.status).toBe(502);
        expect(answer.body.message.general).toEqual([messages.linkedin.postError]);
        expect(linkedin.requestsTo('POST', '/rest/posts')).toHaveLength(0);
      });

      it('refuses a file that is not an image, an over-long text and a missing LinkedIn token before calling LinkedIn', async () => {
        const session = await registerUser(t, 'ada@example.com');
        const notImage = await postImage(t, session.access_token, [
          ['author', 'urn:li:person:abc123'],
          ['content', 'Hello'],
          ['template_image', file(Buffer.from('<svg/>'), 'card.png')],
        ]);
        expect(notImage.status).toBe(400);
        const tooLong = await postImage(t, session.access_token, [
          ['author', 'urn:li:person:abc123'],
          ['content', 'x'.repeat(3001)],
          ['template_image', file(await png(20, 20))],
        ]);
        expect(tooLong.status).toBe(400);
        const noToken = await postImage(
          t,
          session.access_token,
          [
            ['author', 'urn:li:person:abc123'],
            ['content', 'Hello'],
            ['template_image', file(await png(20, 20))],
          ],
          '',
        );
        expect(noToken.status).toBe(401);
        expect(noToken.body.message.general).toEqual([messages.linkedinApi.tokenMissing]);
        expect(linkedin.requests).toHaveLength(0);
      });
    });
  },
);

describe.each(testBackends('one'))('LinkedIn unreachable on %s', (backend) => {
  const env: NodeJS.ProcessEnv = {};
  beforeAll(async () => {
    // A port nothing listens on: calls to it fail the way an unreachable service does.
    const address = await closedAddress();
    Object.assign(env, {
      LINKEDIN_CLIENT_ID: 'li-client',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
      LINKEDIN_OAUTH_URL: `${address}/oauth/v2`,
      LINKEDIN_API_URL: address,
    });
  });
  const t = useTestApp(backend, { env });

  it('answers 502 for the LinkedIn exchange and post', async () => {
    const session = await registerUser(t, 'ada@example.com');
    const exchange = await connectLinkedin(t, session.access_token);
    expect(exchange.status).toBe(502);
    expect(exchange.body.message.general).toEqual([messages.linkedin.connectError]);

    const post = await postHello(t, session.access_token);
    expect(post.status).toBe(502);
  });
});

describe.each(testBackends('one'))('Google and LinkedIn not configured on %s', (backend) => {
  const t = useTestApp(backend);

  it('reports both off in the public config and answers 501 on their routes', async () => {
    const config = await call<PublicConfig>(t.app, 'GET', '/api/hoogo/common/config/');
    expect(config.body.response).toMatchObject({
      google_client_id: null,
      linkedin_enabled: false,
      linkedin_client_id: null,
    });
    const googleAnswer = await call(t.app, 'POST', '/api/auth/auth/google/', {
      body: { token: 'eyJ.x.y', nonce: 'nonce-1' },
    });
    expect(googleAnswer.status).toBe(501);
    expect(googleAnswer.body.message.general).toEqual(['Google sign-in is not configured']);

    const session = await registerUser(t, 'ada@example.com');
    const exchange = await connectLinkedin(t, session.access_token);
    expect(exchange.status).toBe(501);
    expect(exchange.body.message.general).toEqual([messages.linkedinApi.notConfigured]);
    const post = await postHello(t, session.access_token);
    expect(post.status).toBe(501);
  });
});
