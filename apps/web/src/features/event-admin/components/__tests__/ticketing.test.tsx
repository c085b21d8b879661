// @vitest-environment jsdom
import { type EventInfo, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, fullLetters, owner, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const t = messages.ticketing;
const e = messages.eventAdmin;
const base = '/api/hoogo/manage-event/DevMeetup';
const listEventsPath = '/api/hoogo/manage-event/user/mmp/list-events/';
const pretixPath = '/api/hoogo/manage-event/user/mmp/pretix/';
const csvPath = '/api/hoogo/manage-event/user/mmp/csv/';
const generic = t.genericProduct;
const CSV = 'CSV attendee list';
type Routes = Parameters<typeof mockApi>[0];

const summit = { event_id: 'csv:11111111-1111-4111-8111-111111111111', event_name: 'Summit attendees' };
const meetup = { event_id: 'pretix:22222222-2222-4222-8222-222222222222:meetup', event_name: 'Meetup 2025' };
const connectedInfo = eventInfo({ mmp_event_id: summit.event_id, ticketing_provider: CSV });

// The routes load lazily: load them once up front so no test spends its find timeout on the import.
beforeAll(async () => {
  await Promise.all([import('@/app/routes/event-admin'), import('@/app/routes/mmp-connect')]);
});

beforeEach(() => {
  signIn();
});

function setup({
  info = eventInfo(),
  extra = {} as Routes,
  path = '/dashboard/DevMeetup/',
}: {
  info?: EventInfo;
  extra?: Routes;
  path?: string;
} = {}) {
  const api = mockApi({
    [`GET ${base}/get-info/`]: () => envelope(info),
    [`GET ${base}/host/list/`]: () => envelope({ hosts: [owner] }),
    [`PATCH ${base}/update/`]: () => envelope(info),
    [`GET ${listEventsPath}`]: () => envelope({ provider: null, events: [] }),
    [`GET ${pretixPath}`]: () => envelope(null),
    [`GET ${csvPath}`]: () => envelope([]),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp(path);
  return { api, user, ...utils };
}

/** Opens the connect modal from the pill on the management screen. */
async function openConnect(options: Parameters<typeof setup>[0] = {}) {
  const utils = setup(options);
  const info = options.info ?? eventInfo();
  const pillProduct = info.ticketing_provider ?? generic;
  const pillText = info.mmp_event_id ? t.connected(pillProduct) : t.notConnected(pillProduct);
  await utils.user.click(await screen.findByRole('button', { name: pillText }));
  const dialog = await screen.findByRole('dialog');
  return { ...utils, dialog };
}

function patchBody(api: ReturnType<typeof mockApi>): FormData {
  const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body;
  if (!(body instanceof FormData)) throw new Error('no update call was sent');
  return body;
}

/** The disclosure of the attendee lists: its name also carries the list count. */
function csvToggle(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: (name) => name.startsWith(t.csvTitle) });
}

/**
 * Opens the attendee-list upload once the dialog has settled: with nothing to connect it opens by itself,
 * and a click then would close it.
 */
async function openCsvPanel(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(within(dialog).queryByText(t.loadingEvents)).not.toBeInTheDocument());
  const pretixToggle = within(dialog).getByRole('button', { name: new RegExp(t.pretixTitle) });
  await waitFor(() => expect(pretixToggle.textContent).toMatch(new RegExp(`${t.setUp}|${t.notSetUp}`)));
  if (csvToggle(dialog).getAttribute('aria-expanded') !== 'true') await user.click(csvToggle(dialog));
}

function csvFile(text: string, name = 'attendees.csv') {
  return new File([text], name, { type: 'text/csv' });
}

