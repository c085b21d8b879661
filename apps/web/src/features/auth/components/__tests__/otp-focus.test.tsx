// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';

const t = messages.login;

async function openLogin() {
  const user = userEvent.setup();
  renderApp('/login');
  await screen.findByRole('heading', { name: t.title });
  return user;
}

// After a code is sent the email step goes away; focus must land on the next field, not on the body.
describe('login screen: focus after a code is sent', () => {
  it('moves focus to the OTP field after Generate OTP (keyboard only)', async () => {
    mockApi({ 'POST /api/auth/generate-otp/': () => envelope(null) });
    const user = await openLogin();
    await user.click(screen.getByLabelText(t.emailLabel));
    await user.keyboard('anna@example.com{Enter}');
    const otp = await screen.findByLabelText(t.otpLabel);
    await waitFor(() => expect(otp).toHaveFocus());
    await user.keyboard('123456');
    expect(otp).toHaveValue('123456');
  });

  it('moves focus to the name field when the email is new (register step)', async () => {
    mockApi({
      'POST /api/auth/generate-otp/': () =>
        envelope(null, { status: 404, statusCode: 1001, message: { general: ['User not found'] } }),
      'POST /api/auth/pre-register/': () => envelope(null),
    });
    const user = await openLogin();
    await user.type(screen.getByLabelText(t.emailLabel), 'new@example.com');
    await user.click(screen.getByRole('button', { name: t.generateOtp }));
    const name = await screen.findByLabelText(t.nameLabel);
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('moves focus to the OTP field after Forgot password sends a reset code', async () => {
    mockApi({ 'POST /api/auth/generate-otp/': () => envelope(null) });
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: t.loginWithPassword }));
    await user.type(screen.getByLabelText(t.emailLabel), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: t.forgotPassword }));
    await screen.findByRole('heading', { name: t.resetTitle });
    await waitFor(() => expect(screen.getByLabelText(t.otpLabel)).toHaveFocus());
  });
});
