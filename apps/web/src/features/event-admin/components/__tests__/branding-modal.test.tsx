// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/testing/api';
import { adminBase, openEventAdmin } from '@/testing/event-admin';
import { eventInfo, signIn } from '@/testing/fixtures';
import { openDialog } from '@/testing/render';

const b = messages.branding;
const branded = eventInfo({
  branding: { logo: { url: '/media/logo.png', width: 400, height: 200 }, accent_color: '#fbbf24' },
});

beforeEach(() => {
  signIn();
  URL.createObjectURL = vi.fn(() => 'blob:logo-1');
  URL.revokeObjectURL = vi.fn();
});

async function openBranding(options: Parameters<typeof openEventAdmin>[0] = {}) {
  const opened = await openEventAdmin({
    ...options,
    extra: {
      [`PUT ${adminBase}/branding/`]: () =>
        envelope({ logo: { url: '/media/new-logo.png', width: 300, height: 300 }, accent_color: '#1f6feb' }),
      ...options.extra,
    },
  });
  const dialog = await openDialog(opened.user, b.open, b.title);
  return { ...opened, dialog };
}

const sent = (api: Awaited<ReturnType<typeof openBranding>>['api']) =>
  api
    .callsTo('PUT', `${adminBase}/branding/`)
    .map((call) => Object.fromEntries((call.body as FormData).entries()));

describe('branding modal', () => {
  it('previews the band with the event name, and sends a chosen logo and accent colour', async () => {
    const { user, dialog, api } = await openBranding();
    const band = within(dialog).getByTestId('brand-band');
    expect(band).toHaveTextContent('DevMeetup');
    expect(band.style.backgroundColor).toBe('');

    await user.upload(
      within(dialog).getByLabelText(b.logo),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(within(band).getByAltText(b.logoAlt('DevMeetup'))).toHaveAttribute('src', 'blob:logo-1');
    await user.click(within(dialog).getByRole('switch', { name: b.useAccent }));
    // A light accent gets black text, by contrast.
    fireEvent.input(within(dialog).getByLabelText(new RegExp(b.accent)), { target: { value: '#fbbf24' } });
    expect(band.style.backgroundColor).toBe('rgb(251, 191, 36)');
    expect(band.style.color).toBe('rgb(0, 0, 0)');

    await user.click(within(dialog).getByRole('button', { name: b.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: b.title })).not.toBeInTheDocument());
    const body = sent(api)[0] ?? {};
    expect((body.logo as File).name).toBe('logo.png');
    expect(body.accent_color).toBe('#fbbf24');
    expect(body.remove_logo).toBeUndefined();
    expect(await screen.findByText(b.saved)).toBeInTheDocument();
  });

  it('removes the logo and the accent of a branded event', async () => {
    const { user, dialog, api } = await openBranding({ info: branded });
    const band = within(dialog).getByTestId('brand-band');
    expect(within(band).getByAltText(b.logoAlt('DevMeetup'))).toHaveAttribute('src', '/media/logo.png');
    expect(band.style.color).toBe('rgb(0, 0, 0)');
    await user.click(within(dialog).getByRole('button', { name: b.removeLogo }));
    await user.click(within(dialog).getByRole('switch', { name: b.useAccent }));
    expect(within(band).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: b.save }));
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toEqual({ remove_logo: 'true', accent_color: 'null' });
  });

  it('refuses a file that is not an image before sending, and says a server refusal', async () => {
    const refused = 'The logo is not an image we can read';
    const { dialog, api } = await openBranding({
      extra: {
        [`PUT ${adminBase}/branding/`]: () =>
          envelope(null, { status: 400, message: { general: [refused], logo: [refused] } }),
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog).getByLabelText(b.logo),
      new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText(messages.validation.fileNotImage)).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText(b.logo),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: b.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(sent(api)).toHaveLength(1);
  });
});
