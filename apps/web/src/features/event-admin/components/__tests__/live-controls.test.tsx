// @vitest-environment jsdom
import { type EventInfo, type Host, MAX_VOTES_PER_PLAYER, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { admin, eventInfo, fullLetters, owner, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const c = messages.organiserControls;
const base = '/api/hoogo/manage-event/DevMeetup';

beforeEach(() => {
  signIn();
});

function setup(info: EventInfo, updated: EventInfo = info, candidates: unknown[] = []) {
  const api = mockApi({
    'GET /api/hoogo/manage-event/event-1/vote-leaderboard/': () => envelope(candidates),
    [`GET ${base}/get-info/`]: () => envelope(info),
    [`GET ${base}/host/list/`]: () => envelope({ hosts: [owner, admin] as Host[] }),
    [`PATCH ${base}/update/`]: () => envelope(updated),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
  });
  const user = userEvent.setup();
  const utils = renderApp('/dashboard/DevMeetup/');
  return { api, user, ...utils };
}

async function controls() {
  await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
  return screen.getByRole('region', { name: c.liveTitle });
}

describe('voting control on the management screen', () => {
  it('starts voting only after a confirmation that says what it does', async () => {
    const info = eventInfo({ code_digits: 4, voting_enabled: false, matrix: fullLetters() });
    const { api, user } = setup(info, { ...info, voting_enabled: true });
    const section = await controls();
    expect(within(section).getByText(c.votingOff)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: c.startVoting }));
    const dialog = await screen.findByRole('dialog', { name: c.startVotingTitle });
    for (const point of c.startVotingPoints(MAX_VOTES_PER_PLAYER)) {
      expect(within(dialog).getByText(point)).toBeVisible();
    }
    expect(within(dialog).getByText('Each player has 2 votes.')).toBeVisible();
    // Nobody completed a card yet: the dialog says that no one can be voted for.
    expect(await within(dialog).findByText(c.noVotingCandidates)).toBeVisible();
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: messages.eventAdmin.cancel }));
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: c.startVoting }));
    const again = await screen.findByRole('dialog', { name: c.startVotingTitle });
    await user.click(within(again).getByRole('button', { name: c.startVoting }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(1));
    const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body;
    if (!(body instanceof FormData)) throw new Error('no update call was sent');
    expect([...body.keys()]).toEqual(['voting_enabled']);
    expect(body.get('voting_enabled')).toBe('true');
    expect(await screen.findByText(messages.events.votingUpdated)).toBeInTheDocument();
    expect(await within(section).findByText(c.votingOn)).toBeVisible();
    expect(within(section).getByRole('button', { name: c.stopVoting })).toBeVisible();
  });

  it('says how many players can be voted for before voting starts', async () => {
    const info = eventInfo({ code_digits: 4, voting_enabled: false, matrix: fullLetters() });
    const { user } = setup(info, info, [
      { event_register_id: 'r1' },
      { event_register_id: 'r2' },
      { event_register_id: 'r3' },
    ]);
    const section = await controls();
    await user.click(within(section).getByRole('button', { name: c.startVoting }));
    const dialog = await screen.findByRole('dialog', { name: c.startVotingTitle });
    expect(await within(dialog).findByText('3 players can be voted for now.')).toBeVisible();
  });

  it('stops voting after its own confirmation', async () => {
    const info = eventInfo({ code_digits: 4, voting_enabled: true });
    const { api, user } = setup(info, { ...info, voting_enabled: false });
    const section = await controls();
    await user.click(within(section).getByRole('button', { name: c.stopVoting }));
    const dialog = await screen.findByRole('dialog', { name: c.stopVotingTitle });
    for (const point of c.stopVotingPoints) expect(within(dialog).getByText(point)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: c.stopVoting }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(1));
    const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body;
    if (!(body instanceof FormData)) throw new Error('no update call was sent');
    expect(body.get('voting_enabled')).toBe('false');
  });

  it('says why voting is missing when friend codes are off, and opens Settings', async () => {
    const { user } = setup(eventInfo({ code_digits: null }));
    const section = await controls();
    expect(within(section).getByText(c.votingNeedsCodes)).toBeVisible();
    expect(within(section).queryByRole('button', { name: c.startVoting })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: c.openSettings }));
    expect(await screen.findByRole('dialog', { name: messages.eventAdmin.settingsTitle })).toBeVisible();
  });
});

describe('grid status and preview on the management screen', () => {
  it('counts the letters set, and says when players can play', async () => {
    const matrix = fullLetters();
    matrix[4] = ['', '', '', '', ''];
    setup(eventInfo({ matrix }));
    const section = await controls();
    expect(within(section).getByText(messages.gridStatus.incomplete(20))).toBeVisible();
    expect(within(section).getByRole('link', { name: c.previewAsPlayer })).toHaveAttribute(
      'href',
      '/DevMeetup/',
    );
  });

  it('says a full grid is playable', async () => {
    setup(eventInfo({ matrix: fullLetters() }));
    const section = await controls();
    expect(within(section).getByText(messages.gridStatus.complete)).toBeVisible();
  });
});

describe('rename warning', () => {
  it('warns that the link and printed QR codes change once the name differs', async () => {
    const { user } = setup(eventInfo());
    await controls();
    await user.click(screen.getByRole('button', { name: messages.eventAdmin.editSettings }));
    const dialog = await screen.findByRole('dialog', { name: messages.eventAdmin.settingsTitle });
    expect(within(dialog).queryByText(c.renameWarning)).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(messages.dashboard.eventNameLabel);
    await user.clear(name);
    await user.type(name, 'devmeetup');
    // A change of letter case changes no link.
    expect(within(dialog).queryByText(c.renameWarning)).not.toBeInTheDocument();
    await user.type(name, '-2026');
    expect(within(dialog).getByText(c.renameWarning)).toBeVisible();
  });
});

describe('the way to running the game', () => {
  it('links the activity, results and insights pages of the event', async () => {
    setup(eventInfo());
    const section = await controls();
    const nav = within(section).getByRole('navigation', { name: messages.gameMaster.linksTitle });
    expect(within(nav).getByRole('link', { name: messages.gameMaster.activityLink })).toHaveAttribute(
      'href',
      '/dashboard/DevMeetup/activity',
    );
    expect(within(nav).getByRole('link', { name: messages.gameMaster.resultsLink })).toHaveAttribute(
      'href',
      '/dashboard/DevMeetup/results',
    );
    expect(within(nav).getByRole('link', { name: messages.gameMaster.insightsLink })).toHaveAttribute(
      'href',
      '/dashboard/DevMeetup/insights',
    );
  });
});
