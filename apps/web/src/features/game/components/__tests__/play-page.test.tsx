import {
  type EventInfo,
  friendCodeMessage,
  messages,
  nameMustStartWith,
  type UserInputResult,
  type UserMatrix,
} from '@hoogo/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, filledCell, matrixWith, signIn, userMatrix } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const compress = vi.hoisted(() => vi.fn(async (file: File) => file));
vi.mock('browser-image-compression', () => ({ default: compress }));
vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const t = messages.play;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';
const registerPath = '/api/hoogo/manage-user/event-1/get-event-register-id/';
const matrixPath = '/api/hoogo/manage-game/event-1/get-user-matrix/';
const inputPath = '/api/hoogo/manage-game/event-1/user-input/';
type Routes = Parameters<typeof mockApi>[0];

const registration = {
  event_id: 'event-1',
  event_name: 'DevMeetup',
  event_register_id: 'reg-1',
  user_id: 'secret-1',
  user_code: '417',
};

const inputResult: UserInputResult = {
  x: 0,
  y: 0,
  image: '/media/photos/new.jpg',
  thumbnail: null,
  user_name: null,
  liner: 'Builds robots for fun',
  connected_name: 'Bob',
  connected_at: '2025-03-14T19:00:00.000Z',
  code: null,
  score: [false, false, false, false, false],
  total_connections: 1,
  completed_at: null,
};

beforeEach(() => {
  signIn();
  URL.createObjectURL = vi.fn(() => 'blob:selfie');
  URL.revokeObjectURL = vi.fn();
  compress.mockClear();
});

function setup({
  info = eventInfo({ role: null }),
  matrix = userMatrix(),
  storedUserId = 'secret-1' as string | null,
  rulesSeen = true,
  extra = {} as Routes,
}: {
  info?: EventInfo;
  matrix?: UserMatrix;
  storedUserId?: string | null;
  rulesSeen?: boolean;
  extra?: Routes;
} = {}) {
  if (storedUserId) storage.setEventUserId('event-1', storedUserId);
  if (rulesSeen) storage.setEventFlag('rulesSeen', 'event-1');
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(info),
    [`POST ${registerPath}`]: () => envelope(registration),
    [`GET ${matrixPath}`]: () => envelope(matrix),
    [`POST ${inputPath}`]: () => envelope(inputResult, { message: { general: ['Connection saved'] } }),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp('/DevMeetup/');
  return { api, user, ...utils };
}

async function gridReady() {
  return screen.findByRole('group', { name: t.gridLabel });
}

function formBody(api: ReturnType<typeof mockApi>): FormData {
  const body = api.callsTo('POST', inputPath)[0]?.body;
  if (!(body instanceof FormData)) throw new Error('no user-input call was sent');
  return body;
}

