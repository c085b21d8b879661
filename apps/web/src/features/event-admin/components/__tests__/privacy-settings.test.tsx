// @vitest-environment jsdom
import { type EventInfo, type Host, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { admin, eventInfo, owner, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const s = messages.selfies;
const base = '/api/hoogo/manage-event/DevMeetup';

beforeEach(() => {
  signIn();
});

function setup(info: EventInfo, { updated = info, deleted = 3 } = {}) {
  const api = mockApi({
    [`GET ${base}/get-info/`]: () => envelope(info),
    [`GET ${base}/host/list/`]: () => envelope({ hosts: [owner, admin] as Host[] }),
    [`PATCH ${base}/update/`]: () => envelope(updated),
    [`POST ${base}/media/purge/`]: () => envelope({ deleted }, { message: { general: [s.purged(deleted)] } }),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
  });
  const user = userEvent.setup();
  return { api, user, ...renderApp('/dashboard/DevMeetup/') };
}

async function section() {
  await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
  return screen.getByRole('region', { name: s.sectionTitle });
}

function sentFields(api: ReturnType<typeof mockApi>) {
  const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body;
  if (!(body instanceof FormData)) throw new Error('no update call was sent');
  return Object.fromEntries(body.entries());
}

describe('the privacy section of the management screen', () => {
  it("shows the event's settings", async () => {
    setup(eventInfo({ venue_privacy: 'initials', require_selfie_consent: true, selfie_retention_days: 90 }));
    const region = await section();
    const venue = within(region).getByRole('group', { name: s.venueLegend });
    expect(within(venue).getByRole('radio', { name: s.venueInitials })).toBeChecked();
    expect(within(venue).getAllByRole('radio')).toHaveLength(3);
    expect(within(region).getByRole('switch', { name: s.requireConsent })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const retention = within(region).getByRole('combobox', { name: s.retentionLabel });
    expect(retention).toHaveValue('90');
    expect(
      within(retention)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['7 days', '30 days', '90 days', '365 days', s.retentionKeep]);
  });

  it('saves the venue display, the consent switch and the retention through the update call', async () => {
    const info = eventInfo({
      venue_privacy: 'full',
      require_selfie_consent: false,
      selfie_retention_days: 30,
    });
    const { api, user } = setup(info, {
      updated: {
        ...info,
        venue_privacy: 'first_name',
        require_selfie_consent: true,
        selfie_retention_days: null,
      },
    });
    const region = await section();
    // The keyboard moves through the radio group with the arrows.
    within(region).getByRole('radio', { name: s.venueFull }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(region).getByRole('radio', { name: s.venueFirstName })).toBeChecked();
    await user.click(within(region).getByRole('switch', { name: s.requireConsent }));
    await user.selectOptions(
      within(region).getByRole('combobox', { name: s.retentionLabel }),
      s.retentionKeep,
    );
    await user.click(within(region).getByRole('button', { name: s.save }));

    await waitFor(() => expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(1));
    expect(sentFields(api)).toEqual({
      venue_privacy: 'first_name',
      require_selfie_consent: 'true',
      selfie_retention_days: 'null',
    });
    expect(await screen.findByText(s.saved)).toBeInTheDocument();
  });

  it('offers a retention set otherwise among the choices, and saves a number of days', async () => {
    const info = eventInfo({ selfie_retention_days: 14 });
    const { api, user } = setup(info);
    const region = await section();
    const retention = within(region).getByRole('combobox', { name: s.retentionLabel });
    expect(retention).toHaveValue('14');
    await user.selectOptions(retention, '7 days');
    await user.click(within(region).getByRole('button', { name: s.save }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(1));
    expect(sentFields(api).selfie_retention_days).toBe('7');
  });

  it('deletes all selfies only after a confirmation that says it cannot be undone, and says how many', async () => {
    const { api, user } = setup(eventInfo(), { deleted: 12 });
    const region = await section();
    await user.click(within(region).getByRole('button', { name: s.purgeButton }));
    const dialog = await screen.findByRole('dialog', { name: s.purgeTitle });
    expect(within(dialog).getByText(s.purgeWarning)).toBeVisible();
    expect(s.purgeWarning).toContain('cannot be undone');
    // Cancel deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: s.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${base}/media/purge/`)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: s.purgeButton }));
    const again = await screen.findByRole('dialog', { name: s.purgeTitle });
    await user.click(within(again).getByRole('button', { name: s.purgeConfirm }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/media/purge/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(region).getByRole('status')).toHaveTextContent('12 selfies deleted');
  });
});
