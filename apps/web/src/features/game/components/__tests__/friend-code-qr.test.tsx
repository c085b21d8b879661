// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendCodeQr, friendCodeFromQr, friendCodeQrText } from '../friend-code-qr';

const qr = vi.hoisted(() => ({
  createEventQr: vi.fn((_data: string, _size?: number) => ({
    append: (container: HTMLElement) => container.replaceChildren(document.createElement('canvas')),
    downloadPng: async () => {},
  })),
}));
vi.mock('@/lib/qr', () => qr);

const t = messages.scan;

beforeEach(() => qr.createEventQr.mockClear());

describe('friend-code QR text', () => {
  it('round-trips a code and refuses any other QR code', () => {
    expect(friendCodeQrText('0417')).toBe('hoogo:code:0417');
    expect(friendCodeFromQr(friendCodeQrText('0417'))).toBe('0417');
    expect(friendCodeFromQr('  HOOGO:CODE:123456\n')).toBe('123456');
    for (const other of ['0417', 'https://hoogo.example/DevMeetup', 'hoogo:code:', 'hoogo:code:12a4', '']) {
      expect(friendCodeFromQr(other)).toBeNull();
    }
  });
});

describe('friend-code QR', () => {
  it('draws the code only when asked, and hides it again', async () => {
    const user = userEvent.setup();
    render(<FriendCodeQr code="417" />);
    const toggle = screen.getByRole('button', { name: t.showQr });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(qr.createEventQr).not.toHaveBeenCalled();

    await user.click(toggle);
    const image = await screen.findByRole('img', { name: t.qrLabel('417') });
    expect(image.querySelector('canvas')).not.toBeNull();
    expect(qr.createEventQr).toHaveBeenCalledWith('hoogo:code:417', expect.any(Number));
    expect(screen.getByText(t.qrHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.hideQr })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: t.hideQr }));
    expect(screen.queryByRole('img', { name: t.qrLabel('417') })).not.toBeInTheDocument();
  });

  it('says so when the code cannot be drawn', async () => {
    qr.createEventQr.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    const user = userEvent.setup();
    render(<FriendCodeQr code="417" />);
    await user.click(screen.getByRole('button', { name: t.showQr }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.qrFailed);
  });
});
