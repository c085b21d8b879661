// @vitest-environment jsdom
import { type Envelope, messages } from '@hoogo/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { envelope, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';
import { TicketCodeForm } from '../ticket-code-form';

const t = messages.login;
const wait = messages.signInWait;

/** The ticket-code refusal the server gives while an event's codes are guessed from this address. */
const held = (seconds: number) =>
  new ApiError({
    status: 429,
    statusCode: 429,
    messages: { general: [wait.ticketCodeHeld(seconds)] },
    retryAfterSeconds: seconds,
  });

/** The countdown the eye sees (the status line says it once to a screen reader). */
const shown = (text: string) => screen.queryByText(text, { selector: 'p[aria-hidden="true"]' });

async function tick(seconds: number) {
  // The countdown re-arms one second at a time after each render.
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a sign-in refusal with a wait', () => {
  it('counts down on the ticket-code screen, disables the button and sends the code again once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSubmitCode = vi.fn().mockRejectedValueOnce(held(3)).mockResolvedValueOnce(undefined);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TicketCodeForm onSubmitCode={onSubmitCode} />);
    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'T42');
    await user.click(screen.getByRole('button', { name: t.login }));

    expect(await screen.findByText(wait.ticketCodeHeld(3))).toBeInTheDocument();
    expect(shown(wait.countdown(3))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.login })).toBeDisabled();
    // Said once to a screen reader, politely, not every second.
    expect(screen.getByRole('status')).toHaveTextContent(wait.countdown(3));
    await tick(1);
    expect(shown(wait.countdown(2))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(wait.countdown(3));
    // The server's sentence under the form counts with it, never saying a wait that has passed.
    expect(screen.getByText(wait.ticketCodeHeld(2))).toBeInTheDocument();
    expect(screen.queryByText(wait.ticketCodeHeld(3))).not.toBeInTheDocument();
    expect(onSubmitCode).toHaveBeenCalledTimes(1);

    await tick(2);
    await vi.waitFor(() => expect(onSubmitCode).toHaveBeenCalledTimes(2));
    expect(onSubmitCode).toHaveBeenLastCalledWith('T42');
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(shown(wait.countdown(1))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.login })).toBeEnabled();
  });

  it('retries by itself only once: refused again, it counts down and leaves the next try to the person', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSubmitCode = vi.fn().mockRejectedValue(held(2));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TicketCodeForm onSubmitCode={onSubmitCode} />);
    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'T42');
    await user.click(screen.getByRole('button', { name: t.login }));
    await vi.waitFor(() => expect(shown(wait.countdown(2))).toBeInTheDocument());

    await tick(2);
    await vi.waitFor(() => expect(onSubmitCode).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(shown(wait.countdown(2))).toBeInTheDocument());
    await tick(3);
    expect(onSubmitCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: t.login })).toBeEnabled();
    expect(screen.getByText(wait.ticketCodeHeld(2))).toBeInTheDocument();

    // The person's own try is retried once again if refused.
    await user.click(screen.getByRole('button', { name: t.login }));
    await tick(2);
    await vi.waitFor(() => expect(onSubmitCode).toHaveBeenCalledTimes(4));
  });

  it('leaves other refusals alone: no countdown without a wait', async () => {
    const onSubmitCode = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        statusCode: 400,
        messages: { general: [], ticket_code: ['Invalid Ticket Code'] },
      }),
    );
    const user = userEvent.setup();
    render(<TicketCodeForm onSubmitCode={onSubmitCode} />);
    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'T42');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByText('Invalid Ticket Code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: t.login })).toBeEnabled();
  });

  it("reads the server's Retry-After on the login screen and asks for the code again when the wait ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refusal: Envelope<null> = {
      hasError: true,
      statusCode: 429,
      message: { general: [messages.auth.tooManyAttempts(2)] },
      response: null,
    };
    let asked = 0;
    const api = mockApi({
      'POST /api/auth/generate-otp/': () =>
        asked++ === 0
          ? new Response(JSON.stringify(refusal), {
              status: 429,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
            })
          : envelope(null, { message: { general: ['OTP sent to anna@example.com'] } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login');
    await user.type(await screen.findByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.generateOtp }));

    expect(await screen.findByText(messages.auth.tooManyAttempts(2))).toBeInTheDocument();
    expect(shown(wait.countdown(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.generateOtp })).toBeDisabled();
    await tick(2);
    expect(await screen.findByLabelText(t.otpLabel)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/generate-otp/')).toHaveLength(2);
  });
});
