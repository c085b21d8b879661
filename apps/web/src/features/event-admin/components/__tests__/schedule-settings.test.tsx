// @vitest-environment jsdom
import { type EventSchedule, type Host, messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { admin, eventInfo, fullLetters, owner, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { toLocalInput } from '../schedule-settings';

const t = messages.schedule;
const base = '/api/hoogo/manage-event/DevMeetup';
const schedulePath = '/api/hoogo/manage-event/event-1/schedule/';
const none: EventSchedule = { connections_close_at: null, voting_opens_at: null, voting_closes_at: null };

beforeEach(() => {
  signIn();
});

function setup(answer: (body: unknown) => Response = (body) => envelope({ ...none, ...(body as object) })) {
  const api = mockApi({
    'GET /api/hoogo/manage-event/event-1/announcements/': () => envelope([]),
    [`GET ${base}/get-info/`]: () => envelope(eventInfo({ code_digits: 4, matrix: fullLetters() })),
    [`GET ${base}/host/list/`]: () => envelope({ hosts: [owner, admin] as Host[] }),
    [`PUT ${schedulePath}`]: (call) => answer(call.body),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
  });
  const user = userEvent.setup();
  renderApp('/dashboard/DevMeetup/');
  return { api, user };
}

/** The schedule section once the status channel told it the current times. */
async function section(schedule: EventSchedule = none) {
  await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
  await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
  const socket = FakeWebSocket.latest('status');
  act(() => socket.open());
  const status = {
    voting_enabled: false,
    grid_complete: true,
    grid_version: 'v1',
    code_digits: 4,
    participant_count: 0,
    total_connections: 0,
  };
  act(() => socket.receive({ type: 'status', response: { ...status, schedule } }));
  const region = screen.getByRole('region', { name: t.title });
  await waitFor(() => expect(within(region).getByLabelText(t.connectionsCloseLabel)).toBeEnabled());
  return { region, socket, status };
}

const inAnHour = () => {
  const at = new Date(Date.now() + 3_600_000);
  at.setSeconds(0, 0);
  return at;
};

describe('the schedule on the management screen', () => {
  it('sends only the times the host changed, as instants, and shows what the server kept', async () => {
    const { api, user } = setup();
    const votingCloses = new Date(Date.now() + 7_200_000).toISOString();
    const { region } = await section({ ...none, voting_closes_at: votingCloses });
    expect(within(region).getByLabelText(t.votingClosesLabel)).toHaveValue(toLocalInput(votingCloses));

    expect(within(region).getByRole('status')).toHaveTextContent(t.open);
    const close = inAnHour();
    await user.type(
      within(region).getByLabelText(t.connectionsCloseLabel),
      toLocalInput(close.toISOString()),
    );
    await user.click(within(region).getByRole('button', { name: t.save }));
    await waitFor(() => expect(api.callsTo('PUT', schedulePath)).toHaveLength(1));
    expect(api.callsTo('PUT', schedulePath)[0]?.body).toEqual({ connections_close_at: close.toISOString() });
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(within(region).getByLabelText(t.connectionsCloseLabel)).toHaveValue(
      toLocalInput(close.toISOString()),
    );
    // The line above the form counts down to it (a timer, not a status read out every second).
    expect(within(region).getByRole('timer')).toHaveTextContent(
      /^Connections close in (1:00:00|[1-5]?\d:\d\d)$/,
    );
  });

  it('refuses a time gone by and a save with nothing changed, and clears a time emptied', async () => {
    const { api, user } = setup();
    const opens = new Date(Date.now() + 600_000).toISOString();
    const { region } = await section({ ...none, voting_opens_at: opens });
    await user.click(within(region).getByRole('button', { name: t.save }));
    expect(await within(region).findByText(t.notChanged)).toBeVisible();

    const field = within(region).getByLabelText(t.votingClosesLabel);
    await user.type(field, toLocalInput(new Date(Date.now() - 3_600_000).toISOString()));
    await user.click(within(region).getByRole('button', { name: t.save }));
    expect(await within(region).findByText(t.pastTime)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', schedulePath)).toHaveLength(0);

    await user.clear(field);
    await user.clear(within(region).getByLabelText(t.votingOpensLabel));
    await user.click(within(region).getByRole('button', { name: t.save }));
    await waitFor(() => expect(api.callsTo('PUT', schedulePath)).toHaveLength(1));
    expect(api.callsTo('PUT', schedulePath)[0]?.body).toEqual({
      voting_opens_at: null,
      voting_closes_at: null,
    });
  });

  it("shows the server's refusal under the form", async () => {
    const { user } = setup(() => envelope(null, { status: 400, message: { general: [t.votingBeforeOpen] } }));
    const { region } = await section();
    await user.type(
      within(region).getByLabelText(t.votingOpensLabel),
      toLocalInput(inAnHour().toISOString()),
    );
    await user.click(within(region).getByRole('button', { name: t.save }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(t.votingBeforeOpen);
  });

  it('closes connections now only after a confirmation, then offers to open them again', async () => {
    const closedAt = new Date(Date.now() - 1000).toISOString();
    const { api, user } = setup((body) =>
      envelope({
        ...none,
        connections_close_at: (body as EventSchedule).connections_close_at ? closedAt : null,
      }),
    );
    const { region } = await section();
    await user.click(within(region).getByRole('button', { name: t.closeNow }));
    const dialog = await screen.findByRole('dialog', { name: t.closeNowTitle });
    expect(within(dialog).getByText(t.closeNowBody)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: messages.eventAdmin.cancel }));
    expect(api.callsTo('PUT', schedulePath)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: t.closeNow }));
    const again = await screen.findByRole('dialog', { name: t.closeNowTitle });
    await user.click(within(again).getByRole('button', { name: t.closeNow }));
    await waitFor(() => expect(api.callsTo('PUT', schedulePath)).toHaveLength(1));
    expect(api.callsTo('PUT', schedulePath)[0]?.body).toEqual({ connections_close_at: 'now' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).getByRole('status')).toHaveTextContent(/^Connections closed at /);
    expect(screen.getByText(messages.organiserControls.votingOffClosed)).toBeVisible();

    await user.click(within(region).getByRole('button', { name: t.reopen }));
    await waitFor(() => expect(api.callsTo('PUT', schedulePath)).toHaveLength(2));
    expect(api.callsTo('PUT', schedulePath)[1]?.body).toEqual({ connections_close_at: null });
    expect(await within(region).findByRole('button', { name: t.closeNow })).toBeVisible();
  });

  it('follows the status channel: voting opened at its time clears that time here too', async () => {
    setup();
    const opens = new Date(Date.now() + 600_000).toISOString();
    const { region, socket, status } = await section({ ...none, voting_opens_at: opens });
    expect(within(region).getByLabelText(t.votingOpensLabel)).toHaveValue(toLocalInput(opens));
    act(() =>
      socket.receive({ type: 'status', response: { ...status, voting_enabled: true, schedule: none } }),
    );
    await waitFor(() => expect(within(region).getByLabelText(t.votingOpensLabel)).toHaveValue(''));
  });
});
