import { messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const downloadPng = vi.fn(async () => {});
const data = vi.fn();
vi.mock('@/lib/qr', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/qr')>()),
  createEventQr: (text: string, size: number) => {
    data(text, size);
    return {
      append: (container: HTMLElement) => container.appendChild(document.createElement('canvas')),
      downloadPng,
    };
  },
}));

const t = messages.qrPage;

describe('QR page', () => {
  it('draws a 400 px code of the public link and downloads it as {eventName}_QR', async () => {
    const user = userEvent.setup();
    renderApp('/DevMeetup/qr');
    expect(await screen.findByRole('heading', { name: t.title('DevMeetup') })).toBeInTheDocument();
    await waitFor(() => expect(data).toHaveBeenCalledWith(`${window.location.origin}/DevMeetup`, 400));
    await user.click(await screen.findByRole('button', { name: t.download }));
    expect(downloadPng).toHaveBeenCalledWith('DevMeetup_QR');
    expect(screen.queryByRole('link', { name: t.back })).not.toBeInTheDocument();
  });

  it('leads a signed-in host back to the management screen', async () => {
    signIn();
    renderApp('/DevMeetup/qr');
    expect(await screen.findByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      '/dashboard/DevMeetup/',
    );
  });
});
