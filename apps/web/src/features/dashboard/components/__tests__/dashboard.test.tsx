// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const t = messages.dashboard;
const longName = 'TheVeryLongAnnualDeveloperMeetup2025';

function mockLists({
  organised = [] as unknown[],
  participated = [] as unknown[],
  extra = {} as Parameters<typeof mockApi>[0],
} = {}) {
  return mockApi({
    'GET /api/auth/profile-info/': () =>
      envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna Organiser' }),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope(organised),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope(participated),
    'GET /api/hoogo/manage-user/host-invitations/': () => envelope([]),
    ...extra,
  });
}

const organisedEvent = {
  event_id: 'e1',
  event_name: longName,
  created_at: '2025-03-14T18:00:00.000Z',
  participant_count: 42,
  role: 'Owner',
  grid_filled: 18,
};

describe('dashboard', () => {
  it('greets by the profile name and opens on the Organized tab by default', async () => {
    signIn();
    mockLists();
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Anna Organiser')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.organized })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(messages.events.noOrganized)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(t.createCard) })).toBeInTheDocument();
  });

  it('greets in the navbar by the name given at sign-up, and by the email only for an account without one', async () => {
    signIn();
    storage.set('userEmail', 'attendee.1@example.com');
    let name: string | null = 'Ada Attendee';
    mockLists({
      extra: {
        'GET /api/auth/profile-info/': () =>
          envelope({ id: 'u1', email: 'attendee.1@example.com', name, profile_pic_url: null }),
      },
    });
    const first = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: messages.navbar.primaryNav });
    expect(await within(nav).findByText(messages.navbar.greeting('Ada Attendee'))).toBeInTheDocument();
    expect(within(nav).queryByText(messages.navbar.greeting('attendee.1'))).toBeNull();
    first.unmount();

    name = null;
    renderApp('/dashboard');
    // No name: welcomed without the email's handle (the navbar's greeting is the specification's).
    await screen.findByText(t.welcomeNoName);
    expect(screen.queryByText(t.welcome('attendee.1'))).toBeNull();
    const again = screen.getByRole('navigation', { name: messages.navbar.primaryNav });
    expect(within(again).getByText(messages.navbar.greeting('attendee.1'))).toBeInTheDocument();
  });

  it('remembers the chosen tab in local storage', async () => {
    signIn();
    mockLists();
    const user = userEvent.setup();
    const first = renderApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: t.participated }));
    expect(storage.get('eventType')).toBe('participated');
    expect(await screen.findByText(messages.events.noParticipated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(t.createCard) })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: t.participated })).toHaveAttribute('aria-selected', 'true');
  });

  it('cuts long names to 25 characters, keeps the full name as title, shows participants and links', async () => {
    signIn();
    mockLists({ organised: [organisedEvent] });
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { name: `${longName.slice(0, 25)}...` });
    expect(heading).toHaveAttribute('title', longName);
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText(t.participants(42))).toBeInTheDocument();
    expect(within(card).getByText(messages.gridStatus.incomplete(18))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: new RegExp(`^${t.manage}`) })).toHaveAttribute(
      'href',
      `/dashboard/${longName}/`,
    );
    expect(within(card).getByRole('link', { name: new RegExp(`^${t.view}`) })).toHaveAttribute(
      'href',
      `/${longName}/`,
    );
  });

  it('says a full grid is playable on the card, and shows no grid status on participated cards', async () => {
    signIn();
    mockLists({
      organised: [{ ...organisedEvent, event_name: 'Ready', grid_filled: 25 }],
      participated: [{ event_id: 'e2', event_name: 'Played', created_at: '2025-03-14T18:00:00.000Z' }],
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const ready = (await screen.findByRole('heading', { name: 'Ready' })).closest('li') as HTMLElement;
    expect(within(ready).getByText(messages.gridStatus.complete)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: t.participated }));
    const played = (await screen.findByRole('heading', { name: 'Played' })).closest('li') as HTMLElement;
    expect(within(played).queryByText(/^Grid /)).not.toBeInTheDocument();
  });

  it('shows an error state with a retry when a list fails', async () => {
    signIn();
    mockLists({
      extra: {
        'GET /api/hoogo/manage-user/organised-events/': () =>
          envelope(null, { status: 500, message: { general: ['boom'] } }),
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.network.retry })).toBeInTheDocument();
  });
});

