// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, playerRegistration, userMatrix } from '@/testing/fixtures';
import { createTestQueryClient, renderApp } from '@/testing/render';
import { LoginForm } from '../login-form';

const t = messages.login;
const session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  email: 'anna@example.com',
  profile_pic_url: 'https://example.com/anna.png',
};

async function openLogin(path = '/login', heading: string = t.title) {
  const user = userEvent.setup();
  const utils = renderApp(path);
  await screen.findByRole('heading', { name: heading });
  return { user, ...utils };
}

async function generateOtpFor(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText(t.emailLabel), email);
  await user.click(screen.getByRole('button', { name: t.generateOtp }));
}

describe('login screen: email step', () => {
  it('asks for an email', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: t.generateOtp }));
    expect(await screen.findByText(messages.validation.emailEmpty)).toBeInTheDocument();
    expect(screen.getByLabelText(t.emailLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an email that is not one', async () => {
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example');
    expect(await screen.findByText(messages.validation.emailInvalid)).toBeInTheDocument();
  });

  it('moves to OTP entry once the code is sent', async () => {
    const api = mockApi({
      'POST /api/auth/generate-otp/': () =>
        envelope(null, { message: { general: ['OTP sent to your email'] } }),
    });
    const { user } = await openLogin();
    await generateOtpFor(user, ' Anna@Example.com ');
    expect(await screen.findByLabelText(t.otpLabel)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/generate-otp/')[0]?.body).toEqual({
      email_or_phone: 'anna@example.com',
      type: 'Login',
      // This browser's marker for the mailed sign-in link (docs/decisions/0057-the-mail-path.md).
      link_nonce: storage.get('linkNonce'),
    });
    expect(storage.get('linkNonce')).toMatch(/^[\w-]{32}$/);
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
  });

  it('shows a server field error under the email input and general[0] under the form', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () =>
        envelope(null, {
          status: 429,
          message: { general: ['Please wait before asking for a new code'], email: ['Too many codes'] },
        }),
    });
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example.com');
    expect(await screen.findByText('Too many codes')).toBeInTheDocument();
    expect(screen.getByLabelText(t.emailLabel)).toHaveAccessibleDescription('Too many codes');
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait before asking for a new code');
  });

  it('does not offer ticket-code sign-in unless the event allows it', async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: t.loginWithTicketCode })).not.toBeInTheDocument();
  });
});

describe('login screen: unknown email registers', () => {
  function unknownEmailApi() {
    return mockApi({
      'POST /api/auth/generate-otp/': () =>
        envelope(null, { status: 404, statusCode: 1001, message: { general: ['User not found'] } }),
      'POST /api/auth/pre-register/': () => envelope(null),
      'POST /api/auth/register/': () => envelope(session),
    });
  }

  it('pre-registers the email on 1001 and asks for name and OTP', async () => {
    const api = unknownEmailApi();
    const { user } = await openLogin();
    await generateOtpFor(user, 'new@example.com');
    expect(await screen.findByRole('heading', { name: t.registerTitle })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/pre-register/')[0]?.body).toEqual({
      email: 'new@example.com',
      link_nonce: storage.get('linkNonce'),
    });
    expect(screen.getByLabelText(t.nameLabel)).toBeInTheDocument();
    expect(screen.getByLabelText(t.otpLabel)).toBeInTheDocument();
  });

  it('requires a name to register', async () => {
    unknownEmailApi();
    const { user } = await openLogin();
    await generateOtpFor(user, 'new@example.com');
    await user.type(await screen.findByLabelText(t.otpLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.register }));
    expect(await screen.findByText(messages.validation.nameEmpty)).toBeInTheDocument();
  });

  it('registers, stores the session and greets', async () => {
    const api = unknownEmailApi();
    const { user } = await openLogin();
    await generateOtpFor(user, 'new@example.com');
    await user.type(await screen.findByLabelText(t.nameLabel), 'Anna');
    await user.type(screen.getByLabelText(t.otpLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.register }));
    expect(await screen.findByText(messages.auth.registrationSuccessful)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/register/')[0]?.body).toEqual({
      email: 'new@example.com',
      name: 'Anna',
      otp: '123456',
    });
    expect(storage.get('accessToken')).toBe('access-1');
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(storage.get('userEmail')).toBe('anna@example.com');
    expect(storage.get('profilePicUrl')).toBe('https://example.com/anna.png');
  });
});

