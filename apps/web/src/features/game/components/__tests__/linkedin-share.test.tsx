// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/oauth';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, filledCell, matrixWith, publicConfig, signIn } from '@/testing/fixtures';
import { playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

const canvas = vi.hoisted(() => ({
  loadImage: vi.fn(async (src: string) => ({ src, naturalWidth: 1080, naturalHeight: 1080 })),
  composeCard: vi.fn(),
  canvasToPngBlob: vi.fn(async () => new Blob(['png-bytes'], { type: 'image/png' })),
}));
vi.mock('@/lib/card-canvas', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/card-canvas')>()),
  ...canvas,
}));

const t = messages.card;
const configRoute = 'GET /api/hoogo/common/config/';
const infoRoute = `GET ${playerPaths.info}`;
const matrixRoute = `GET ${playerPaths.matrix}`;
const postPath = '/api/hoogo/common/linkedin/post-image/';
const tokenPath = '/api/hoogo/common/linkedin/accesstoken/';
const linkedinOn = publicConfig({ linkedin_enabled: true, linkedin_client_id: 'li-client' });

const fiveConnections = () =>
  matrixWith(['Bart', 'Al', 'Nina', 'Jo', 'Oscar'].map((name, y) => filledCell(0, y, name)));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signIn();
  storage.setEventUserId('event-1', 'secret-1');
  window.sessionStorage.clear();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  for (const fn of Object.values(canvas)) fn.mockClear();
});
afterEach(() => assign.mockRestore());

/** What the card page asks for: the public config, the event and the player's matrix. */
const cardRoutes = () => ({
  [configRoute]: () => envelope(linkedinOn),
  [infoRoute]: () => envelope(eventInfo({ role: null })),
  [matrixRoute]: () => envelope(fiveConnections()),
});

function cardPage(
  path = '/DevMeetup/hoogocard/',
  postAnswer = () => envelope({ post_id: 'urn:li:share:1' }),
) {
  const api = mockApi({ ...cardRoutes(), [`POST ${postPath}`]: postAnswer });
  const user = userEvent.setup();
  return { api, user, ...renderApp(path) };
}

const memberConnected = () => envelope({ access_token: 'member-token', author: 'urn:li:person:abc' });

/**
 * LinkedIn's return to /linkedin-auth-connect with code-1 and `state`, in a tab that started the redirect
 * with state-1; `tokenAnswer` answers the code exchange (no route: the exchange must not be called).
 */
function returnFromLinkedin(state: string, tokenAnswer?: () => Response) {
  window.sessionStorage.setItem('oauth-linkedin', JSON.stringify({ state: 'state-1' }));
  const api = mockApi({ ...cardRoutes(), ...(tokenAnswer && { [`POST ${tokenPath}`]: tokenAnswer }) });
  return { api, ...renderApp(`/linkedin-auth-connect?code=code-1&state=${state}`) };
}

const connectLinkedin = () => {
  storage.set('linkedinAccessToken', 'member-token');
  storage.set('clientId', 'urn:li:person:abc');
};

describe('Share to LinkedIn on the card page', () => {
  it('without a stored LinkedIn token, starts the authorization redirect and remembers the event', async () => {
    const { user } = cardPage();
    await user.click(await screen.findByRole('button', { name: t.shareLinkedin }));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://linkedin.example.test/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: `${window.location.origin}/linkedin-auth-connect`,
      scope: 'openid profile w_member_social',
    });
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.get('eventName')).toBe('DevMeetup');
    expect(storage.get('firstTime')).toBe('true');
  });

  it('with a stored token, opens the dialog with the default text and posts the post card with the edited text', async () => {
    connectLinkedin();
    storage.set('firstTime', 'true');
    const { api, user } = cardPage();
    await user.click(await screen.findByRole('button', { name: t.shareLinkedin }));
    const dialog = await screen.findByRole('dialog', { name: t.shareTitle });
    const text = within(dialog).getByLabelText(t.shareLabel);
    expect(text).toHaveValue('I played Hoogo!');
    expect(within(dialog).getByText(t.shareHelp)).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Met great people');
    await user.click(within(dialog).getByRole('button', { name: t.confirmShare }));

    expect(await screen.findByText(messages.linkedin.posted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.shareTitle })).not.toBeInTheDocument());
    const [call] = api.callsTo('POST', postPath);
    expect(call?.headers.get('X-LinkedIn-Token')).toBe('member-token');
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    const form = call?.body as FormData;
    expect(form.get('author')).toBe('urn:li:person:abc');
    expect(form.get('content')).toBe('Met great people');
    expect(form.get('template_image')).toBeInstanceOf(Blob);
    expect(canvas.composeCard.mock.calls[0]?.[3]).toBe('post');
    expect(storage.get('firstTime')).toBeNull();

    // Reopened, the text starts again from the event's default.
    await user.click(screen.getByRole('button', { name: t.shareLinkedin }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(t.shareLabel)).toHaveValue(
      'I played Hoogo!',
    );
  });

  it('opens by itself on return from LinkedIn (?linkedin=true)', async () => {
    connectLinkedin();
    cardPage('/DevMeetup/hoogocard/?linkedin=true');
    expect(await screen.findByRole('dialog', { name: t.shareTitle })).toBeInTheDocument();
  });

  it('keeps the dialog open with the post error when the post fails', async () => {
    connectLinkedin();
    const refused = () =>
      envelope(null, { status: 502, message: { general: [messages.linkedin.postError] } });
    const { user } = cardPage('/DevMeetup/hoogocard/?linkedin=true', refused);
    const dialog = await screen.findByRole('dialog', { name: t.shareTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmShare }));
    // Said once, inside the dialog under the text (not a toast), and gone once the text is edited.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.linkedin.postError);
    expect(screen.getAllByText(messages.linkedin.postError)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: t.shareTitle })).toBeInTheDocument();
    expect(storage.get('linkedinAccessToken')).toBe('member-token');
    await user.type(within(dialog).getByLabelText(t.shareLabel), '!');
    expect(within(dialog).queryByText(messages.linkedin.postError)).not.toBeInTheDocument();
  });
});