describe('connect modal: the ticketing events', () => {
  it('fetches the events only when it opens, and says it is loading', async () => {
    const { api, user } = setup({
      extra: { [`GET ${listEventsPath}`]: () => new Promise<Response>(() => {}) },
    });
    await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
    expect(api.callsTo('GET', listEventsPath)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: t.notConnected(generic) }));
    const dialog = await screen.findByRole('dialog', { name: e.connectTitle(generic) });
    expect(within(dialog).getByText(t.loadingEvents)).toBeInTheDocument();
    expect(api.callsTo('GET', listEventsPath)).toHaveLength(1);
  });

  it('shows the failure with the product name, and tries again', async () => {
    let fail = true;
    const { dialog, user } = await openConnect({
      extra: {
        [`GET ${listEventsPath}`]: () =>
          fail
            ? envelope(null, { status: 502, message: { general: ['pretix did not answer'] } })
            : envelope({ provider: 'pretix', events: [meetup] }),
        [`GET ${pretixPath}`]: () => envelope({ base_url: 'https://pretix.example', organizer: 'acme' }),
      },
    });
    expect(await within(dialog).findByText(t.fetchFailed)).toBeInTheDocument();
    expect(within(dialog).getByText(t.fetchFailedText(generic))).toBeInTheDocument();
    expect(within(dialog).getByText('pretix did not answer')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: t.retry }));
    expect(await within(dialog).findByRole('combobox', { name: t.selectEvent })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: e.connectTitle('pretix') })).toBeInTheDocument();
  });

  it('lists the events that came back and warns about the provider that failed, with its reason', async () => {
    const reason = 'pretix refused the saved API token: save the API token again';
    let pretixDown = true;
    const saved = eventInfo({ mmp_event_id: summit.event_id, ticketing_provider: CSV });
    const { dialog, user, api } = await openConnect({
      extra: {
        [`GET ${listEventsPath}`]: () =>
          envelope({
            provider: 'pretix',
            events: pretixDown ? [summit] : [meetup, summit],
            unavailable: pretixDown ? [{ provider: 'pretix', message: reason }] : [],
          }),
        [`PATCH ${base}/update/`]: () => envelope(saved),
      },
    });
    const warning = await within(dialog).findByRole('status');
    expect(warning).toHaveTextContent(t.providerUnavailable('pretix'));
    expect(warning).toHaveTextContent(reason);
    expect(within(dialog).queryByText(t.fetchFailed)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(t.fetchFailedText('pretix'))).not.toBeInTheDocument();

    // The events that came back can still be chosen and saved.
    const combobox = within(dialog).getByRole('combobox', { name: t.selectEvent });
    await user.click(combobox);
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([summit.event_name]);
    await user.keyboard('{Escape}');

    // Trying again once pretix answers brings its events back and the warning goes.
    pretixDown = false;
    await user.click(within(dialog).getByRole('button', { name: t.retry }));
    await waitFor(() =>
      expect(within(dialog).queryByText(t.providerUnavailable('pretix'))).not.toBeInTheDocument(),
    );
    await user.click(combobox);
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    await user.click(within(dialog).getByRole('option', { name: summit.event_name }));
    await user.click(within(dialog).getByRole('button', { name: t.useEvent }));
    expect(await screen.findByText(t.eventIdUpdated(CSV))).toBeInTheDocument();
    expect(patchBody(api).get('mmp_event_id')).toBe(summit.event_id);
  });

  it('an event connected through the provider that failed is not said to be connected elsewhere', async () => {
    const { dialog } = await openConnect({
      info: eventInfo({ mmp_event_id: meetup.event_id, ticketing_provider: 'pretix' }),
      extra: {
        [`GET ${listEventsPath}`]: () =>
          envelope({
            provider: 'pretix',
            events: [summit],
            unavailable: [
              { provider: 'pretix', message: 'Could not reach pretix at https://pretix.example' },
            ],
          }),
      },
    });
    expect(await within(dialog).findByText(t.connectedUnavailable('pretix'))).toBeInTheDocument();
    expect(within(dialog).queryByText(t.connectedElsewhere)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Could not reach pretix at https://pretix.example',
    );
    expect(within(dialog).getByRole('button', { name: t.disconnect })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.useEvent })).toBeInTheDocument();
  });

  it('without any event: leads with the attendee-list upload (open) and pretix, and a calm hint', async () => {
    const { dialog, user } = await openConnect();
    const heading = await within(dialog).findByRole('heading', { name: t.accountsTitle });
    expect(within(dialog).getByText(t.accountsLead)).toBeInTheDocument();
    expect(within(dialog).getByText(t.noEventsHint)).toBeInTheDocument();
    // A hint, not an error: nothing is announced as an alert or a failure.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(t.fetchFailed)).not.toBeInTheDocument();
    // The ways to add attendees come first, the upload already open.
    const [first] = within(dialog).getAllByRole('heading', { level: 3 });
    expect(first).toBe(heading);
    const toggle = csvToggle(dialog);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByLabelText(t.csvNameLabel)).toBeVisible();
    const pretixToggle = within(dialog).getByRole('button', { name: new RegExp(t.pretixTitle) });
    expect(pretixToggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.compareDocumentPosition(pretixToggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: t.useEvent })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();

    // Opening pretix closes the upload, and the upload opens again on its toggle.
    await user.click(pretixToggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(pretixToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('without any event on a pretix account: a link to create one in pretix, nothing opened', async () => {
    const { dialog } = await openConnect({
      extra: {
        [`GET ${listEventsPath}`]: () => envelope({ provider: 'pretix', events: [] }),
        [`GET ${pretixPath}`]: () =>
          envelope({ base_url: 'https://pretix.example/api/v1/', organizer: 'acme' }),
      },
    });
    expect(await within(dialog).findByText(t.pretixNoEvents)).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: t.pretixCreateEvent })).toHaveAttribute(
      'href',
      'https://pretix.example/control/events/add',
    );
    expect(csvToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
  });

  it('with events: a searchable Select Event, the note, and Use this event stores the chosen event id', async () => {
    const saved = eventInfo({ mmp_event_id: meetup.event_id, ticketing_provider: 'pretix' });
    const { dialog, user, api } = await openConnect({
      extra: {
        [`GET ${listEventsPath}`]: () => envelope({ provider: 'pretix', events: [meetup, summit] }),
        [`PATCH ${base}/update/`]: () => envelope(saved),
      },
    });
    const combobox = await within(dialog).findByRole('combobox', { name: t.selectEvent });
    expect(within(dialog).getByText(t.connectNote)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t.disconnect })).not.toBeInTheDocument();
    // The choice leads; adding attendees follows, closed.
    const accounts = within(dialog).getByRole('heading', { name: t.accountsTitle });
    expect(combobox.compareDocumentPosition(accounts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(csvToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByText(t.noEventsHint)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t.useEvent }));
    expect(await within(dialog).findByText(t.chooseEvent)).toBeInTheDocument();
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);

    await user.type(combobox, 'meet');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = within(dialog).getByRole('listbox', { name: t.selectEvent });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([meetup.event_name]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox).toHaveValue(meetup.event_name);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(dialog).getByRole('button', { name: t.useEvent }));
    expect(await screen.findByText(t.eventIdUpdated('pretix'))).toBeInTheDocument();
    expect(patchBody(api).get('mmp_event_id')).toBe(meetup.event_id);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: t.connected('pretix') })).toBeInTheDocument();
  });

  it('picks with the pointer, shows when nothing matches, and Escape closes the list before the modal', async () => {
    const { dialog, user } = await openConnect({
      extra: { [`GET ${listEventsPath}`]: () => envelope({ provider: 'pretix', events: [meetup, summit] }) },
    });
    const combobox = await within(dialog).findByRole('combobox', { name: t.selectEvent });
    await user.click(combobox);
    await user.click(within(dialog).getByRole('option', { name: summit.event_name }));
    expect(combobox).toHaveValue(summit.event_name);

    await user.type(combobox, 'zzz');
    expect(within(dialog).getByRole('status')).toHaveTextContent(t.noMatchingEvents);
    expect(within(dialog).getByRole('listbox', { hidden: true })).not.toBeVisible();
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue(summit.event_name);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The dialog leaves on the next frame (Ariakit): wait for it rather than race it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the connected event and disconnects with null', async () => {
    const { dialog, user, api } = await openConnect({
      info: connectedInfo,
      extra: {
        [`GET ${listEventsPath}`]: () => envelope({ provider: CSV, events: [summit] }),
        [`PATCH ${base}/update/`]: () => envelope(eventInfo()),
      },
    });
    expect(await within(dialog).findByText(t.connectedTo(summit.event_name))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: t.selectEvent })).toHaveValue(summit.event_name);
    await user.click(within(dialog).getByRole('button', { name: t.disconnect }));
    expect(await screen.findByText(t.eventIdUpdated(CSV))).toBeInTheDocument();
    expect(patchBody(api).get('mmp_event_id')).toBe('null');
    expect(await screen.findByRole('button', { name: t.notConnected(generic) })).toBeInTheDocument();
  });

  it('shows the server message when saving is refused', async () => {
    const { dialog, user } = await openConnect({
      extra: {
        [`GET ${listEventsPath}`]: () => envelope({ provider: CSV, events: [summit] }),
        [`PATCH ${base}/update/`]: () =>
          envelope(null, {
            status: 400,
            message: { general: ['Choose one of your own ticketing events'], mmp_event_id: ['Choose one'] },
          }),
      },
    });
    await user.click(await within(dialog).findByRole('combobox', { name: t.selectEvent }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: t.useEvent }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose one of your own ticketing events',
    );
    const choice = within(dialog).getByRole('combobox', { name: t.selectEvent });
    expect(choice).toHaveAccessibleDescription(expect.stringContaining('Choose one'));
    expect(within(dialog).getAllByText('Choose one')).toHaveLength(1);

    await user.click(choice);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).queryByText('Choose one')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('connect modal: the pretix account', () => {
  it('validates, connects and then offers to remove the account', async () => {
    let account: { base_url: string; organizer: string } | null = null;
    const { dialog, user, api } = await openConnect({
      extra: {
        [`GET ${pretixPath}`]: () => envelope(account),
        [`POST ${pretixPath}`]: () => {
          account = { base_url: 'https://pretix.example', organizer: 'acme' };
          return envelope(
            { ...account, events: 2 },
            { message: { general: [messages.ticketingApi.pretixSaved] } },
          );
        },
        [`DELETE ${pretixPath}`]: () => {
          account = null;
          return envelope(null, { message: { general: [messages.ticketingApi.pretixRemoved] } });
        },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: new RegExp(t.pretixTitle) }));
    await user.click(within(dialog).getByRole('button', { name: t.pretixSave }));
    expect(await within(dialog).findByText(t.pretixUrlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(t.pretixOrganizerEmpty)).toBeInTheDocument();
    expect(within(dialog).getByText(t.pretixTokenEmpty)).toBeInTheDocument();
    expect(api.callsTo('POST', pretixPath)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(t.pretixUrlLabel), 'https://pretix.example');
    await user.type(within(dialog).getByLabelText(t.pretixOrganizerLabel), 'acme');
    await user.type(within(dialog).getByLabelText(t.pretixTokenLabel), 'secret-token');
    await user.click(within(dialog).getByRole('button', { name: t.pretixSave }));
    expect(await screen.findByText(messages.ticketingApi.pretixSaved)).toBeInTheDocument();
    expect(api.callsTo('POST', pretixPath)[0]?.body).toEqual({
      base_url: 'https://pretix.example',
      organizer: 'acme',
      api_token: 'secret-token',
    });
    expect(
      await within(dialog).findByText(t.pretixConnectedTo('acme', 'https://pretix.example')),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', listEventsPath).length).toBeGreaterThanOrEqual(2);

    await user.click(within(dialog).getByRole('button', { name: t.pretixRemove }));
    expect(await screen.findByText(messages.ticketingApi.pretixRemoved)).toBeInTheDocument();
    expect(await within(dialog).findByLabelText(t.pretixTokenLabel)).toHaveValue('');
  });

  it('says a refused token once, under its input, and drops it when the token is edited', async () => {
    const { dialog, user } = await openConnect({
      extra: {
        [`POST ${pretixPath}`]: () =>
          envelope(null, {
            status: 400,
            message: {
              general: ['pretix refused the API token'],
              api_token: ['pretix refused the API token'],
            },
          }),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: new RegExp(t.pretixTitle) }));
    await user.type(within(dialog).getByLabelText(t.pretixUrlLabel), 'https://pretix.example');
    await user.type(within(dialog).getByLabelText(t.pretixOrganizerLabel), 'acme');
    await user.type(within(dialog).getByLabelText(t.pretixTokenLabel), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: t.pretixSave }));
    const token = within(dialog).getByLabelText(t.pretixTokenLabel);
    await waitFor(() => expect(token).toHaveAccessibleDescription(/pretix refused the API token/));
    expect(within(dialog).getAllByText('pretix refused the API token')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(token, '2');
    expect(within(dialog).queryByText('pretix refused the API token')).not.toBeInTheDocument();
  });
});

describe('connect modal: attendee lists (CSV)', () => {
  it('names the bad row, then uploads, lists the list and selects it', async () => {
    let lists: Array<typeof summit & { attendees: number; checked_in: number }> = [];
    let uploads = 0;
    const { dialog, user, api } = await openConnect({
      extra: {
        [`GET ${csvPath}`]: () => envelope(lists),
        [`GET ${listEventsPath}`]: () =>
          envelope({
            provider: lists.length ? CSV : null,
            events: lists.map(({ event_id, event_name }) => ({ event_id, event_name })),
          }),
        [`POST ${csvPath}`]: () => {
          uploads += 1;
          if (uploads === 1) {
            const sentence = 'Row 4: the ticket code "A1" is already used in row 2';
            return envelope(null, { status: 400, message: { general: [sentence], file: [sentence] } });
          }
          const list = { ...summit, attendees: 30, checked_in: 28 };
          lists = [list];
          return envelope(list, { message: { general: [messages.ticketingApi.listUploaded] } });
        },
      },
    });
    await openCsvPanel(dialog, user);
    expect(await within(dialog).findByText(t.csvNoLists)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t.csvUpload }));
    expect(await within(dialog).findByText(t.csvNameEmpty)).toBeInTheDocument();
    expect(within(dialog).getByText(t.csvChooseFile)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(t.csvNameLabel), 'Summit attendees');
    const fileInput = within(dialog).getByLabelText(t.csvFileLabel);
    await user.upload(fileInput, csvFile('name,ticket code\nAnna,A1\nBen,B2\nAda,A1\n'));
    await user.click(within(dialog).getByRole('button', { name: t.csvUpload }));
    const rowError = 'Row 4: the ticket code "A1" is already used in row 2';
    await waitFor(() => expect(fileInput).toHaveAccessibleDescription(rowError));
    expect(within(dialog).getAllByText(rowError)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t.csvUpload }));
    expect(await screen.findByText(messages.ticketingApi.listUploaded)).toBeInTheDocument();
    const sent = api.callsTo('POST', csvPath)[1]?.body as FormData;
    expect(sent.get('name')).toBe('Summit attendees');
    expect((sent.get('file') as File).name).toBe('attendees.csv');
    const combobox = await within(dialog).findByRole('combobox', { name: t.selectEvent });
    expect(combobox).toHaveValue(summit.event_name);
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(csvToggle(dialog)).toHaveAttribute('aria-expanded', 'false');
    await user.click(csvToggle(dialog));
    expect(await within(dialog).findByText(t.csvSummary(30, 28))).toBeVisible();
    expect(within(dialog).getByLabelText(t.csvNameLabel)).toHaveValue('');
  });

  it('refuses a file that is not CSV without a request, and deletes a list', async () => {
    let lists = [{ ...summit, attendees: 30, checked_in: 28 }];
    const { dialog, user, api } = await openConnect({
      extra: {
        [`GET ${csvPath}`]: () => envelope(lists),
        [`DELETE ${csvPath}${encodeURIComponent(summit.event_id)}/`]: () => {
          lists = [];
          return envelope(null, { message: { general: [messages.ticketingApi.listRemoved] } });
        },
      },
    });
    await openCsvPanel(dialog, user);
    await user.type(within(dialog).getByLabelText(t.csvNameLabel), 'Photos');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(
      within(dialog).getByLabelText(t.csvFileLabel),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: t.csvUpload }));
    expect(await within(dialog).findByText(t.csvNotCsv)).toBeInTheDocument();
    expect(api.callsTo('POST', csvPath)).toHaveLength(0);

    await user.click(await within(dialog).findByRole('button', { name: t.csvRemove(summit.event_name) }));
    expect(await screen.findByText(messages.ticketingApi.listRemoved)).toBeInTheDocument();
    expect(await within(dialog).findByText(t.csvNoLists)).toBeInTheDocument();
  });
});

