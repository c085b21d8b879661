import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockApi } from './api';
import { eventInfo, owner } from './fixtures';
import { renderApp } from './render';

/** Where the management API of the fixtures' event (DevMeetup) starts. */
export const adminBase = '/api/hoogo/manage-event/DevMeetup';

/**
 * The management screen of the fixtures' event as its owner sees it, its updates answered with `info`
 * as it was; resolves once the event's title shows.
 */
export async function openEventAdmin({
  info = eventInfo(),
  extra = {},
}: {
  info?: ReturnType<typeof eventInfo>;
  extra?: Parameters<typeof mockApi>[0];
} = {}) {
  const api = mockApi({
    [`GET ${adminBase}/get-info/`]: () => envelope(info),
    [`GET ${adminBase}/host/list/`]: () => envelope({ hosts: [owner] }),
    [`PATCH ${adminBase}/update/`]: () => envelope(info),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp('/dashboard/DevMeetup/');
  await screen.findByRole('heading', { level: 1, name: 'DevMeetup' }, { timeout: 5000 });
  return { ...utils, api, user };
}
