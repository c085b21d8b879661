// @vitest-environment jsdom
import {
  type EventInfo,
  type EventStatus,
  friendCodeMessage,
  messages,
  nameMustStartWith,
  StatusCode,
  type UserMatrix,
} from '@hoogo/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConnectionDraft,
  draftSignature as draftSignatureOf,
  loadDraft,
  saveDraft,
} from '@/lib/connection-drafts';
import { savePlayerSnapshot } from '@/lib/player-snapshot';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import {
  connectionDraft,
  eventInfo,
  eventStatus,
  filledCell,
  matrixWith,
  playerRegistration,
  userInputResult,
  userMatrix,
} from '@/testing/fixtures';
import { freshPhone, playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

const compress = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], 'me.jpg', { type: 'image/jpeg' })),
);
vi.mock('@/lib/photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/photo')>()),
  compressPhoto: compress,
}));
vi.mock('../qr-scanner', () => ({
  ScanFriendCode: ({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) => (
    <>
      <button type="button" onClick={() => onCode('4321')}>
        fake camera sees a QR code
      </button>
      <button type="button" onClick={onClose}>
        close the fake camera
      </button>
    </>
  ),
}));
vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const t = messages.play;
const { info: infoPath, register: registerPath, matrix: matrixPath, input: inputPath } = playerPaths;
type Routes = Parameters<typeof mockApi>[0];

const registration = playerRegistration();

const inputResult = userInputResult();

beforeEach(() => {
  freshPhone({ photos: true });
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
  // A cell's draft mark shows once the drafts are read from IndexedDB.
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: t.formTitle('B') });
  // The form is loaded on first use and restores the cell's draft before it shows.
  await within(dialog).findByLabelText(t.nameLabel);
  return dialog;
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
  const startPath = '/api/hoogo/manage-user/DevMeetup/start-playing/';

  it("a phone's first game: registration and card come in one answer beside the event", async () => {
    const { api } = setup({
      storedUserId: null,
      extra: {
        [`POST ${startPath}`]: () =>
          envelope({
            event_id: 'event-1',
            event_name: 'DevMeetup',
            role: null,
            registration,
            matrix: userMatrix(),
          }),
      },
    });
    await gridReady();
    expect(api.callsTo('POST', startPath)).toHaveLength(1);
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
    // The card came with the answer: not asked for again when the page opens it.
    expect(api.callsTo('GET', matrixPath)).toHaveLength(0);
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
    expect(storage.get('currentEventId')).toBe('event-1');
    expect(storage.get('eventName')).toBe('DevMeetup');
  });

  it('registers the player once, stores the ids, then loads the matrix with user_id', async () => {
    // The one answer failed (or was never asked): the event, then the registration, then the card.
    const { api } = setup({
      storedUserId: null,
      extra: { [`POST ${startPath}`]: () => envelope(null, { status: 503 }) },
    });
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

  it('asks for the grid together with the event when this phone last played it', async () => {
    storage.set('currentEventId', 'event-1');
    storage.set('eventName', 'devmeetup');
    let infoAnswered = false;
    let matrixAskedFirst = false;
    let matrixAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      matrixAsked = resolve;
    });
    const { api } = setup({
      extra: {
        [`GET ${infoPath}`]: async () => {
          // Sequential loading would never ask for the matrix here: the event answers after a while anyway.
          await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 2000))]);
          infoAnswered = true;
          return envelope(eventInfo({ role: null }));
        },
        [`GET ${matrixPath}`]: () => {
          matrixAskedFirst = !infoAnswered;
          matrixAsked();
          return envelope(userMatrix());
        },
      },
    });
    await gridReady();
    expect(matrixAskedFirst).toBe(true);
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
  });

  it('waits for the event when the event last played is another one', async () => {
    storage.set('currentEventId', 'event-0');
    storage.set('eventName', 'OtherMeetup');
    storage.setEventUserId('event-0', 'secret-0');
    const { api } = setup();
    await gridReady();
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.filter((call) => call.includes('event-0'))).toEqual([]);
    expect(order.indexOf(`GET ${matrixPath}`)).toBeGreaterThan(order.indexOf(`GET ${infoPath}`));
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
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    renderApp('/DevMeetup/');
    await gridReady();
    expect(screen.queryByRole('dialog', { name: t.rulesTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.viewRules }));
    expect(await screen.findByRole('dialog', { name: t.rulesTitle })).toBeInTheDocument();
  });

  it.each([
    ['full' as const, [messages.eventPrivacy.venue.full, messages.eventPrivacy.consent]],
    ['initials' as const, [messages.eventPrivacy.venue.initials]],
  ])(
    'says at join what the big screen shows of the player (%s) and links the privacy notice',
    async (mode, said) => {
      const { user } = setup({
        rulesSeen: false,
        info: eventInfo({ role: null, venue_privacy: mode, selfie_retention_days: 7 }),
      });
      const dialog = await screen.findByRole('dialog', { name: t.rulesTitle });
      const privacy = await within(dialog).findByRole('region', { name: messages.eventPrivacy.title });
      for (const sentence of said) expect(within(privacy).getByText(sentence)).toBeInTheDocument();
      expect(within(privacy).getByText(messages.eventPrivacy.retention(7))).toBeInTheDocument();
      if (mode === 'initials') expect(within(privacy).queryByText(messages.eventPrivacy.consent)).toBeNull();
      const link = within(privacy).getByRole('link', { name: messages.eventPrivacy.noticeLink });
      expect(link).toHaveAttribute('href', '/DevMeetup/privacy');
      // The dialog still opens on "Got it", not on the link below the rules.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: t.rulesClose })).toHaveFocus());
      await user.click(within(dialog).getByRole('button', { name: t.rulesClose }));
      // The notice stays within reach on the page, under the grid.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: messages.eventPrivacy.noticeLink })).toHaveAttribute(
        'href',
        '/DevMeetup/privacy',
      );
    },
  );

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
    expect(await screen.findByTestId('confetti')).toBeInTheDocument();
    expect(storage.getEventFlag('bingoCelebrated', 'event-1')).toBe(true);
  });

  it('shows the friend code big in an event with codes, before voting too', async () => {
    setup({ matrix: userMatrix({ voting_enabled: false, code_digits: 3, user_code: '417' }) });
    await gridReady();
    expect(screen.getByRole('region', { name: t.friendCode })).toHaveTextContent('417');
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

  it('shows the description against its maximum and the letters still needed', async () => {
    const { user } = setup();
    await openForm(user);
    const description = screen.getByLabelText(t.descriptionLabel);
    expect(description).toHaveAttribute('maxlength', '280');
    expect(screen.getByText(t.lettersLeft(280, 280))).toBeInTheDocument();
    expect(screen.getByText(t.lettersNeeded(10))).toBeInTheDocument();
    await user.type(description, 'Hello');
    expect(screen.getByText(t.lettersLeft(275, 280))).toBeInTheDocument();
    expect(screen.getByText(t.lettersNeeded(5))).toBeInTheDocument();
    await user.type(description, ' world');
    expect(screen.getByText(t.lettersLeft(269, 280))).toBeInTheDocument();
    expect(screen.queryByText(/needed/)).not.toBeInTheDocument();
  });

  it('takes digits only in the friend code, on a numeric keypad, up to the code length', async () => {
    const { user } = setup({ matrix: userMatrix({ code_digits: 4 }) });
    const dialog = await openForm(user);
    const code = within(dialog).getByLabelText(t.codeLabel);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    await user.type(code, '1a2-3 45');
    expect(code).toHaveValue('1234');
    // A pasted message keeps its digits: no maxlength cuts it before the letters are dropped.
    await user.clear(code);
    await user.click(code);
    await user.paste('Code: 8 1 7 3');
    expect(code).toHaveValue('8173');
  });

  it('fills the friend code from a scanned QR code, and typing stays possible', async () => {
    const { user } = setup({ matrix: userMatrix({ code_digits: 4 }) });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: messages.scan.scanCode }));
    await user.click(within(dialog).getByRole('button', { name: 'fake camera sees a QR code' }));
    const code = within(dialog).getByLabelText(t.codeLabel);
    expect(code).toHaveValue('4321');
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, '9876');
    expect(code).toHaveValue('9876');
  });

  it('gives the focus back to Scan code when the scanner is closed without a code', async () => {
    const { user } = setup({ matrix: userMatrix({ code_digits: 4 }) });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: messages.scan.scanCode }));
    await user.click(within(dialog).getByRole('button', { name: 'close the fake camera' }));
    expect(within(dialog).getByRole('button', { name: messages.scan.scanCode })).toHaveFocus();
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
    expect(compress).toHaveBeenCalledWith(expect.any(File));
    const body = formBody(api);
    expect(Object.fromEntries(body)).toEqual({
      letter: 'B',
      name: 'Bob',
      liner: 'Builds robots for fun',
      'cords[x]': '0',
      'cords[y]': '0',
      code: '123',
      image: expect.any(File),
      // The event asks no consent: the form says so rather than leaving the field out.
      selfie_consent: 'false',
    });
    expect((body.get('image') as File).type).toBe('image/jpeg');
    const call = api.callsTo('POST', inputPath)[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
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
    expect(screen.getByText(t.sending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.cancelUpload })).toBeEnabled();
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

