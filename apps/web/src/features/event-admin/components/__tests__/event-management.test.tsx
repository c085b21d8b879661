// @vitest-environment jsdom
import { type EventInfo, type Host, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { admin, eventInfo, owner, publicConfig, signIn } from '@/testing/fixtures';
import { openDialog, renderApp } from '@/testing/render';

const t = messages.eventAdmin;
const h = messages.hostAdmin;
const base = '/api/hoogo/manage-event/DevMeetup';
type Routes = Parameters<typeof mockApi>[0];

beforeEach(() => {
  signIn();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function setup({
  info = eventInfo(),
  hosts = [owner, admin] as Host[],
  extra = {} as Routes,
}: {
  info?: EventInfo;
  hosts?: Host[];
  extra?: Routes;
} = {}) {
  const api = mockApi({
    [`GET ${base}/get-info/`]: () => envelope(info),
    [`GET ${base}/host/list/`]: () => envelope({ hosts }),
    [`PATCH ${base}/update/`]: () => envelope(info),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
    'GET /api/hoogo/common/config/': () =>
      envelope(publicConfig({ public_url: 'https://hoogo.example.test' })),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp('/dashboard/DevMeetup/');
  return { api, user, ...utils };
}

/** The multipart body of the first update call. */
function patchBody(api: ReturnType<typeof mockApi>): FormData {
  const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body;
  if (!(body instanceof FormData)) throw new Error('no update call was sent');
  return body;
}

async function ready() {
  return screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
}

/** Opens Settings once the screen is there and types `newName` over the event's name. */
async function typeNewName(user: ReturnType<typeof userEvent.setup>, newName: string) {
  await ready();
  const dialog = await openDialog(user, t.editSettings, t.settingsTitle);
  const name = within(dialog).getByLabelText(messages.dashboard.eventNameLabel);
  await user.clear(name);
  await user.type(name, newName);
  return { dialog, name };
}

describe('event management screen', () => {
  it('shows the loading text, then the event', async () => {
    setup();
    expect(await screen.findByText(messages.events.loading)).toBeInTheDocument();
    await ready();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: messages.ticketing.notConnected('Ticketing platform') }),
    ).toBeVisible();
    expect(await screen.findByText('https://hoogo.example.test/DevMeetup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.gotoGame })).toHaveAttribute('href', '/DevMeetup/leaderboard');
    expect(screen.getByRole('link', { name: t.gotoGame })).toHaveAccessibleDescription(t.gotoGameDescription);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['B', 'I', 'N', 'G', 'O']),
    );
  });

  it('tells a non-host they cannot manage the event', async () => {
    setup({ info: eventInfo({ role: null }) });
    expect(await screen.findByText(t.notHost)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the server message when the event cannot be loaded', async () => {
    setup({
      extra: {
        [`GET ${base}/get-info/`]: () =>
          envelope(null, { status: 404, message: { general: ['No such event'] } }),
      },
    });
    expect(await screen.findByText('No such event')).toBeInTheDocument();
  });

  it('copies the public link', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: t.copy }));
    expect(await screen.findByText(messages.events.linkCopied)).toBeInTheDocument();
    // The server's PUBLIC_URL, not the address the dashboard was opened at (jsdom's localhost).
    expect(await navigator.clipboard.readText()).toBe('https://hoogo.example.test/DevMeetup');
  });

  it('says the codes point elsewhere when the page is opened on the server machine', async () => {
    setup();
    await ready();
    expect(window.location.hostname).toBe('localhost');
    expect(await screen.findByTestId('public-url-warning')).toHaveTextContent(
      t.publicUrlElsewhere('https://hoogo.example.test'),
    );
  });

  it('warns when PUBLIC_URL is a loopback address while the page is opened from elsewhere', async () => {
    const page = vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      hostname: '192.168.1.20',
    });
    setup({
      extra: {
        'GET /api/hoogo/common/config/': () =>
          envelope(publicConfig({ public_url: 'http://127.0.0.1:3000' })),
      },
    });
    await ready();
    expect(await screen.findByTestId('public-url-warning')).toHaveTextContent(
      t.publicUrlLoopback('http://127.0.0.1:3000'),
    );
    page.mockRestore();
  });

  it('shows no warning when both are addresses of the network', async () => {
    const page = vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      hostname: 'hoogo.example.test',
    });
    setup();
    await ready();
    await screen.findByText('https://hoogo.example.test/DevMeetup');
    expect(screen.queryByTestId('public-url-warning')).not.toBeInTheDocument();
    page.mockRestore();
  });
});

