// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { publicConfig, signIn } from '@/testing/fixtures';
import { qrCalls } from '@/testing/qr';
import { renderApp } from '@/testing/render';
import { longestWord } from '../title-fit';

vi.mock('@/lib/qr', async (original) =>
  (await import('@/testing/qr')).mockQr(original, () =>
    document.createElementNS('http://www.w3.org/2000/svg', 'svg'),
  ),
);
const { drawn, downloadPrintQr } = qrCalls;

const t = messages.qrPage;
const nameRoute = (name: string) => `GET /api/hoogo/manage-event/${name}/get-event-name/`;
/** The server's public origin (PUBLIC_URL), which every code encodes whatever address the page has. */
const origin = 'https://hoogo.example.test';
const config = { 'GET /api/hoogo/common/config/': () => envelope(publicConfig({ public_url: origin })) };

describe('QR page', () => {
  it('draws the public link as an SVG that fills its frame, shows the short link, downloads 2048 px', async () => {
    mockApi({ [nameRoute('DevMeetup')]: () => envelope({ event_name: 'DevMeetup' }), ...config });
    const user = userEvent.setup();
    renderApp('/DevMeetup/qr');
    expect(await screen.findByRole('heading', { name: t.title('DevMeetup') })).toBeInTheDocument();
    const link = `${origin}/DevMeetup`;
    await waitFor(() => expect(drawn).toHaveBeenCalledWith(link, 400, 'svg'));
    expect(screen.getByText('hoogo.example.test/DevMeetup')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: t.download }));
    expect(downloadPrintQr).toHaveBeenCalledWith(link, 'DevMeetup_QR', 'png');
    expect(screen.queryByRole('link', { name: t.back })).not.toBeInTheDocument();
  });

  it('leads a signed-in host back to the management screen', async () => {
    signIn();
    mockApi({ [nameRoute('DevMeetup')]: () => envelope({ event_name: 'DevMeetup' }), ...config });
    renderApp('/DevMeetup/qr');
    expect(await screen.findByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      '/dashboard/DevMeetup/',
    );
  });

  it('shows the not-found page for an event that does not exist, drawing no code', async () => {
    mockApi({
      [nameRoute('NoSuchEvent')]: () =>
        envelope(null, { status: 404, message: { general: ['Invalid Event Name'] } }),
    });
    drawn.mockClear();
    renderApp('/NoSuchEvent/qr');
    expect(await screen.findByRole('heading', { name: messages.notFound.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.title('NoSuchEvent') })).not.toBeInTheDocument();
    expect(drawn).not.toHaveBeenCalled();
  });

  it('encodes the current name when reached by an old one, and moves the address there', async () => {
    // The server answers the event by its old name and by its current one: the page at the new address
    // may ask again.
    mockApi({
      [nameRoute('OldName')]: () => envelope({ event_name: 'NewName' }),
      [nameRoute('NewName')]: () => envelope({ event_name: 'NewName' }),
      ...config,
    });
    const { router } = renderApp('/OldName/qr');
    await waitFor(() => expect(router.state.location.pathname).toBe('/NewName/qr'));
    // The move renders the page again: the heading is looked up in the document at each try, never held
    // (CI saw a heading found before the move detached by the time it was checked).
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: t.title('NewName') })).toBeInTheDocument(),
    );
    await waitFor(() => expect(drawn).toHaveBeenCalledWith(`${origin}/NewName`, 400, 'svg'));
  });

  it('sizes the title by its longest word, so it shrinks instead of breaking inside a word', () => {
    expect(longestWord('Join NetworkingNightBerlin2026')).toBe(25);
    expect(longestWord('Join Dev Meetup')).toBe(6);
  });
});

describe('A4 poster', () => {
  it('shows the event name, the code of the public link, the short link and how to play in three lines', async () => {
    mockApi({ [nameRoute('DevMeetup')]: () => envelope({ event_name: 'DevMeetup' }), ...config });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/DevMeetup/poster');
    const p = messages.poster;
    expect(await screen.findByRole('heading', { name: p.title('DevMeetup') })).toBeInTheDocument();
    const link = `${origin}/DevMeetup`;
    await waitFor(() => expect(drawn).toHaveBeenCalledWith(link, 1024, 'svg'));
    expect(await screen.findByRole('img', { name: t.imageLabel(link) })).toBeInTheDocument();
    expect(screen.getByText('hoogo.example.test/DevMeetup')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      p.steps.map((step, index) => `${index + 1}${step}`),
    );
    await user.click(screen.getByRole('button', { name: p.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the not-found page for an event that does not exist', async () => {
    mockApi({ [nameRoute('Nope')]: () => envelope(null, { status: 404 }) });
    renderApp('/Nope/poster');
    expect(await screen.findByRole('heading', { name: messages.notFound.title })).toBeInTheDocument();
  });
});