describe('login screen: OTP login', () => {
  it('shows server field errors under the OTP input', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/login/': () => envelope(null, { status: 400, message: { otp: ['Invalid OTP'] } }),
    });
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example.com');
    await user.type(await screen.findByLabelText(t.otpLabel), '000000');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByLabelText(t.otpLabel)).toHaveAccessibleDescription('Invalid OTP');
  });

  it('says a refused code once, under the input, and drops it when the code is edited', async () => {
    const sentence = messages.otpApi.wrong(4);
    mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/login/': () =>
        envelope(null, { status: 400, message: { general: [sentence], otp: [sentence] } }),
    });
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example.com');
    const otp = await screen.findByLabelText(t.otpLabel);
    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() => expect(otp).toHaveAccessibleDescription(sentence));
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(otp, '{Backspace}1');
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
    expect(otp).not.toHaveAttribute('aria-invalid');
  });

  it('says a failed resend under the form, not in a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent = 0;
    mockApi({
      'POST /api/auth/generate-otp/': () =>
        sent++
          ? envelope(null, { status: 429, message: { general: ['Please wait before asking again'] } })
          : envelope(null),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login');
    await user.type(await screen.findByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.generateOtp }));
    await screen.findByLabelText(t.otpLabel);
    // The countdown re-arms one second at a time after each render.
    for (let second = 30; second > 0; second--) await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(screen.getByRole('button', { name: t.resendOtp }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before asking again');
    expect(screen.getAllByText('Please wait before asking again')).toHaveLength(1);
  });

  it('says under the form when the code could not be sent for lack of network', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/login/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example.com');
    await user.type(await screen.findByLabelText(t.otpLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.network.noResponse);
    expect(screen.getAllByText(messages.network.noResponse)).toHaveLength(1);
  });

  it('has the phone keyboard and autofill of a one-time code', async () => {
    mockApi({ 'POST /api/auth/generate-otp/': () => envelope(null) });
    const { user } = await openLogin();
    const email = screen.getByLabelText(t.emailLabel);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await generateOtpFor(user, 'anna@example.com');
    const otp = await screen.findByLabelText(t.otpLabel);
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('requires the OTP', async () => {
    mockApi({ 'POST /api/auth/generate-otp/': () => envelope(null) });
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example.com');
    await user.click(await screen.findByRole('button', { name: t.login }));
    expect(await screen.findByText(messages.validation.otpEmpty)).toBeInTheDocument();
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/login/': () => new Response('', { status: 400 }),
    });
    const { user } = await openLogin();
    await generateOtpFor(user, 'anna@example.com');
    await user.type(await screen.findByLabelText(t.otpLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.network.somethingWrong);
  });

  it('disables resend for 30 seconds with a countdown, then resends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replaced = 'We sent the code to anna@example.com again.';
    let sent = 0;
    const api = mockApi({
      'POST /api/auth/generate-otp/': () =>
        envelope(null, { message: { general: [sent++ ? replaced : 'OTP sent to anna@example.com'] } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login');
    await user.type(await screen.findByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.generateOtp }));

    const resend = await screen.findByRole('button', { name: 'Resend in 30 seconds' });
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 29 seconds' })).toBeDisabled();
    // The countdown re-arms one second at a time after each render.
    for (let second = 29; second > 0; second--) await act(() => vi.advanceTimersByTimeAsync(1000));
    const ready = screen.getByRole('button', { name: t.resendOtp });
    expect(ready).toBeEnabled();

    await user.click(ready);
    expect(await screen.findByRole('button', { name: 'Resend in 30 seconds' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/auth/generate-otp/')).toHaveLength(2);
    // The resend's answer is a status line of the OTP form, said once (not also a toast).
    expect(await screen.findByText(replaced)).toBeInTheDocument();
    expect(screen.getAllByText(replaced)).toHaveLength(1);
    expect(screen.getByLabelText(t.otpLabel)).toBeInTheDocument();
  });

  it('stores the session and goes to the ruri after 1 second', async () => {
    const api = mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/login/': () => envelope(session),
    });
    const { user, router } = await openLogin(`/login?ruri=${encodeURIComponent('/meetup/hoogocard?x=1')}`);
    await generateOtpFor(user, 'anna@example.com');
    await user.type(await screen.findByLabelText(t.otpLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.login }));

    expect(await screen.findByText(messages.auth.loginSuccessful)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login/')[0]?.body).toEqual({
      email_or_phone: 'anna@example.com',
      otp: '123456',
    });
    expect(storage.get('accessToken')).toBe('access-1');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetup/hoogocard'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    // Browsers drop the tab: '//evil.example', another site, where the navigation fails.
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    // The sign-in page itself would keep the user here.
    '/login?ruri=%2Fdashboard',
  ])('ignores the hostile ruri %j and goes to /dashboard', async (ruri) => {
    mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/login/': () => envelope(session),
    });
    const { user, router } = await openLogin(`/login?ruri=${encodeURIComponent(ruri)}`);
    await generateOtpFor(user, 'anna@example.com');
    await user.type(await screen.findByLabelText(t.otpLabel), '123456');
    await user.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('');
  });
});