const status = (overrides: Partial<EventStatus> = {}) =>
  eventStatus({ participant_count: 12, total_connections: 30, ...overrides });

describe('the event-status channel', () => {
  it('listens to the small public status channel, never to the leaderboard, and shows voting live', async () => {
    setup();
    await gridReady();
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
    expect(FakeWebSocket.to('leaderboard')).toHaveLength(0);
    const socket = FakeWebSocket.latest('status');
    expect(new URL(socket.url).searchParams.has('token')).toBe(false);
    act(() => socket.open());
    act(() => socket.receive({ type: 'status', response: status() }));
    expect(await screen.findByText(t.eventCounts(12, 30))).toBeInTheDocument();
    expect(screen.queryByText(t.votingOpen)).toBeNull();
    act(() => socket.receive({ type: 'status', response: status({ voting_enabled: true }) }));
    expect(await screen.findByText(t.votingOpen)).toBeInTheDocument();
    act(() => socket.receive({ type: 'status', response: status({ voting_enabled: false }) }));
    await waitFor(() => expect(screen.queryByText(t.votingOpen)).toBeNull());
  });

  it('refetches the matrix when the grid version changes, not on the first status', async () => {
    const { api } = setup();
    await gridReady();
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
    const socket = FakeWebSocket.latest('status');
    act(() => socket.receive({ type: 'status', response: status({ grid_version: 'v1' }) }));
    act(() =>
      socket.receive({ type: 'status', response: status({ grid_version: 'v1', total_connections: 31 }) }),
    );
    await screen.findByText(t.eventCounts(12, 31));
    expect(api.callsTo('GET', matrixPath)).toHaveLength(1);
    act(() => socket.receive({ type: 'status', response: status({ grid_version: 'v2' }) }));
    await waitFor(() => expect(api.callsTo('GET', matrixPath)).toHaveLength(2));
  });

  it("counts down to the end of connections, then locks the empty cells with the server's sentence", async () => {
    const { user } = setup();
    await gridReady();
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
    const socket = FakeWebSocket.latest('status');
    const none = { connections_close_at: null, voting_opens_at: null, voting_closes_at: null };
    act(() => socket.receive({ type: 'status', response: status({ schedule: none }) }));
    await screen.findByText(t.eventCounts(12, 30));
    expect(screen.queryByRole('timer')).toBeNull();

    // Two seconds left by the phone's clock: the countdown shows them, then the close comes by itself.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const closeAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000).toISOString();
    act(() =>
      socket.receive({
        type: 'status',
        response: status({ schedule: { ...none, connections_close_at: closeAt } }),
      }),
    );
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Connections close in 0:0[1-3]$/);
    expect(screen.getByRole('button', { name: cellB })).toBeEnabled();
    act(() => vi.advanceTimersByTime(3000));
    vi.useRealTimers();
    expect(await screen.findByText(messages.schedule.connectionsClosed)).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
    const closedB = screen.getByRole('button', { name: t.cellClosed('B', 1, 'B') });
    expect(closedB).toBeDisabled();
    await user.click(closedB);
    expect(screen.queryByLabelText(t.nameLabel)).not.toBeInTheDocument();

    // A host opens connections again: the cells take connections once more.
    act(() => socket.receive({ type: 'status', response: status({ schedule: none }) }));
    await waitFor(() => expect(screen.getByRole('button', { name: cellB })).toBeEnabled());
    expect(screen.queryByText(messages.schedule.connectionsClosed)).toBeNull();
  });

  it('turns an open form read-only with the voting text when voting starts, keeping what was typed', async () => {
    const { user, api } = setup();
    const dialog = await openForm(user);
    await fillForm(user);
    const socket = FakeWebSocket.latest('status');
    act(() => socket.receive({ type: 'status', response: status({ voting_enabled: true }) }));
    expect(await within(dialog).findByText(messages.game.votingNoNewFriend)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.submit })).toBeDisabled();
    expect(within(dialog).getByLabelText(t.nameLabel)).toHaveValue('Bob');
    await waitFor(async () =>
      expect(await loadDraft({ eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 })).toMatchObject({
        name: 'Bob',
        liner: 'Builds robots for fun',
      }),
    );
    expect(api.callsTo('POST', inputPath)).toHaveLength(0);
  });
});

