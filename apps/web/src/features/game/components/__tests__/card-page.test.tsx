// @vitest-environment jsdom
import { messages, type UserMatrix } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, filledCell, matrixWith, signIn, userMatrix } from '@/testing/fixtures';
import { playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

const canvas = vi.hoisted(() => ({
  loadImage: vi.fn(async (src: string) => ({ src, naturalWidth: 1080, naturalHeight: 1920 })),
  composeCard: vi.fn(),
  downloadCanvasPng: vi.fn(),
}));
vi.mock('@/lib/card-canvas', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/card-canvas')>()),
  ...canvas,
}));

const t = messages.card;
const { info: infoPath, matrix: matrixPath } = playerPaths;

const fiveConnections = () =>
  matrixWith([
    filledCell(0, 0, 'Bartholomew Jones', 'Loves sourdough bread and long walks along the river at night'),
    filledCell(0, 1, 'Al'),
    filledCell(0, 2, 'Nina'),
    filledCell(0, 3, 'Jo'),
    filledCell(0, 4, 'Oscar'),
  ]);

beforeEach(() => {
  signIn();
  storage.setEventUserId('event-1', 'secret-1');
  for (const fn of Object.values(canvas)) fn.mockClear();
});

function setup({ matrix = fiveConnections(), path = '/DevMeetup/hoogocard/' } = {}) {
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(eventInfo({ role: null })),
    [`GET ${matrixPath}`]: () => envelope(matrix),
  });
  const user = userEvent.setup();
  const utils = renderApp(path);
  return { api, user, ...utils };
}

async function cardReady() {
  return screen.findByRole('button', { name: t.cellLabel('Nina') });
}

describe('card page', () => {
  it('shows placeholder cells while loading', async () => {
    const pending: Array<(r: Response) => void> = [];
    mockApi({
      [`GET ${infoPath}`]: () => envelope(eventInfo({ role: null })),
      [`GET ${matrixPath}`]: () => new Promise<Response>((resolve) => pending.push(resolve)),
    });
    renderApp('/DevMeetup/hoogocard/');
    await waitFor(() => expect(screen.getAllByText(t.namePlaceholder)).toHaveLength(25));
    expect(screen.getAllByText(t.descriptionPlaceholder)).toHaveLength(25);
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    for (const resolve of pending) resolve(envelope(fiveConnections()));
    await cardReady();
    expect(screen.queryByText(t.namePlaceholder)).not.toBeInTheDocument();
  });

  it('loads the own card with the stored user_id, shows the hint and cuts first names to 5 + ...', async () => {
    const { api } = setup();
    await cardReady();
    const call = api.callsTo('GET', matrixPath)[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');
    expect(screen.getByText(messages.game.cardHint)).toBeInTheDocument();
    const bart = screen.getByRole('button', { name: t.cellLabel('Bartholomew Jones') });
    expect(bart).toHaveTextContent('Barth...');
    const liner = 'Loves sourdough bread and long walks along the river at night';
    expect(bart).toHaveAttribute('title', `${liner.slice(0, 40)}...`);
    expect(screen.getByRole('button', { name: t.cellLabel('Oscar') })).toHaveTextContent(/^Oscar$/);
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/DevMeetup/');
  });

  it('opens the Bingo Card dialog about a connection, with the full description', async () => {
    const { user } = setup();
    await cardReady();
    await user.click(screen.getByRole('button', { name: t.cellLabel('Bartholomew Jones') }));
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
    expect(within(dialog).getByRole('heading', { name: 'About Bartholomew Jones' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Loves sourdough bread and long walks along the river at night'),
    ).toBeInTheDocument();
    // The grid cell shows the thumbnail, the dialog the full selfie.
    expect(
      screen.getByRole('button', { name: t.cellLabel('Bartholomew Jones') }).querySelector('img'),
    ).toHaveAttribute('src', '/media/photos/0-0.thumb.webp');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/photos/0-0.jpg');
    await user.click(within(dialog).getByRole('button', { name: t.back }));
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the full selfie in the grid when a connection has no thumbnail', async () => {
    setup({ matrix: matrixWith([{ ...filledCell(0, 2, 'Nina'), thumbnail: null }]) });
    const nina = await cardReady();
    expect(nina.querySelector('img')).toHaveAttribute('src', '/media/photos/0-2.jpg');
  });

  it('downloads the story and post cards under the event name', async () => {
    const { user } = setup();
    await cardReady();
    await user.click(screen.getByRole('button', { name: t.instagramStory }));
    await waitFor(() => expect(canvas.downloadCanvasPng).toHaveBeenCalledTimes(1));
    expect(canvas.downloadCanvasPng.mock.calls[0]?.[1]).toBe('DevMeetup_BingoStoryCard.png');
    expect(canvas.loadImage).toHaveBeenCalledWith('/media/defaults/story.png', { bustCache: true });
    const [, , tiles, kind, options] = canvas.composeCard.mock.calls[0] ?? [];
    expect(kind).toBe('story');
    expect(options).toEqual({
      size: { width: 1080, height: 1920 },
      pixelRatio: window.devicePixelRatio || 1,
    });
    expect(tiles[0][0]).toMatchObject({ letter: 'B', name: 'Bartholomew' });
    expect(tiles[4][4]).toEqual({ letter: 'A' });

    await user.click(screen.getByRole('button', { name: t.instagramPost }));
    await waitFor(() => expect(canvas.downloadCanvasPng).toHaveBeenCalledTimes(2));
    expect(canvas.downloadCanvasPng.mock.calls[1]?.[1]).toBe('DevMeetup_BingoPostCard.png');
    expect(canvas.loadImage).toHaveBeenCalledWith('/media/defaults/post.png', { bustCache: true });
  });

  it('only logs a failed capture', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    canvas.loadImage.mockRejectedValueOnce(new Error('template gone'));
    const { user } = setup();
    await cardReady();
    await user.click(screen.getByRole('button', { name: t.instagramStory }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(canvas.downloadCanvasPng).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.instagramStory })).toBeEnabled();
  });

  it('keeps the downloads locked under 5 connections, and LinkedIn sharing off', async () => {
    setup({ matrix: matrixWith([filledCell(0, 2, 'Nina')]) });
    await cardReady();
    expect(screen.getByText(messages.game.cardLocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.instagramStory })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.instagramPost })).toBeDisabled();
    const linkedin = screen.getByRole('button', { name: t.shareLinkedin });
    expect(linkedin).toBeDisabled();
    expect(linkedin).toHaveAttribute('title', t.linkedinNotSetUp);
  });

  it('shows another player’s card read-only via eventRegisterId', async () => {
    const readOnly: UserMatrix = { ...fiveConnections(), editable: false, user_code: null, user_name: 'Zoe' };
    const { api } = setup({ matrix: readOnly, path: '/DevMeetup/hoogocard?eventRegisterId=reg-9' });
    await cardReady();
    const call = api.callsTo('GET', matrixPath)[0];
    const query = new URL(call?.url ?? '', 'http://x').searchParams;
    expect(query.get('event_register_id')).toBe('reg-9');
    expect(query.get('user_id')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t.playerTitle('Zoe') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.instagramStory })).not.toBeInTheDocument();
  });

  it('shows the letter in a cell without a connection', async () => {
    setup({ matrix: userMatrix() });
    expect(await screen.findAllByLabelText(t.emptyCell('B'))).not.toHaveLength(0);
  });
});