describe('host management', () => {
  it('says it is loading hosts', async () => {
    setup({ extra: { [`GET ${base}/host/list/`]: () => new Promise<Response>(() => {}) } });
    await ready();
    expect(screen.getByText(messages.hosts.loading)).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    setup({ hosts: [] });
    expect(await screen.findByText(messages.hosts.empty)).toBeInTheDocument();
  });

  it('shows the failure and no rows', async () => {
    setup({ extra: { [`GET ${base}/host/list/`]: () => envelope(null, { status: 500 }) } });
    expect(await screen.findByText(messages.hosts.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.network.retry })).toBeInTheDocument();
    expect(screen.queryAllByText(owner.email)).toHaveLength(0);
  });

  it('shows Owner and Admin rows, with a dash for a missing name and delete only for admins', async () => {
    setup();
    const ownerRow = (await screen.findAllByText(owner.email))[0]?.closest('tr') as HTMLElement;
    const adminRow = screen.getAllByText(admin.email)[0]?.closest('tr') as HTMLElement;
    expect(within(ownerRow).getByText(h.owner)).toBeInTheDocument();
    expect(within(ownerRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(adminRow).getByText(h.admin)).toBeInTheDocument();
    expect(within(adminRow).getByText('-')).toBeInTheDocument();
    expect(within(adminRow).getByRole('button', { name: h.removeAdmin(admin.email) })).toBeInTheDocument();
  });

  it('offers no Remove admin to an admin, whom the server would refuse', async () => {
    setup({ info: eventInfo({ role: 'Admin' }) });
    const adminRow = (await screen.findAllByText(admin.email))[0]?.closest('tr') as HTMLElement;
    expect(within(adminRow).getByText(h.admin)).toBeInTheDocument();
    expect(within(adminRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('validates the admin email, invites the admin and refetches the list, where they show Invited', async () => {
    const added: Host = { id: 'i3', name: null, email: 'cleo@example.com', role: 'Admin', invited: true };
    let hosts = [owner];
    const { user, api } = setup({
      extra: {
        [`GET ${base}/host/list/`]: () => envelope({ hosts }),
        [`POST ${base}/host/create/`]: () => {
          hosts = [owner, added];
          return envelope(added);
        },
      },
    });
    await screen.findAllByText(owner.email);
    await user.click(screen.getByRole('button', { name: h.addHost }));
    const dialog = await screen.findByRole('dialog', { name: h.addTitle });
    const email = within(dialog).getByPlaceholderText(h.emailPlaceholder);
    await user.click(within(dialog).getByRole('button', { name: h.addAdmin }));
    expect(await within(dialog).findByText(messages.validation.emailEmpty)).toBeInTheDocument();
    await user.type(email, 'nope');
    await user.click(within(dialog).getByRole('button', { name: h.addAdmin }));
    expect(await within(dialog).findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/host/create/`)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'cleo@example.com');
    await user.click(within(dialog).getByRole('button', { name: h.addAdmin }));
    expect(await screen.findByText(messages.hosts.added)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/host/create/`)[0]?.body).toEqual({ email: 'cleo@example.com' });
    const invitedRow = (await screen.findAllByText('cleo@example.com'))[0]?.closest('tr') as HTMLElement;
    expect(within(invitedRow).getByText(h.invited)).toBeInTheDocument();
    expect(within(invitedRow).queryByText(h.admin)).not.toBeInTheDocument();
    expect(within(invitedRow).getByText('-')).toBeInTheDocument();
    expect(api.callsTo('GET', `${base}/host/list/`).length).toBeGreaterThanOrEqual(2);
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why adding failed once, under the form, and drops it when the email is edited', async () => {
    const { user } = setup({
      extra: {
        [`POST ${base}/host/create/`]: () =>
          envelope(null, { status: 400, message: { general: ['This user is already a host'] } }),
      },
    });
    await screen.findAllByText(owner.email);
    await user.click(screen.getByRole('button', { name: h.addHost }));
    const dialog = await screen.findByRole('dialog', { name: h.addTitle });
    await user.type(within(dialog).getByPlaceholderText(h.emailPlaceholder), 'anna@example.com');
    await user.click(within(dialog).getByRole('button', { name: h.addAdmin }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This user is already a host');
    expect(screen.getAllByText('This user is already a host')).toHaveLength(1);
    await user.type(within(dialog).getByPlaceholderText(h.emailPlaceholder), 'x');
    expect(screen.queryByText('This user is already a host')).not.toBeInTheDocument();
  });

  it('removes an admin and refetches', async () => {
    let hosts = [owner, admin];
    const { user, api } = setup({
      extra: {
        [`GET ${base}/host/list/`]: () => envelope({ hosts }),
        [`DELETE ${base}/host/h2/remove/`]: () => {
          hosts = [owner];
          return envelope(null);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: h.removeAdmin(admin.email) }));
    const confirm = await screen.findByRole('dialog', { name: messages.organiserControls.removeAdminTitle });
    expect(within(confirm).getByText(messages.organiserControls.removeAdminText(admin.email))).toBeVisible();
    expect(api.callsTo('DELETE', `${base}/host/h2/remove/`)).toHaveLength(0);
    await user.click(
      within(confirm).getByRole('button', { name: messages.organiserControls.removeAdminConfirm }),
    );
    expect(await screen.findByText(messages.hosts.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(admin.email)).toHaveLength(0));
    expect(api.callsTo('DELETE', `${base}/host/h2/remove/`)).toHaveLength(1);
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts when removing fails', async () => {
    const { user } = setup({
      extra: { [`DELETE ${base}/host/h2/remove/`]: () => envelope(null, { status: 500 }) },
    });
    await user.click(await screen.findByRole('button', { name: h.removeAdmin(admin.email) }));
    const confirm = await screen.findByRole('dialog', { name: messages.organiserControls.removeAdminTitle });
    await user.click(
      within(confirm).getByRole('button', { name: messages.organiserControls.removeAdminConfirm }),
    );
    expect(await screen.findByText(messages.hosts.removeFailed)).toBeInTheDocument();
  });
});

describe('settings modal', () => {
  it('turns friend codes on with 4 digits, bounds the count, and saves', async () => {
    const { user, api } = setup();
    await ready();
    const dialog = await openDialog(user, t.editSettings, t.settingsTitle);
    const toggle = within(dialog).getByRole('switch', { name: t.codeDigitsToggle });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(within(dialog).queryByLabelText(t.codeDigitsCount)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: t.playWithTicketCode })).toBeDisabled();

    await user.click(toggle);
    const count = within(dialog).getByLabelText(t.codeDigitsCount);
    expect(count).toHaveValue(4);
    await user.clear(count);
    await user.type(count, '9');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText('Code digits must be between 3 and 8')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText('Code digits must be between 3 and 8')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '6');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(messages.events.updated)).toBeInTheDocument();
    const body = patchBody(api);
    expect(body.get('code_digits')).toBe('6');
    expect(body.has('name')).toBe(false);
    expect(body.has('play_with_ticket_code')).toBe(false);
    expect(body.has('quick_join')).toBe(false);
  });

  it('switches quick join on (off by default) and sends only that', async () => {
    const { user, api } = setup();
    await ready();
    const dialog = await openDialog(user, t.editSettings, t.settingsTitle);
    const toggle = within(dialog).getByRole('switch', { name: messages.guest.settingLabel });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await screen.findByText(messages.events.updated);
    const body = patchBody(api);
    expect(body.get('quick_join')).toBe('true');
    expect(body.has('play_with_ticket_code')).toBe(false);
  });

  it('sends null when friend codes are turned off', async () => {
    const { user, api } = setup({ info: eventInfo({ code_digits: 5 }) });
    await ready();
    const dialog = await openDialog(user, t.editSettings, t.settingsTitle);
    const toggle = within(dialog).getByRole('switch', { name: t.codeDigitsToggle });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByLabelText(t.codeDigitsCount)).toHaveValue(5);
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await screen.findByText(messages.events.updated);
    expect(patchBody(api).get('code_digits')).toBe('null');
  });

  it('renames the event and moves to its new address', async () => {
    const renamed = eventInfo({ name: 'DevMeetup2' });
    const { user, router } = setup({
      extra: {
        [`PATCH ${base}/update/`]: () => envelope(renamed),
        // The screen under the new address asks for the event again, by its new name.
        'GET /api/hoogo/manage-event/DevMeetup2/get-info/': () => envelope(renamed),
        'GET /api/hoogo/manage-event/DevMeetup2/host/list/': () => envelope({ hosts: [owner, admin] }),
      },
    });
    const { dialog } = await typeNewName(user, 'DevMeetup2');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/DevMeetup2/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'DevMeetup2' })).toBeInTheDocument();
  });
});

