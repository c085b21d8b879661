// @vitest-environment jsdom
import { type AccountSummary, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { signIn } from '@/testing/fixtures';
import { openDialog, renderApp } from '@/testing/render';

const d = messages.dataDeletion;
const accountPath = '/api/auth/account/';

const summary: AccountSummary = {
  email: 'anna@example.com',
  owned_events: [
    { event_id: 'e1', event_name: 'DevMeetup', participant_count: 12, demo: false },
    { event_id: 'e2', event_name: 'Demo-Orchard-1', participant_count: 1, demo: true },
  ],
  played_events: [{ event_id: 'e3', event_name: 'PyCon' }],
  admin_events: [{ event_id: 'e4', event_name: 'JSConf' }],
};

beforeEach(() => {
  signIn('anna@example.com');
  storage.setEventUserId('e3', 'secret-3');
});

function setup(remove = () => envelope(null)) {
  const api = mockApi({
    [`GET ${accountPath}`]: () => envelope(summary),
    [`DELETE ${accountPath}`]: remove,
    'GET /api/hoogo/landing-stats/': () => envelope({}),
  });
  const user = userEvent.setup();
  return { api, user, ...renderApp('/account') };
}

const openDeletion = (user: UserEvent) => openDialog(user, d.deleteAccountAction, d.deleteAccountDialogTitle);

describe('the account page', () => {
  it('shows the email, and is reached from the navbar', async () => {
    setup();
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: d.accountLink })).toHaveAttribute('href', '/account');
  });

  it('lists the events that go and the ones left, and deletes only once the email is typed', async () => {
    const { user, api, router } = setup();
    const dialog = await openDeletion(user);
    expect(within(dialog).getByText(d.ownedEventsTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(d.ownedEvent('DevMeetup', 12))).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${d.ownedEvent('Demo-Orchard-1', 1)} · ${d.demoEvent}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(d.playedEventsTitle)).toBeInTheDocument();
    expect(within(dialog).getByText('PyCon')).toBeInTheDocument();
    expect(within(dialog).getByText('JSConf')).toBeInTheDocument();

    const confirm = within(dialog).getByRole('button', { name: d.deleteAccountConfirm });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText(d.typeEmailLabel('anna@example.com'));
    await user.type(input, 'anna@example.co');
    expect(confirm).toBeDisabled();
    await user.type(input, 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('DELETE', accountPath)).toHaveLength(1);
    expect(await screen.findByText(d.accountDeleted)).toBeInTheDocument();
    // Everything this device kept goes: session and player keys.
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.getEventUserId('e3')).toBeNull();
  });

  it('keeps everything when the deletion fails, and says so', async () => {
    const { user } = setup(() => envelope(null, { status: 500, message: { general: ['Server error'] } }));
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText(d.typeEmailLabel('anna@example.com')), 'ANNA@example.com');
    await user.click(within(dialog).getByRole('button', { name: d.deleteAccountConfirm }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(storage.get('accessToken')).toBe('access-1');
    await user.click(within(dialog).getByRole('button', { name: d.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