const at = { eventId: 'event-1', userId: 'secret-1', x: 0, y: 0 };
const cellB = t.cellEmpty('B', 1, 'B');

function offline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
}

/** An answer that comes only when the call is aborted, as fetch ends then. */
const stalled = (call: { signal?: AbortSignal | null }) =>
  new Promise<Response>((_resolve, reject) =>
    call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

async function queuedDraft(overrides: Partial<ConnectionDraft> = {}): Promise<ConnectionDraft> {
  const draft = connectionDraft({ ...at, updatedAt: 1, ...overrides });
  draft.submission = { key: 'key-0123456789abcdef', signature: draftSignatureOf(draft), queued: true };
  await saveDraft(draft);
  return draft;
}

describe('the connection is never lost', () => {
  it('keeps the draft through Cancel and a reload, with its photo, and restores it on reopening', async () => {
    const { user, unmount } = setup();
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The cell says a draft waits in it.
    expect(await screen.findByRole('button', { name: t.cellDraft('B', 1, 'B') })).toBeInTheDocument();
    unmount();

    renderApp('/DevMeetup/');
    await gridReady();
    const dialog = await openForm(user, t.cellDraft('B', 1, 'B'));
    expect(within(dialog).getByLabelText(t.nameLabel)).toHaveValue('Bob');
    expect(within(dialog).getByLabelText(t.descriptionLabel)).toHaveValue('Builds robots for fun');
    expect(await within(dialog).findByRole('img', { name: t.photoPreview })).toBeInTheDocument();
    expect(within(dialog).getByText(t.draftRestored)).toBeInTheDocument();
  });

  it('keeps no draft for a form emptied back to the letter', async () => {
    const { user } = setup();
    const dialog = await openForm(user);
    const description = within(dialog).getByLabelText(t.descriptionLabel);
    await user.type(description, 'Hi');
    await waitFor(async () => expect(await loadDraft(at)).toMatchObject({ liner: 'Hi' }));
    await user.clear(description);
    await waitFor(async () => expect(await loadDraft(at)).toBeUndefined());
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(await screen.findByRole('button', { name: cellB })).toBeInTheDocument();
  });

  it('deletes the draft once the server accepts the connection', async () => {
    const { user } = setup();
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await loadDraft(at)).toBeUndefined());
  });

  it('keeps a refused connection with the refusal, shown under its field when reopened', async () => {
    const { user } = setup({
      extra: {
        [`POST ${inputPath}`]: () =>
          envelope(null, { status: 400, message: { name: ['This name is taken'] } }),
      },
    });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.cancel }));
    const dialog = await openForm(user, t.cellRefused('B', 1, 'B'));
    expect(within(dialog).getByText('This name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.nameLabel)).toHaveValue('Bob');
  });

  it('cancels a stalled upload, says so, keeps the draft, and a retry sends the same key', async () => {
    let answer = stalled;
    const { user, api } = setup({ extra: { [`POST ${inputPath}`]: (call) => answer(call) } });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    await user.click(await screen.findByRole('button', { name: t.cancelUpload }));
    expect(await screen.findByText(t.uploadCancelled)).toBeInTheDocument();
    expect(screen.getByLabelText(t.nameLabel)).toHaveValue('Bob');
    expect((await loadDraft(at))?.submission?.queued).toBe(false);

    answer = () => Promise.resolve(envelope(inputResult));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = api.callsTo('POST', inputPath);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('queues a connection submitted offline, shows it waiting, and sends it once when back online', async () => {
    let filled = false;
    const { user, api } = setup({
      extra: {
        [`GET ${matrixPath}`]: () => envelope(filled ? matrixWith([filledCell(0, 0, 'Bob')]) : userMatrix()),
        [`POST ${inputPath}`]: () => {
          filled = true;
          return envelope(inputResult);
        },
      },
    });
    await openForm(user);
    await fillForm(user);
    offline(true);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.queuedOffline)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t.cellWaiting('B', 1, 'Bob') })).toBeInTheDocument();
    expect(screen.getByText(t.outboxWaiting(1))).toBeInTheDocument();
    expect(api.callsTo('POST', inputPath)).toHaveLength(0);

    offline(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: t.cellFilled('B', 1, 'Bob') })).toBeInTheDocument();
    expect(api.callsTo('POST', inputPath)).toHaveLength(1);
    await waitFor(async () => expect(await loadDraft(at)).toBeUndefined());
  });

  it('sends a connection queued on an earlier visit on load, and reopens it when refused', async () => {
    await queuedDraft();
    const { api } = setup({
      extra: {
        [`POST ${inputPath}`]: () =>
          envelope(null, { status: 400, message: { name: ['This name is taken'] } }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: t.formTitle('B') });
    expect(await within(dialog).findByText('This name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.nameLabel)).toHaveValue('Bob');
    const [call] = api.callsTo('POST', inputPath);
    expect(call?.headers.get('Idempotency-Key')).toBe('key-0123456789abcdef');
    expect(api.callsTo('POST', inputPath)).toHaveLength(1);
  });

  it('says why a queued connection was refused once connections closed, with no form to fix it in', async () => {
    await queuedDraft();
    const { api } = setup({
      extra: {
        [`POST ${inputPath}`]: () =>
          envelope(null, {
            status: 409,
            statusCode: StatusCode.ConnectionsClosed,
            message: { general: [messages.schedule.connectionsClosed] },
          }),
      },
    });
    expect(await screen.findByText(t.notSent('B', messages.schedule.connectionsClosed))).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', inputPath)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The draft stays on the phone, with the refusal.
    expect((await loadDraft(at))?.refusal).toEqual({ general: [messages.schedule.connectionsClosed] });
  });

  it('queues a connection whose send got no answer, and resends it with the same key', async () => {
    let fail = true;
    const { user, api } = setup({
      extra: {
        [`POST ${inputPath}`]: () => {
          if (fail) throw new TypeError('Failed to fetch');
          return envelope(inputResult);
        },
      },
    });
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.queuedOffline)).toBeInTheDocument();
    fail = false;
    await user.click(await screen.findByRole('button', { name: t.sendNow }));
    await waitFor(() => expect(api.callsTo('POST', inputPath).length).toBeGreaterThanOrEqual(2));
    const keys = new Set(api.callsTo('POST', inputPath).map((c) => c.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    await waitFor(async () => expect(await loadDraft(at)).toBeUndefined());
  });
});

describe('the player page on a bad network', () => {
  it('offers Retry with the network text (never "no grid") and shows the grid once it loads', async () => {
    let down = true;
    const { user } = setup({
      extra: {
        [`GET ${matrixPath}`]: () => {
          if (down) throw new TypeError('Failed to fetch');
          return envelope(userMatrix());
        },
      },
    });
    expect(await screen.findByText(messages.network.noResponse)).toBeInTheDocument();
    expect(screen.queryByText(messages.game.noGrid)).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: messages.network.retry }));
    await gridReady();
  });

  it('starts offline from the last known grid, with the connections waiting to send', async () => {
    savePlayerSnapshot('DevMeetup', {
      event: { id: 'event-1', name: 'DevMeetup', voting_enabled: false, code_digits: null },
      userId: 'secret-1',
      matrix: matrixWith([filledCell(1, 1, 'Vera')]),
    });
    await queuedDraft();
    offline(true);
    const fail = () => {
      throw new TypeError('Failed to fetch');
    };
    setup({ extra: { [`GET ${infoPath}`]: fail, [`GET ${matrixPath}`]: fail } });
    await gridReady();
    expect(screen.getByRole('button', { name: t.cellFilled('I', 2, 'Vera') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t.cellWaiting('B', 1, 'Bob') })).toBeInTheDocument();
    expect(await screen.findByText(t.offlineGrid)).toBeInTheDocument();
  });
});