describe('login screen: password login and reset', () => {
  it('toggles between password and OTP login and requires the password', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.loginWithPassword }));
    expect(screen.getByLabelText(t.emailLabel)).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByText(messages.validation.passwordEmpty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.loginWithOtp }));
    expect(screen.getByRole('button', { name: t.generateOtp })).toBeInTheDocument();
    expect(screen.queryByLabelText(t.passwordLabel)).not.toBeInTheDocument();
  });

  it('logs in with a password', async () => {
    const api = mockApi({ 'POST /api/auth/login/': () => envelope(session) });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: t.loginWithPassword }));
    await user.type(screen.getByLabelText(t.emailLabel), 'anna@example.com');
    await user.type(screen.getByLabelText(t.passwordLabel), 'secret-password');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByText(messages.auth.loginSuccessful)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login/')[0]?.body).toEqual({
      email_or_phone: 'anna@example.com',
      password: 'secret-password',
    });
  });

  it('needs a valid email before sending a reset code', async () => {
    const api = mockApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: t.loginWithPassword }));
    await user.click(screen.getByRole('button', { name: t.forgotPassword }));
    expect(await screen.findByText(messages.validation.emailEmpty)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/generate-otp/')).toHaveLength(0);
  });

  it('resets the password with the Forget Password OTP', async () => {
    const api = mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/reset-password/': () => envelope(null),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: t.loginWithPassword }));
    await user.type(screen.getByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.forgotPassword }));

    expect(await screen.findByRole('heading', { name: t.resetTitle })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/generate-otp/')[0]?.body).toEqual({
      email_or_phone: 'anna@example.com',
      type: 'Forget Password',
    });
    await user.click(screen.getByRole('button', { name: t.resetPassword }));
    expect(await screen.findByText(messages.validation.otpEmpty)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordEmpty)).toBeInTheDocument();

    await user.type(screen.getByLabelText(t.otpLabel), '654321');
    await user.type(screen.getByLabelText(t.newPasswordLabel), 'a-new-password');
    await user.click(screen.getByRole('button', { name: t.resetPassword }));

    expect(await screen.findByText(messages.auth.passwordReset)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password/')[0]?.body).toEqual({
      email: 'anna@example.com',
      otp: '654321',
      password: 'a-new-password',
    });
    expect(screen.getByLabelText(t.passwordLabel)).toHaveValue('');
    expect(screen.getByLabelText(t.emailLabel)).toHaveValue('anna@example.com');
  });

  it('names the refused field when a reset fails without a general message', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () => envelope(null),
      'POST /api/auth/reset-password/': () => envelope(null, { status: 400, message: { otp: [] } }),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: t.loginWithPassword }));
    await user.type(screen.getByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.forgotPassword }));
    await user.type(await screen.findByLabelText(t.otpLabel), '654321');
    await user.type(screen.getByLabelText(t.newPasswordLabel), 'a-new-password');
    await user.click(screen.getByRole('button', { name: t.resetPassword }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.resetInvalidOtp);
  });
});

describe('login screen: ticket code (events that allow it)', () => {
  it('toggles to the ticket-code form and back, requires a code, and signs in with it', async () => {
    const onTicketCodeLogin = vi.fn().mockResolvedValue('/DevMeetup/');
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginForm playWithTicketCode onTicketCodeLogin={onTicketCodeLogin} /> },
        { path: '/DevMeetup', element: <p>player page</p> },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await user.click(screen.getByRole('button', { name: t.loginWithTicketCode }));
    expect(screen.getByRole('heading', { name: t.ticketTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.loginWithEmail }));
    expect(screen.getByLabelText(t.emailLabel)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.loginWithTicketCode }));
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByText(messages.validation.ticketCodeEmpty)).toBeInTheDocument();
    expect(onTicketCodeLogin).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'TKT-42');
    await user.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() => expect(onTicketCodeLogin).toHaveBeenCalledWith('TKT-42'));
    expect(await screen.findByText(messages.auth.loginSuccessful)).toBeInTheDocument();
    expect(await screen.findByText('player page')).toBeInTheDocument();
  });
});

