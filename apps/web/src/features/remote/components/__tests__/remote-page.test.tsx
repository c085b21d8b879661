// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const r = messages.remote;

/** The hosts' remote (docs/decisions/0080-the-remote.md). */
async function setup(role: 'Owner' | null = 'Owner') {
  signIn();
  mockApi({ 'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo({ role })) });
  const user = userEvent.setup();
  renderApp('/dashboard/DevMeetup/remote');
  return { user };
}

async function openRemote() {
  const { user } = await setup();
  await waitFor(() => expect(FakeWebSocket.to('remote')).toHaveLength(1));
  const socket = FakeWebSocket.latest('remote');
  act(() => socket.open());
  return { user, socket };
}

describe('the remote', () => {
  it("opens the host's socket with the token and lists the open screens live", async () => {
    const { socket } = await openRemote();
    expect(new URL(socket.url).pathname).toBe('/api/hoogo/manage-event/event-1/remote/');
    expect(new URL(socket.url).searchParams.get('token')).toBeTruthy();
    expect(await screen.findByTestId('no-screens')).toHaveTextContent(r.noScreens);
    act(() => socket.receive({ type: 'screen_seen', screen: { id: 'sabcdef0123', name: 'Main hall' } }));
    act(() => socket.receive({ type: 'screen_seen', screen: { id: 'sfedcba9876', name: '' } }));
    expect(screen.getByRole('radio', { name: 'Main hall' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: messages.venue.unnamedScreen('fedc') })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: r.allScreens })).toBeChecked();
    act(() => socket.receive({ type: 'screen_gone', id: 'sabcdef0123' }));
    expect(screen.queryByRole('radio', { name: 'Main hall' })).toBeNull();
  });

  it('sends commands to all screens or to the one picked, and renames it, by keyboard', async () => {
    const { user, socket } = await openRemote();
    act(() => socket.receive({ type: 'screen_seen', screen: { id: 'sabcdef0123', name: 'Main hall' } }));
    await user.click(screen.getByRole('button', { name: r.nextPage }));
    expect(socket.sent.at(-1)).toEqual({ type: 'command', screen: null, command: { kind: 'page', step: 1 } });
    expect(screen.getByRole('status')).toHaveTextContent(r.sent(`${r.nextPage} (${r.allScreens})`));

    screen.getByRole('radio', { name: 'Main hall' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Main hall' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: r.hideQr }));
    expect(socket.sent.at(-1)).toEqual({
      type: 'command',
      screen: 'sabcdef0123',
      command: { kind: 'qr', shown: false },
    });
    expect(screen.getByRole('button', { name: r.showQr })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: r.pause }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'paging', paused: true } });
    await user.click(screen.getByRole('button', { name: r.mute }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'sound', muted: true } });
    await user.click(screen.getByRole('button', { name: r.testSound }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'test_sound' } });
    await user.click(screen.getByRole('button', { name: r.top }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'top' } });
    await user.selectOptions(screen.getByRole('combobox', { name: r.pinned }), '5');
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'pinned', count: 5 } });

    const name = screen.getByRole('textbox', { name: r.screenName });
    await user.clear(name);
    await user.type(name, 'Foyer{Enter}');
    expect(socket.sent.at(-1)).toEqual({ type: 'rename', screen: 'sabcdef0123', name: 'Foyer' });
  });

  it('is shown to hosts only', async () => {
    await setup(null);
    expect(await screen.findByText(messages.eventAdmin.notHost)).toBeInTheDocument();
    expect(FakeWebSocket.to('remote')).toHaveLength(0);
  });
});
