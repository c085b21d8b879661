// @vitest-environment jsdom
import { messages, type OtpSent } from '@hoogo/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';
import { MAIL_STATUS_POLL_MS } from '../../api/otp-mail-status';

const t = messages.login;
const email = 'anna@example.com';
const mailId = '6f1c3c1e-8a55-4c43-9d1e-3f1f0e7f2a11';
const statusPath = `GET /api/auth/otp-mail/${mailId}/`;

const answer = (sent: OtpSent, sentence: string) => envelope(sent, { message: { general: [sentence] } });

async function askForCode() {
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByLabelText(t.emailLabel), email);
  await user.click(screen.getByRole('button', { name: t.generateOtp }));
  await screen.findByLabelText(t.otpLabel);
  return user;
}

describe('login screen: the mail with the code', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says a delayed mail is on its way, asks about it, and says when it was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: 'delayed' | 'sent' = 'delayed';
    const api = mockApi({
      'POST /api/auth/generate-otp/': () =>
        answer({ mail: 'delayed', mail_id: mailId, resend_in: 30 }, messages.otpMail.delayed(email)),
      [statusPath]: () => envelope({ mail: state }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login');
    await user.type(await screen.findByLabelText(t.emailLabel), email);
    await user.click(screen.getByRole('button', { name: t.generateOtp }));
    const notice = await screen.findByText(messages.otpMail.delayed(email));
    expect(notice).toHaveAttribute('role', 'status');
    // The sentence is the notice, not also a toast.
    expect(screen.getAllByText(messages.otpMail.delayed(email))).toHaveLength(1);
    const asked = () => api.callsTo('GET', `/api/auth/otp-mail/${mailId}/`).length;
    await waitFor(() => expect(asked()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(MAIL_STATUS_POLL_MS));
    await waitFor(() => expect(asked()).toBe(2));

    state = 'sent';
    await act(() => vi.advanceTimersByTimeAsync(MAIL_STATUS_POLL_MS));
    expect(await screen.findByText(messages.otpMail.sentLater)).toBeInTheDocument();
    // Sent: no more asking.
    const calls = asked();
    await act(() => vi.advanceTimersByTimeAsync(3 * MAIL_STATUS_POLL_MS));
    expect(asked()).toBe(calls);
    vi.useRealTimers();
  });

  it('says when the delayed mail finally failed, and Resend is offered at once', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () =>
        answer({ mail: 'delayed', mail_id: mailId, resend_in: 30 }, messages.otpMail.delayed(email)),
      [statusPath]: () => envelope({ mail: 'failed' }),
    });
    await askForCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.otpMail.failedLater);
    expect(screen.getByRole('button', { name: t.resendOtp })).toBeEnabled();
    // The summary above no longer says the code was sent.
    expect(screen.getByText(t.otpNotSentTo)).toBeInTheDocument();
    expect(screen.queryByText(t.otpSentTo)).not.toBeInTheDocument();
  });

  it('says a failed mail at once, and Resend sends again and clears the notice', async () => {
    let asked = 0;
    const api = mockApi({
      'POST /api/auth/generate-otp/': () =>
        asked++
          ? answer({ mail: 'sent', mail_id: mailId, resend_in: 30 }, messages.authApi.codeSent(email))
          : answer({ mail: 'failed', mail_id: mailId, resend_in: 0 }, messages.otpMail.failed(email)),
    });
    const user = await askForCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.otpMail.failed(email));
    expect(screen.getByText(t.otpNotSentTo)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.resendOtp }));
    expect(await screen.findByRole('button', { name: 'Resend in 30 seconds' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/auth/generate-otp/')).toHaveLength(2);
    expect(screen.queryByText(messages.otpMail.failed(email))).not.toBeInTheDocument();
    expect(await screen.findByText(messages.authApi.codeSent(email))).toBeInTheDocument();
    expect(screen.getByText(t.otpSentTo)).toBeInTheDocument();
  });

  // A long wait before the next mail is given in minutes.
  it.each([
    [95, 'Resend in 95 seconds'],
    [240, 'Resend in 4 minutes'],
  ])('says the code already sent still works, counting down %i s to the next mail', async (wait, resend) => {
    mockApi({
      'POST /api/auth/generate-otp/': () =>
        answer({ mail: 'held', mail_id: null, resend_in: wait }, messages.otpMail.held(email, wait)),
    });
    await askForCode();
    expect(await screen.findByText(messages.otpMail.held(email, wait))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: resend })).toBeDisabled();
  });
});