describe('/mmp-connect/{eventName}', () => {
  it('is the connect modal as a page, with the way back', async () => {
    const { user, api } = setup({
      path: '/mmp-connect/DevMeetup',
      extra: {
        [`GET ${listEventsPath}`]: () => envelope({ provider: CSV, events: [summit] }),
        [`PATCH ${base}/update/`]: () => envelope(connectedInfo),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: e.connectTitle(CSV) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.pageBack })).toHaveAttribute('href', '/dashboard/DevMeetup/');
    await user.click(await screen.findByRole('combobox', { name: t.selectEvent }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: t.useEvent }));
    expect(await screen.findByText(t.eventIdUpdated(CSV))).toBeInTheDocument();
    expect(patchBody(api).get('mmp_event_id')).toBe(summit.event_id);
    expect(await screen.findByText(t.connectedTo(summit.event_name))).toBeInTheDocument();
  });

  it('tells a non-host they cannot manage the event', async () => {
    setup({ path: '/mmp-connect/DevMeetup', info: eventInfo({ role: null }) });
    expect(await screen.findByText(e.notHost)).toBeInTheDocument();
  });
});

describe('Generate Grid', () => {
  async function openGrid(options: Parameters<typeof setup>[0]) {
    const utils = setup(options);
    await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
    // An event without a grid offers Edit Grid twice: in the section's header and in the empty grid.
    await utils.user.click(screen.getAllByRole('button', { name: e.editGrid })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: e.editGridTitle });
    return { ...utils, dialog };
  }

  it('is dimmed and says why while the event is not connected', async () => {
    const { dialog, user, api } = await openGrid({});
    const generate = within(dialog).getByRole('button', { name: e.generateGrid });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    expect(generate).toHaveAccessibleDescription(t.connectToGenerate(generic));
    await user.click(generate);
    expect(screen.queryByRole('dialog', { name: e.importConfirmTitle })).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/grid/import/`)).toHaveLength(0);
  });

  it('asks first; Cancel imports nothing, Confirm shows the imported grid and the server message', async () => {
    const small = messages.ticketingApi.gridImportedSmall;
    const { dialog, user, api } = await openGrid({
      info: connectedInfo,
      extra: {
        [`POST ${base}/grid/import/`]: () =>
          envelope({ grid: fullLetters() }, { message: { general: [small] } }),
      },
    });
    const generate = within(dialog).getByRole('button', { name: e.generateGrid });
    expect(generate).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).queryByText(t.connectToGenerate(CSV))).not.toBeInTheDocument();

    await user.click(generate);
    let confirm = await screen.findByRole('dialog', { name: e.importConfirmTitle });
    expect(within(confirm).getByText(t.importConfirm(CSV))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: e.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: e.importConfirmTitle })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', `${base}/grid/import/`)).toHaveLength(0);

    await user.click(generate);
    confirm = await screen.findByRole('dialog', { name: e.importConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: e.confirm }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(small);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: e.importConfirmTitle })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText(e.cellLabel('B', 1))).toHaveValue('B');
    expect(within(dialog).getByLabelText(e.cellLabel('O', 5))).toHaveValue('A');
  });

  it('shows why an import failed', async () => {
    const { dialog, user } = await openGrid({
      info: connectedInfo,
      extra: {
        [`POST ${base}/grid/import/`]: () =>
          envelope(null, { status: 400, message: { general: ['No two checked-in names share an initial'] } }),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: e.generateGrid }));
    const confirm = await screen.findByRole('dialog', { name: e.importConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: e.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No two checked-in names share an initial',
    );
    expect(within(dialog).getByLabelText(e.cellLabel('B', 1))).toHaveValue('');
  });
});