describe('Wi-Fi up, internet down', () => {
  it('says when neither the socket nor the calls get through while the browser says online, and when it is back', async () => {
    const { api } = setup();
    await gridReady();
    expect(navigator.onLine).toBe(true);
    // The status channel finds no server: the page says so in its polite status region.
    act(() => FakeWebSocket.latest('status').serverClose(1006));
    const region = await screen.findByText(t.unreachableGrid);
    expect(region.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(t.offlineGrid)).not.toBeInTheDocument();
    const loads = api.callsTo('GET', matrixPath).length;

    // The reconnect gets through: said so, and the grid is asked again at once.
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(2));
    const again = FakeWebSocket.latest('status');
    act(() => again.open());
    act(() => again.receive({ type: 'status', response: status() }));
    expect(await screen.findByText(t.backOnline)).toBeInTheDocument();
    expect(screen.queryByText(t.unreachableGrid)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', matrixPath).length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByText(t.backOnline)).not.toBeInTheDocument());
  });
});

describe('a returning player', () => {
  it('sees the last known grid at once, told it is updating only once that takes long', async () => {
    savePlayerSnapshot('DevMeetup', {
      event: { id: 'event-1', name: 'DevMeetup', voting_enabled: false, code_digits: null },
      userId: 'secret-1',
      matrix: matrixWith([filledCell(1, 1, 'Vera')]),
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    setup({
      extra: {
        [`GET ${matrixPath}`]: async () => {
          await answered;
          return envelope(matrixWith([filledCell(1, 1, 'Vera'), filledCell(0, 1, 'Bob')]));
        },
      },
    });
    await gridReady();
    expect(screen.getByRole('button', { name: t.cellFilled('I', 2, 'Vera') })).toBeInTheDocument();
    expect(screen.queryByText(t.updatingGrid)).not.toBeInTheDocument();
    expect(await screen.findByText(t.updatingGrid)).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: t.cellFilled('I', 1, 'Bob') })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t.updatingGrid)).not.toBeInTheDocument());
    expect(screen.queryByText(t.offlineGrid)).not.toBeInTheDocument();
  });
});