describe('login route: ticket-code sign-in on the way to an event', () => {
  const checkPath = '/api/hoogo/manage-event/DevMeetup/check-play-with-ticket-code/';
  const validatePath = '/api/hoogo/manage-game/DevMeetup/validate-ticket-code/';
  const registration = playerRegistration({ user_id: 'player-secret-1', user_code: null });
  const loginToEvent = `/login?ruri=${encodeURIComponent('/DevMeetup/')}`;

  it('is not offered when the event does not allow it', async () => {
    const api = mockApi({ [`GET ${checkPath}`]: () => envelope({ play_with_ticket_code: false }) });
    await openLogin(loginToEvent);
    await waitFor(() => expect(api.callsTo('GET', checkPath)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: t.loginWithTicketCode })).not.toBeInTheDocument();
  });

  it('is not asked about for the dashboard', async () => {
    const api = mockApi({});
    await openLogin(`/login?ruri=${encodeURIComponent('/dashboard/DevMeetup/')}`);
    expect(api.calls.filter((call) => call.path.includes('check-play-with-ticket-code'))).toHaveLength(0);
  });

  it('refuses an unknown code with the server message once, under the input', async () => {
    mockApi({
      [`GET ${checkPath}`]: () => envelope({ play_with_ticket_code: true }),
      [`POST ${validatePath}`]: () =>
        envelope(null, {
          status: 400,
          message: {
            general: [messages.auth.invalidTicketCode],
            ticket_code: [messages.auth.invalidTicketCode],
          },
        }),
    });
    const { user } = await openLogin(loginToEvent);
    await user.click(await screen.findByRole('button', { name: t.loginWithTicketCode }));
    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'NOPE');
    await user.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() =>
      expect(screen.getByLabelText(t.ticketCodeLabel)).toHaveAccessibleDescription(
        messages.auth.invalidTicketCode,
      ),
    );
    expect(screen.getAllByText(messages.auth.invalidTicketCode)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storage.getEventUserId('event-1')).toBeNull();

    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'X');
    expect(screen.queryByText(messages.auth.invalidTicketCode)).not.toBeInTheDocument();
  });

  it('says Invalid Ticket Code when the server gives no message, and shows a general one under the form', async () => {
    let answer = envelope(null, { status: 400, message: { general: [] } });
    mockApi({
      [`GET ${checkPath}`]: () => envelope({ play_with_ticket_code: true }),
      [`POST ${validatePath}`]: () => answer,
    });
    const { user } = await openLogin(loginToEvent);
    await user.click(await screen.findByRole('button', { name: t.loginWithTicketCode }));
    await user.type(screen.getByLabelText(t.ticketCodeLabel), 'NOPE');
    await user.click(screen.getByRole('button', { name: t.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.invalidTicketCode);

    answer = envelope(null, { status: 429, message: { general: ['Too many tries. Wait a minute.'] } });
    await user.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many tries. Wait a minute.'),
    );
  });

  it('stores the player of a valid ticket and opens the player page without an account session', async () => {
    const api = mockApi({
      [`GET ${checkPath}`]: () => envelope({ play_with_ticket_code: true }),
      [`POST ${validatePath}`]: () => envelope(registration, { message: { general: ['Login Successful'] } }),
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo({ role: null })),
      'GET /api/hoogo/manage-game/event-1/get-user-matrix/': () => envelope(userMatrix()),
    });
    const { user, router } = await openLogin(loginToEvent, t.joinEvent('DevMeetup'));
    await user.click(await screen.findByRole('button', { name: t.loginWithTicketCode }));
    await user.type(screen.getByLabelText(t.ticketCodeLabel), ' TKT-42 ');
    await user.click(screen.getByRole('button', { name: t.login }));

    expect(await screen.findByText(messages.auth.loginSuccessful)).toBeInTheDocument();
    expect(api.callsTo('POST', validatePath)[0]?.body).toEqual({ ticket_code: 'TKT-42' });
    expect(api.callsTo('POST', validatePath)[0]?.headers.get('Authorization')).toBeNull();
    expect(storage.getEventUserId('event-1')).toBe('player-secret-1');
    expect(storage.get('currentEventId')).toBe('event-1');
    expect(storage.get('accessToken')).toBeNull();

    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/hoogo/manage-game/event-1/get-user-matrix/')[0]?.url).toContain(
      'user_id=player-secret-1',
    );
    expect(api.callsTo('POST', '/api/hoogo/manage-user/event-1/get-event-register-id/')).toHaveLength(0);
  });
});