async function openForm(user: ReturnType<typeof userEvent.setup>, label = t.cellEmpty('B', 1, 'B')) {
  await gridReady();
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: t.formTitle('B') });
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Bob', liner = 'Builds robots for fun', photo = true } = {},
) {
  const nameInput = screen.getByLabelText(t.nameLabel);
  await user.clear(nameInput);
  if (name) await user.type(nameInput, name);
  if (photo) {
    const file = new File(['jpeg'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(t.choosePhoto), file);
    await screen.findByRole('img', { name: t.photoPreview });
  }
  if (liner) await user.type(screen.getByLabelText(t.descriptionLabel), liner);
}

describe('player page: loading the game', () => {
  it('registers the player once, stores the ids, then loads the matrix with user_id', async () => {
    const { api } = setup({ storedUserId: null });
    await gridReady();
    expect(api.callsTo('POST', registerPath)).toHaveLength(1);
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
    expect(storage.get('currentEventId')).toBe('event-1');
    expect(storage.get('eventName')).toBe('DevMeetup');
    const matrixCall = api.callsTo('GET', matrixPath)[0];
    expect(new URL(matrixCall?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf(`POST ${registerPath}`)).toBeGreaterThan(order.indexOf(`GET ${infoPath}`));
    expect(order.indexOf(`GET ${matrixPath}`)).toBeGreaterThan(order.indexOf(`POST ${registerPath}`));
  });

  it('uses the stored player id without registering again', async () => {
    const { api } = setup({ storedUserId: 'secret-stored' });
    await gridReady();
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
    const matrixCall = api.callsTo('GET', matrixPath)[0];
    expect(new URL(matrixCall?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-stored');
  });

  it('tells that tiles are missing until all 25 letters are set', async () => {
    const question = userMatrix().question.map((row) => row.slice());
    question[4]![4] = '';
    setup({ matrix: userMatrix({ question }) });
    expect(await screen.findByText(messages.game.tilesMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.cellLocked('O', 5) })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.cellLocked('B', 1) })).toBeDisabled();
  });

  it('tells that no grid is loaded', async () => {
    setup({ matrix: userMatrix({ question: [] }) });
    expect(await screen.findByText(messages.game.noGrid)).toBeInTheDocument();
    expect(screen.queryByText(messages.game.tilesMissing)).not.toBeInTheDocument();
  });

  it('pops the rules up on the first visit only, and on View Game Rules', async () => {
    const { user, unmount } = setup({ rulesSeen: false });
    const dialog = await screen.findByRole('dialog', { name: t.rulesTitle });
    expect(within(dialog).getByText(t.rules[1] as string)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.rulesClose }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderApp('/DevMeetup/');
    await gridReady();
    expect(screen.queryByRole('dialog', { name: t.rulesTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.viewRules }));
    expect(await screen.findByRole('dialog', { name: t.rulesTitle })).toBeInTheDocument();
  });

  it('strikes through a B I N G O letter per bingo', async () => {
    setup({ matrix: userMatrix({ score: [true, true, false, false, false] }) });
    await gridReady();
    expect(screen.getByLabelText(t.letterDone('B'))).toHaveClass('line-through');
    expect(screen.getByLabelText(t.letterDone('I'))).toHaveClass('line-through');
    expect(screen.getByLabelText(t.letterOpen('N'))).not.toHaveClass('line-through');
    expect(screen.getByLabelText(t.letterOpen('O'))).not.toHaveClass('line-through');
  });

  it('shows a filled cell with its name, and confetti once all five letters are done', async () => {
    setup({
      matrix: matrixWith([filledCell(0, 1, 'Anna Smith')], { score: [true, true, true, true, true] }),
    });
    await gridReady();
    expect(screen.getByRole('button', { name: t.cellFilled('I', 1, 'Anna Smith') })).toHaveTextContent(
      'Anna',
    );
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    expect(storage.getEventFlag('bingoCelebrated', 'event-1')).toBe(true);
  });

  it('shows the friend code big in an event with codes, before voting too', async () => {
    setup({ matrix: userMatrix({ voting_enabled: false, code_digits: 3, user_code: '417' }) });
    expect(await screen.findByRole('region', { name: t.friendCode })).toHaveTextContent('417');
  });

  it('shows no friend code in an event without codes', async () => {
    setup({ matrix: userMatrix({ voting_enabled: true, code_digits: null, user_code: null }) });
    await gridReady();
    expect(screen.queryByRole('region', { name: t.friendCode })).not.toBeInTheDocument();
  });

  it('shows the friend code big while voting runs in an event with codes', async () => {
    setup({ matrix: userMatrix({ voting_enabled: true, code_digits: 3, user_code: '417' }) });
    const code = await screen.findByRole('region', { name: t.friendCode });
    expect(code).toHaveTextContent('417');
    expect(screen.getAllByRole('link', { name: t.goToVoting })[0]).toHaveAttribute(
      'href',
      '/DevMeetup/voting',
    );
  });
});

describe('player page: the card block', () => {
  it('is locked under 5 connections', async () => {
    setup({ matrix: matrixWith([filledCell(0, 1, 'Anna')]) });
    await gridReady();
    expect(screen.getByText(messages.game.cardLocked)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.viewCard })).not.toBeInTheDocument();
  });

  it('links to the card from 5 connections', async () => {
    const cells = [0, 1, 2, 3, 4].map((y) => filledCell(1, y, `Ivy ${y}`));
    setup({ matrix: matrixWith(cells) });
    await gridReady();
    expect(screen.getByRole('link', { name: t.viewCard })).toHaveAttribute('href', '/DevMeetup/hoogocard/');
    expect(screen.queryByText(messages.game.cardLocked)).not.toBeInTheDocument();
  });
});