describe('a filled cell', () => {
  it('shows the thumbnail in the grid and opens the connection with the full photo', async () => {
    const { user } = setup({ matrix: matrixWith([filledCell(0, 1, 'Anna Smith')]) });
    await gridReady();
    const cell = screen.getByRole('button', { name: t.cellFilled('I', 1, 'Anna Smith') });
    expect(cell.querySelector('img')).toHaveAttribute('src', '/media/photos/0-1.thumb.webp');
    await user.click(cell);
    const dialog = await screen.findByRole('dialog', { name: t.connectionTitle('Anna Smith') });
    expect(within(dialog).getByRole('img', { name: t.photoOf('Anna Smith') })).toHaveAttribute(
      'src',
      '/media/photos/0-1.jpg',
    );
    expect(within(dialog).getByText('Builds robots for fun')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Connected at /)).toBeInTheDocument();
  });
});

describe('moderation on the player page', () => {
  const moderation = (version: number, players: string[] = []) =>
    status({ moderation: { version, players } });
  const hiddenBob = { x: 0, y: 0, connected_name: 'Bob Builder', hidden_at: '2025-03-14T19:30:00.000Z' };

  it('refetches the card when its own player is listed or a version was missed, not for others', async () => {
    const { api } = setup();
    await gridReady();
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
    const socket = FakeWebSocket.latest('status');
    act(() => socket.open());
    // The first status only records the version the card was loaded with.
    act(() => socket.receive({ type: 'status', response: moderation(4, ['reg-1']) }));
    // The next version concerns someone else's card.
    act(() => socket.receive({ type: 'status', response: moderation(5, ['reg-2']) }));
    act(() => socket.receive({ type: 'status', response: moderation(5, ['reg-2']) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', matrixPath)).toHaveLength(1);
    // This player's card changed.
    act(() => socket.receive({ type: 'status', response: moderation(6, ['reg-2', 'reg-1']) }));
    await waitFor(() => expect(api.callsTo('GET', matrixPath)).toHaveLength(2));
    // Two versions at once: one of them may have been this player's.
    act(() => socket.receive({ type: 'status', response: moderation(8, ['reg-3']) }));
    await waitFor(() => expect(api.callsTo('GET', matrixPath)).toHaveLength(3));
    // An empty list means every card changed (too many to list).
    act(() => socket.receive({ type: 'status', response: moderation(9, []) }));
    await waitFor(() => expect(api.callsTo('GET', matrixPath)).toHaveLength(4));
  });

  it('empties the cell live with a notice the player can dismiss, and the cell can be filled again', async () => {
    let hidden = false;
    const { user, api } = setup({
      extra: {
        [`GET ${matrixPath}`]: () =>
          envelope(
            hidden
              ? userMatrix({ hidden_connections: [hiddenBob] })
              : matrixWith([filledCell(0, 0, 'Bob Builder')]),
          ),
      },
    });
    await gridReady();
    expect(screen.getByRole('button', { name: t.cellFilled('B', 1, 'Bob Builder') })).toBeInTheDocument();
    const socket = FakeWebSocket.latest('status');
    act(() => socket.receive({ type: 'status', response: moderation(1) }));
    hidden = true;
    act(() => socket.receive({ type: 'status', response: moderation(2, ['reg-1']) }));

    const notice = await screen.findByText(t.connectionHidden('Bob Builder'));
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: t.cellFilled('B', 1, 'Bob Builder') })).toBeNull();
    expect(screen.getByText(t.connections(0))).toBeInTheDocument();
    // The offline start shows the card as the server sent it last, the hidden cell empty.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('playerSnapshot-devmeetup') ?? '{}').matrix).toMatchObject({
        hidden_connections: [hiddenBob],
        total_connections: 0,
      }),
    );

    await user.click(screen.getByRole('button', { name: t.dismissNotice('Bob Builder') }));
    expect(screen.queryByText(t.connectionHidden('Bob Builder'))).toBeNull();

    const dialog = await openForm(user, cellB);
    await fillForm(user, { name: 'Bella' });
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(api.callsTo('POST', inputPath)).toHaveLength(1));
  });

  it('shows a removed player why they cannot play, with a way home, instead of the grid', async () => {
    setup({ matrix: userMatrix({ removed: true }) });
    expect(await screen.findByRole('heading', { name: t.removedTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(t.removedText);
    expect(screen.getByRole('link', { name: messages.notFound.action })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t.gridLabel })).toBeNull();
  });

  it('turns into the removed page live, and back to the grid when the hosts restore the player', async () => {
    let removed = false;
    setup({ extra: { [`GET ${matrixPath}`]: () => envelope(userMatrix({ removed })) } });
    await gridReady();
    const socket = FakeWebSocket.latest('status');
    act(() => socket.receive({ type: 'status', response: moderation(3) }));
    removed = true;
    act(() => socket.receive({ type: 'status', response: moderation(4, ['reg-1']) }));
    expect(await screen.findByRole('heading', { name: t.removedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t.gridLabel })).toBeNull();
    removed = false;
    act(() => socket.receive({ type: 'status', response: moderation(5, ['reg-1']) }));
    expect(await gridReady()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.removedTitle })).toBeNull();
  });

  it('sends nothing queued once the player is removed, and keeps the draft on the phone', async () => {
    await queuedDraft({ name: 'Bob' });
    const { api } = setup({ matrix: userMatrix({ removed: true }) });
    await screen.findByRole('heading', { name: t.removedTitle });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('POST', inputPath)).toHaveLength(0);
    expect(await loadDraft(at)).toMatchObject({ name: 'Bob' });
  });

  it('turns the page into the removed one when the form is refused because the player was removed', async () => {
    let removed = false;
    const { user } = setup({
      extra: {
        [`GET ${matrixPath}`]: () => envelope(userMatrix({ removed })),
        [`POST ${inputPath}`]: () => {
          removed = true;
          return envelope(null, { status: 403, message: { general: ['Removed from this game'] } });
        },
      },
    });
    const dialog = await openForm(user);
    await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { name: t.removedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the refusal of a removed player as final: the card is fetched again, the draft not resent', async () => {
    await queuedDraft({ name: 'Bob' });
    let removed = false;
    const { api } = setup({
      extra: {
        [`GET ${matrixPath}`]: () => envelope(userMatrix({ removed })),
        [`POST ${inputPath}`]: () => {
          removed = true;
          return envelope(null, {
            status: 403,
            message: { general: ['The organisers removed you from this game'] },
          });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: t.removedTitle })).toBeInTheDocument();
    expect(api.callsTo('POST', inputPath)).toHaveLength(1);
    expect((await loadDraft(at))?.submission).toBeNull();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('POST', inputPath)).toHaveLength(1);
  });
});