describe('create event modal', () => {
  async function openModal() {
    const user = userEvent.setup();
    const utils = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: new RegExp(t.createCard) }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    return { user, dialog, ...utils };
  }

  it('refuses names with other characters and explains the uniqueness rule', async () => {
    signIn();
    const api = mockLists();
    const { user, dialog } = await openModal();
    expect(within(dialog).getByText(messages.validation.eventNameHint)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t.eventNameLabel), 'my event!');
    await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));
    expect(await within(dialog).findByText(messages.validation.eventNameChars)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hoogo/manage-event/create/')).toHaveLength(0);
  });

  it('refuses a name shaped like an event id with the sentence of the server, before sending it', async () => {
    signIn();
    const api = mockLists();
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(t.eventNameLabel), '0F8FAD5B-D9CB-469F-A165-70867728950E');
    await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));
    expect(await within(dialog).findByText(messages.eventApi.nameLooksLikeId)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hoogo/manage-event/create/')).toHaveLength(0);
  });

  it('says a taken name once, under the name, and drops it when the name is edited', async () => {
    const taken = 'An event with this name already exists';
    signIn();
    mockLists({
      extra: {
        'POST /api/hoogo/manage-event/create/': () =>
          envelope(null, { status: 400, message: { general: [taken], name: [taken] } }),
      },
    });
    const { user, dialog } = await openModal();
    const name = within(dialog).getByLabelText(t.eventNameLabel);
    await user.type(name, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(`${messages.validation.eventNameHint} ${taken}`),
    );
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(screen.queryByText(messages.events.createFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(name, '2');
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
  });

  it('says a failure with no message under the form, not in a toast', async () => {
    signIn();
    mockLists({
      extra: { 'POST /api/hoogo/manage-event/create/': () => new Response('', { status: 502 }) },
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText(t.eventNameLabel), 'Launch');
    await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.network.somethingWrong);
    expect(screen.getAllByText(messages.network.somethingWrong)).toHaveLength(1);
  });

  it('sends the name as JSON, toasts and goes on to manage the new event', async () => {
    signIn();
    const api = mockLists({
      extra: {
        'POST /api/hoogo/manage-event/create/': () => envelope({ event_id: 'e9', event_name: 'Launch-2025' }),
        'GET /api/hoogo/manage-event/Launch-2025/get-info/': () => new Promise<Response>(() => {}),
      },
    });
    const { user, dialog, router } = await openModal();
    await user.type(within(dialog).getByLabelText(t.eventNameLabel), 'Launch-2025');
    await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));
    expect(await screen.findByText(messages.events.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Launch-2025/'));
    const body = api.callsTo('POST', '/api/hoogo/manage-event/create/')[0]?.body;
    expect(body).toEqual({ name: 'Launch-2025' });
  });
});

describe('invitations to co-host', () => {
  const invitation = {
    invitation_id: 'i1',
    event_id: 'e7',
    event_name: 'CoHostMeetup',
    invited_at: '2025-03-14T18:00:00.000Z',
  };
  const invitationsPath = 'GET /api/hoogo/manage-user/host-invitations/';

  it('shows no invitations section while there is none', async () => {
    signIn();
    mockLists();
    renderApp('/dashboard');
    await screen.findByText(messages.events.noOrganized);
    expect(screen.queryByRole('heading', { name: t.invitationsTitle })).not.toBeInTheDocument();
  });

  it('accepting makes the event one of the organised ones; the invitation leaves', async () => {
    signIn();
    let invitations = [invitation];
    let organised: unknown[] = [];
    const api = mockLists({
      extra: {
        [invitationsPath]: () => envelope(invitations),
        'GET /api/hoogo/manage-user/organised-events/': () => envelope(organised),
        'POST /api/hoogo/manage-user/host-invitations/i1/accept/': () => {
          invitations = [];
          organised = [{ ...organisedEvent, event_id: 'e7', event_name: 'CoHostMeetup', role: 'Admin' }];
          return envelope({ event_id: 'e7', event_name: 'CoHostMeetup' });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const section = (await screen.findByRole('heading', { name: t.invitationsTitle })).closest('section')!;
    expect(within(section).getByText('CoHostMeetup')).toBeInTheDocument();
    // Not listed as organised before it is accepted.
    expect(await screen.findByText(messages.events.noOrganized)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: t.acceptLabel('CoHostMeetup') }));
    expect(await screen.findByText(messages.hosts.invitationAccepted('CoHostMeetup'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hoogo/manage-user/host-invitations/i1/accept/')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: `${t.manage} CoHostMeetup` })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: t.invitationsTitle })).not.toBeInTheDocument(),
    );
  });

  it('declining sends the answer and the invitation leaves; a failure says so', async () => {
    signIn();
    let invitations = [invitation, { ...invitation, invitation_id: 'i2', event_name: 'Gone' }];
    const api = mockLists({
      extra: {
        [invitationsPath]: () => envelope(invitations),
        'POST /api/hoogo/manage-user/host-invitations/i1/decline/': () => {
          invitations = invitations.filter((item) => item.invitation_id !== 'i1');
          return envelope(invitations);
        },
        'POST /api/hoogo/manage-user/host-invitations/i2/accept/': () =>
          envelope(null, { status: 404, message: { general: [messages.eventApi.invitationNotFound] } }),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: t.declineLabel('CoHostMeetup') }));
    expect(await screen.findByText(messages.hosts.invitationDeclined)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hoogo/manage-user/host-invitations/i1/decline/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('CoHostMeetup')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: t.acceptLabel('Gone') }));
    expect(await screen.findByText(messages.eventApi.invitationNotFound)).toBeInTheDocument();
  });
});
