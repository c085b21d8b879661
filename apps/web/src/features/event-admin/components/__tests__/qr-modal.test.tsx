// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, owner, publicConfig, signIn } from '@/testing/fixtures';
import { qrCalls } from '@/testing/qr';
import { renderApp } from '@/testing/render';

vi.mock('@/lib/qr', async (original) =>
  (await import('@/testing/qr')).mockQr(original, () => document.createElement('canvas')),
);
const { drawn, downloadPrintQr } = qrCalls;

const t = messages.eventAdmin;
const base = '/api/hoogo/manage-event/DevMeetup';

beforeEach(() => signIn());

describe('QR modal', () => {
  it('draws the code of the public link and downloads it at print grade, redrawn on every opening', async () => {
    mockApi({
      [`GET ${base}/get-info/`]: () => envelope(eventInfo()),
      [`GET ${base}/host/list/`]: () => envelope({ hosts: [owner] }),
      'GET /api/hoogo/common/config/': () =>
        envelope(publicConfig({ public_url: 'https://hoogo.example.test' })),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/DevMeetup/');
    await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
    await user.click(screen.getByRole('button', { name: t.generateQr }));
    const dialog = await screen.findByRole('dialog', { name: t.qrTitle });
    // The server's PUBLIC_URL, not the address the dashboard was opened at.
    const link = 'https://hoogo.example.test/DevMeetup';
    const image = await within(dialog).findByRole('img', { name: messages.qrPage.imageLabel(link) });
    await waitFor(() => expect(image.querySelector('canvas')).not.toBeNull());
    expect(drawn).toHaveBeenCalledWith(link, 250, 'canvas');

    await user.click(within(dialog).getByRole('button', { name: t.downloadQr }));
    expect(downloadPrintQr).toHaveBeenLastCalledWith(link, 'DevMeetup_QR', 'png');
    await user.click(within(dialog).getByRole('button', { name: t.downloadQrSvg }));
    expect(downloadPrintQr).toHaveBeenLastCalledWith(link, 'DevMeetup_QR', 'svg');
    expect(within(dialog).getByText(t.qrPrintHint)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: t.printPoster })).toHaveAttribute(
      'href',
      '/DevMeetup/poster',
    );
    expect(within(dialog).getByRole('link', { name: t.fullScreen })).toHaveAttribute('href', '/DevMeetup/qr');

    await user.click(within(dialog).getByRole('button', { name: messages.app.close }));
    drawn.mockClear();
    await user.click(screen.getByRole('button', { name: t.generateQr }));
    await screen.findByRole('dialog', { name: t.qrTitle });
    await waitFor(() => expect(drawn).toHaveBeenCalledWith(link, 250, 'canvas'));
  });
});
