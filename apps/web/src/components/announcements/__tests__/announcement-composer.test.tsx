// @vitest-environment jsdom
import { ANNOUNCEMENT_MAX_LENGTH, type HostAnnouncement, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const t = messages.announcements;
const base = '/api/hoogo/manage-event';
const path = `${base}/event-1/announcements/`;
const lunch: HostAnnouncement = {
  id: '6f7a1c2e-0000-4000-8000-000000000001',
  text: 'Lunch is served',
  created_at: '2026-11-28T12:00:00.000Z',
  author_name: 'Olivia Owner',
};

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  let list: HostAnnouncement[] = [];
  const api = mockApi({
    [`GET ${base}/DevMeetup/get-info/`]: () => envelope(eventInfo({ role: 'Owner' })),
    [`GET ${base}/event-1/leaderboard/`]: () => envelope({ rows: [], offset: 0, row_count: 0 }),
    [`GET ${path}`]: () => envelope(list),
    [`POST ${path}`]: () => {
      list = [lunch];
      return envelope(lunch);
    },
    [`DELETE ${path}${lunch.id}/`]: () => {
      list = [];
      return envelope([]);
    },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp('/dashboard/DevMeetup/remote');
  return { user, api };
}

/** A host writes an announcement on the remote (docs/decisions/0082-announcements.md). */
describe('the announcement form', () => {
  it('counts the characters left, sends the text, says it was sent and lists it with Withdraw', async () => {
    const { user, api } = setup();
    const field = await screen.findByLabelText(t.label);
    expect(screen.getByTestId('announcement-count')).toHaveTextContent(t.counter(ANNOUNCEMENT_MAX_LENGTH));
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    await user.type(field, 'Lunch is served');
    expect(screen.getByTestId('announcement-count')).toHaveTextContent(
      t.counter(ANNOUNCEMENT_MAX_LENGTH - 'Lunch is served'.length),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('announcement-sent')).toHaveTextContent(t.sentStatus('Lunch is served'));
    expect(api.callsTo('POST', path)[0]?.body).toEqual({ text: 'Lunch is served' });
    expect(field).toHaveValue('');

    const list = await screen.findByTestId('announcement-list');
    expect(list).toHaveTextContent('Lunch is served');
    expect(list).toHaveTextContent(t.byHost('Olivia Owner'));
    await user.click(within(list).getByRole('button', { name: t.deleteLabel('Lunch is served') }));
    await waitFor(() => expect(api.callsTo('DELETE', `${path}${lunch.id}/`)).toHaveLength(1));
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it('refuses empty text and markup before sending, and shows the server refusal under the field', async () => {
    const { user, api } = setup({
      [`POST ${path}`]: () => envelope(null, { status: 429, message: { general: [t.tooMany(40)] } }),
    });
    const field = await screen.findByLabelText(t.label);
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.empty);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '<b>Free drinks</b>');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.noMarkup);
    expect(api.callsTo('POST', path)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Free drinks');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.tooMany(40))).toBeInTheDocument();
    expect(field).toHaveValue('Free drinks');
  });
});