describe('settings: a refused rename', () => {
  it('says a taken name once, under the name, and drops it when the name is edited', async () => {
    const taken = 'An event with this name already exists';
    const { user } = setup({
      extra: {
        [`PATCH ${base}/update/`]: () =>
          envelope(null, { status: 409, message: { general: [taken], name: [taken] } }),
      },
    });
    const { dialog, name } = await typeNewName(user, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(name, '2');
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
  });

  it('refuses a name shaped like an event id with the sentence of the server, before sending it', async () => {
    const { user, api } = setup();
    const { dialog } = await typeNewName(user, '0f8fad5b-d9cb-469f-a165-70867728950e');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(messages.eventApi.nameLooksLikeId)).toBeInTheDocument();
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);
  });
});

describe('delete event', () => {
  it('is offered only to the owner', async () => {
    setup({ info: eventInfo({ role: 'Admin' }) });
    await ready();
    expect(screen.queryByRole('button', { name: t.deleteEvent })).not.toBeInTheDocument();
  });

  it('asks for confirmation, deletes and goes to the dashboard', async () => {
    const { user, api, router } = setup({ extra: { [`DELETE ${base}/delete/`]: () => envelope(null) } });
    await ready();
    const dialog = await openDialog(user, t.deleteEvent, t.deleteTitle);
    expect(within(dialog).getByText(messages.events.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `${base}/delete/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t.deleteEvent }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.deleteTitle })).getByRole('button', {
        name: t.deleteEvent,
      }),
    );
    expect(await screen.findByText(messages.events.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('DELETE', `${base}/delete/`)).toHaveLength(1);
  });
});

describe('LinkedIn content', () => {
  it('edits the share text and saves it as JSON', async () => {
    const { user, api } = setup();
    await ready();
    const dialog = await openDialog(user, t.linkedinContent, t.linkedinTitle);
    const text = within(dialog).getByPlaceholderText(t.linkedinPlaceholder);
    expect(text).toHaveValue('I played Hoogo!');
    await user.clear(text);
    await user.type(text, 'Met great people at #DevMeetup');
    await user.click(within(dialog).getByRole('button', { name: t.confirmUpdating }));
    expect(await screen.findByText(messages.events.contentUpdated)).toBeInTheDocument();
    const body = patchBody(api);
    expect(JSON.parse(String(body.get('social_media_template')))).toEqual({
      linkedin: { content: 'Met great people at #DevMeetup' },
    });
  });
});