describe('/linkedin-auth-connect', () => {
  beforeEach(() => {
    storage.set('eventName', 'DevMeetup');
  });

  it('trades the code, stores the token and author, and returns to the card with the dialog open', async () => {
    const { api, router } = returnFromLinkedin('state-1', memberConnected);
    expect(await screen.findByText(messages.linkedin.connecting)).toBeInTheDocument();
    expect(await screen.findByText(messages.linkedin.connected)).toBeInTheDocument();
    expect(api.callsTo('POST', tokenPath)[0]?.body).toEqual({
      code: 'code-1',
      redirect_uri: `${window.location.origin}/linkedin-auth-connect`,
    });
    expect(storage.get('linkedinAccessToken')).toBe('member-token');
    expect(storage.get('clientId')).toBe('urn:li:person:abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/hoogocard/'));
    expect(router.state.location.search).toBe('?linkedin=true');
    expect(await screen.findByRole('dialog', { name: t.shareTitle })).toBeInTheDocument();
  });

  it('refuses a state this tab did not start, without calling the server', async () => {
    const { api, router } = returnFromLinkedin('forged');
    expect(await screen.findByText(messages.linkedin.connectError)).toBeInTheDocument();
    expect(api.callsTo('POST', tokenPath)).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/hoogocard/'));
    expect(storage.get('linkedinAccessToken')).toBeNull();
  });

  it('says Error connecting to LinkedIn when the exchange fails', async () => {
    returnFromLinkedin('state-1', () =>
      envelope(null, { status: 502, message: { general: [messages.linkedin.connectError] } }),
    );
    expect(await screen.findByText(messages.linkedin.connectError)).toBeInTheDocument();
    expect(storage.get('linkedinAccessToken')).toBeNull();
  });
});

describe('a player signed in by ticket code (no Hoogo session)', () => {
  const refreshPath = '/api/auth/get-access-token/';
  const playerKeyOf = (call: { url: string } | undefined) =>
    call ? new URL(call.url, 'http://localhost').searchParams.get('user_id') : undefined;

  beforeEach(() => {
    // A ticket-code sign-in stores the player key of the event and nothing else.
    window.localStorage.clear();
    storage.setEventUserId('event-1', 'secret-1');
    storage.set('currentEventId', 'event-1');
    storage.set('eventName', 'DevMeetup');
  });

  it('remembers the event of the card when Share to LinkedIn starts the connection', async () => {
    storage.set('currentEventId', 'other-event');
    const { user } = cardPage();
    await user.click(await screen.findByRole('button', { name: t.shareLinkedin }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(storage.get('currentEventId')).toBe('event-1');
    expect(storage.get('eventName')).toBe('DevMeetup');
  });

  it('connects on /linkedin-auth-connect with the stored player key, then opens the dialog on the card', async () => {
    const { api, router } = returnFromLinkedin('state-1', memberConnected);
    expect(await screen.findByText(messages.linkedin.connected)).toBeInTheDocument();
    const [call] = api.callsTo('POST', tokenPath);
    expect(playerKeyOf(call)).toBe('secret-1');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(storage.get('linkedinAccessToken')).toBe('member-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/hoogocard/'));
    expect(await screen.findByRole('dialog', { name: t.shareTitle })).toBeInTheDocument();
  });

  it('says Error connecting to LinkedIn on a 401 and goes back to the card, not to the login screen', async () => {
    const { api, router } = returnFromLinkedin('state-1', () =>
      envelope(null, { status: 401, message: { general: [messages.linkedin.connectError] } }),
    );
    expect(await screen.findByText(messages.linkedin.connectError)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/hoogocard/'));
    expect(await screen.findByRole('button', { name: t.shareLinkedin })).toBeInTheDocument();
    expect(api.callsTo('POST', refreshPath)).toHaveLength(0);
    expect(screen.queryByText(messages.network.sessionExpired)).not.toBeInTheDocument();
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
  });

  it('posts the card with the player key instead of a session', async () => {
    connectLinkedin();
    const { api, user } = cardPage('/DevMeetup/hoogocard/?linkedin=true');
    const dialog = await screen.findByRole('dialog', { name: t.shareTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmShare }));
    expect(await screen.findByText(messages.linkedin.posted)).toBeInTheDocument();
    const [call] = api.callsTo('POST', postPath);
    expect(playerKeyOf(call)).toBe('secret-1');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.headers.get('X-LinkedIn-Token')).toBe('member-token');
  });

  it('shows the post error on a 401 from LinkedIn, forgets the LinkedIn token and stays on the card', async () => {
    connectLinkedin();
    const refused = () =>
      envelope(null, {
        status: 401,
        message: { general: [messages.linkedinApi.reconnect] },
      });
    const { api, user, router } = cardPage('/DevMeetup/hoogocard/?linkedin=true', refused);
    const dialog = await screen.findByRole('dialog', { name: t.shareTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmShare }));
    expect(await screen.findByText(new RegExp(`^${messages.linkedin.postError}`))).toBeInTheDocument();
    expect(api.callsTo('POST', postPath)).toHaveLength(1);
    expect(api.callsTo('POST', refreshPath)).toHaveLength(0);
    expect(screen.queryByText(messages.network.sessionExpired)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/DevMeetup/hoogocard/');
    expect(storage.get('linkedinAccessToken')).toBeNull();
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
  });
});