describe('player page: the connection form', () => {
  it('opens on an empty cell with the name prefilled with the letter', async () => {
    const { user } = setup();
    const dialog = await openForm(user);
    expect(within(dialog).getByLabelText(t.nameLabel)).toHaveValue('B');
    expect(within(dialog).getByLabelText(t.takeSelfie)).toHaveAttribute('capture', 'user');
    expect(within(dialog).getByLabelText(t.takeSelfie)).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByRole('button', { name: t.choosePhoto })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(t.codeLabel)).not.toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    const { user } = setup();
    await gridReady();
    screen.getByRole('button', { name: t.cellEmpty('B', 1, 'B') }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: t.formTitle('B') })).toBeInTheDocument();
  });

  it('shows every validation message', async () => {
    const { user, api } = setup();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.validation.connectionName)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.connectionImage)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.connectionDescription)).toBeInTheDocument();

    const name = screen.getByLabelText(t.nameLabel);
    await user.clear(name);
    await user.type(name, 'Anna');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(nameMustStartWith('B'))).toBeInTheDocument();
    expect(api.callsTo('POST', inputPath)).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const { user } = setup();
    await openForm(user);
    fireEvent.change(screen.getByLabelText(t.choosePhoto), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(messages.validation.fileNotImage)).toBeInTheDocument();
    expect(compress).not.toHaveBeenCalled();
  });

  it('counts the letters left and the letters still needed', async () => {
    const { user } = setup();
    await openForm(user);
    const description = screen.getByLabelText(t.descriptionLabel);
    expect(screen.getByText(t.lettersLeft(280))).toBeInTheDocument();
    expect(screen.getByText(t.lettersNeeded(10))).toBeInTheDocument();
    await user.type(description, 'Hello');
    expect(screen.getByText(t.lettersLeft(275))).toBeInTheDocument();
    expect(screen.getByText(t.lettersNeeded(5))).toBeInTheDocument();
    await user.type(description, ' world');
    expect(screen.getByText(t.lettersLeft(269))).toBeInTheDocument();
    expect(screen.queryByText(/needed/)).not.toBeInTheDocument();
  });

  it('asks for the friend code only when the event uses codes', async () => {
    const { user } = setup({ matrix: userMatrix({ code_digits: 3 }) });
    const dialog = await openForm(user);
    const code = within(dialog).getByLabelText(t.codeLabel);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(friendCodeMessage(3))).toBeInTheDocument();
  });

  it('sends the multipart fields, compresses the photo, toasts and refetches', async () => {
    const { user, api } = setup({ matrix: userMatrix({ code_digits: 3 }) });
    await openForm(user);
    await fillForm(user);
    await user.type(screen.getByLabelText(t.codeLabel), '123');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Connection saved')).toBeInTheDocument();
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 600, fileType: 'image/jpeg' }),
    );
    const body = formBody(api);
    expect(body.get('letter')).toBe('B');
    expect(body.get('name')).toBe('Bob');
    expect(body.get('liner')).toBe('Builds robots for fun');
    expect(body.get('cords[x]')).toBe('0');
    expect(body.get('cords[y]')).toBe('0');
    expect(body.get('code')).toBe('123');
    expect(body.get('image')).toBeInstanceOf(File);
    expect((body.get('image') as File).type).toBe('image/jpeg');
    const call = api.callsTo('POST', inputPath)[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', matrixPath).length).toBeGreaterThan(1));
  });

  it('sends no code when the event does not use codes, and toasts the default text', async () => {
    const { user, api } = setup({
      extra: { [`POST ${inputPath}`]: () => envelope(inputResult) },
    });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.game.connectionAdded)).toBeInTheDocument();
    expect(formBody(api).has('code')).toBe(false);
  });

  it('shows a loading state until the request ends', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = setup({
      extra: { [`POST ${inputPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const busy = await screen.findByRole('button', { name: t.uploading });
    expect(busy).toBeDisabled();
    answer(envelope(inputResult));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows server field errors under their inputs', async () => {
    const { user } = setup({
      matrix: userMatrix({ code_digits: 3 }),
      extra: {
        [`POST ${inputPath}`]: () =>
          envelope(null, {
            status: 400,
            message: { name: ['This name is taken'], code: ['Invalid friend code'] },
          }),
      },
    });
    await openForm(user);
    await fillForm(user);
    await user.type(screen.getByLabelText(t.codeLabel), '999');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
    expect(screen.getByText('Invalid friend code')).toBeInTheDocument();
    expect(screen.getByLabelText(t.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 409 general error under the form', async () => {
    const { user } = setup({
      extra: {
        [`POST ${inputPath}`]: () =>
          envelope(null, { status: 409, message: { general: ['This cell is already filled'] } }),
      },
    });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This cell is already filled');
  });

  it('on 4000 toasts that voting is enabled, closes the form and refuses new friends', async () => {
    const { user } = setup({
      extra: {
        [`POST ${inputPath}`]: () =>
          envelope(null, { status: 409, statusCode: 4000, message: { general: ['Voting'] } }),
      },
    });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.game.votingEnabled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: t.cellEmpty('I', 1, 'A') }));
    const notice = await screen.findByRole('dialog', { name: t.votingTitle });
    expect(within(notice).getByText(messages.game.votingNoNewFriend)).toBeInTheDocument();
  });

  it('shows votingNoNewFriend instead of the form while voting is enabled', async () => {
    const { user } = setup({ matrix: userMatrix({ voting_enabled: true }) });
    await gridReady();
    await user.click(screen.getByRole('button', { name: t.cellEmpty('B', 1, 'B') }));
    const notice = await screen.findByRole('dialog', { name: t.votingTitle });
    expect(within(notice).getByText(messages.game.votingNoNewFriend)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: t.goToVoting })).toHaveAttribute(
      'href',
      '/DevMeetup/voting',
    );
    expect(screen.queryByLabelText(t.nameLabel)).not.toBeInTheDocument();
  });
});

describe('live voting flag', () => {
  it('listens to the public game socket and shows voting without a reload when the host turns it on', async () => {
    setup();
    await screen.findByRole('group', { name: t.gridLabel });
    await waitFor(() => expect(FakeWebSocket.to('leaderboard')).toHaveLength(1));
    const socket = FakeWebSocket.latest('leaderboard');
    expect(new URL(socket.url).searchParams.has('token')).toBe(false);
    expect(screen.queryByText(t.votingOpen)).toBeNull();
    act(() => socket.receive({ type: 'voting_toggled', response: { voting_enabled: true } }));
    expect(await screen.findByText(t.votingOpen)).toBeInTheDocument();
    act(() => socket.receive({ type: 'voting_toggled', response: { voting_enabled: false } }));
    await waitFor(() => expect(screen.queryByText(t.votingOpen)).toBeNull());
  });
});
