// @vitest-environment jsdom
import { type ContactDetails, messages, type PersonMet } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, signIn } from '@/testing/fixtures';
import { playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

const t = messages.people;
const { info: infoPath, people: peoplePath, contact: contactPath } = playerPaths;
const vcfPath = '/api/hoogo/manage-game/event-1/people.vcf';
type Routes = Parameters<typeof mockApi>[0];

const bea: PersonMet = {
  id: 'c-1',
  letter: 'B',
  x: 0,
  y: 1,
  connected_name: 'Bea Example',
  liner: 'Builds robots for fun',
  image: '/media/bea.jpg',
  thumbnail: '/media/bea.thumb.webp',
  connected_at: '2026-11-26T15:10:00.000Z',
  linked_player: {
    event_register_id: 'reg-b',
    user_name: 'Beatrice Example',
    contact: { linkedin: 'https://www.linkedin.com/in/bea', email: 'bea@example.com', role: 'CTO at Robots' },
  },
};
const cid: PersonMet = {
  id: 'c-2',
  letter: 'C',
  x: 0,
  y: 2,
  connected_name: 'Cid',
  liner: 'Sells coffee beans by bike',
  image: null,
  thumbnail: null,
  connected_at: '2026-11-26T15:00:00.000Z',
  linked_player: null,
};
const empty: ContactDetails = { linkedin: null, email: null, role: null, share: false };

beforeEach(() => {
  signIn();
  storage.setEventUserId('event-1', 'secret-1');
});

function setup({ people = [bea, cid], contact = empty, extra = {} as Routes } = {}) {
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(eventInfo({ role: null })),
    [`GET ${peoplePath}`]: () => envelope(people),
    [`GET ${contactPath}`]: () => envelope(contact),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp('/DevMeetup/people');
  return { api, user, ...utils };
}

const cardOf = (name: string) => {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('People I met', () => {
  it('lists the people with photo or placeholder, linked player, line, letter and shared contact', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Bea Example' });
    const call = api.callsTo('GET', peoplePath)[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');

    const beaCard = cardOf('Bea Example');
    expect(beaCard.querySelector('img')).toHaveAttribute('src', '/media/bea.thumb.webp');
    expect(within(beaCard).getByText(t.linkedAs('Beatrice Example'))).toBeInTheDocument();
    expect(within(beaCard).getByText('Builds robots for fun')).toBeInTheDocument();
    expect(within(beaCard).getByText(t.letter('B'))).toBeInTheDocument();
    expect(
      within(beaCard).getByRole('link', { name: `${t.emailLink('Bea Example')}: bea@example.com` }),
    ).toHaveAttribute('href', 'mailto:bea@example.com');
    const linkedin = within(beaCard).getByRole('link', {
      name: `${t.linkedinLink('Bea Example')}: linkedin.com/in/bea`,
    });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/bea');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(beaCard).getByText('CTO at Robots')).toBeInTheDocument();
    expect(beaCard.querySelector('time')).toHaveAttribute('datetime', bea.connected_at);

    const cidCard = cardOf('Cid');
    expect(cidCard.querySelector('img')).toBeNull();
    expect(within(cidCard).getByRole('img', { name: t.noPhoto })).toHaveTextContent('C');
    expect(within(cidCard).queryByText(t.sharedContact)).toBeNull();
    expect(within(cidCard).queryByRole('link')).toBeNull();
    // Newest first, as the server answers.
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Bea Example', 'Cid']);
  });

  it('says so when no one was met yet, without download buttons', async () => {
    setup({ people: [] });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.downloadVcard })).toBeNull();
  });

  it('downloads the vCard with the player key and saves it under the server’s file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:people');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { api, user } = setup({
      extra: {
        [`GET ${vcfPath}`]: () =>
          new Response('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bea Example\r\nEND:VCARD\r\n', {
            headers: {
              'Content-Type': 'text/vcard; charset=utf-8',
              'Content-Disposition': 'attachment; filename="DevMeetup-people-2026-11-26.vcf"',
            },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: t.downloadVcard }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:people', download: 'DevMeetup-people-2026-11-26.vcf' }]),
    );
    const call = api.callsTo('GET', vcfPath)[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('FN:Bea Example');
  });

  it('says a failed download in a toast', async () => {
    const { user } = setup({
      extra: {
        'GET /api/hoogo/manage-game/event-1/people.csv': () =>
          envelope(null, { status: 403, message: { general: [messages.gameApi.invalidPlayerKey] } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: t.downloadCsv }));
    expect(await screen.findByText(messages.gameApi.invalidPlayerKey)).toBeInTheDocument();
  });

  it('says a download refused for its rate once, and keeps both buttons off with the wait shown until it ends', async () => {
    const { api, user } = setup({
      extra: {
        [`GET ${vcfPath}`]: () => {
          const answer = envelope(null, { status: 429, message: { general: [t.tooManyDownloads(2)] } });
          answer.headers.set('Retry-After', '2');
          return answer;
        },
      },
    });
    const vcard = await screen.findByRole('button', { name: t.downloadVcard });
    await user.click(vcard);
    expect(await screen.findByText(t.tooManyDownloads(2))).toBeInTheDocument();
    await waitFor(() => expect(vcard).toBeDisabled());
    const csv = screen.getByRole('button', { name: t.downloadCsv });
    expect(csv).toBeDisabled();
    expect(screen.getByText(t.downloadAgainIn(2))).toBeInTheDocument();
    expect(vcard).toHaveAccessibleDescription(t.downloadAgainIn(2));
    // More taps while it waits send nothing and add no toast.
    await user.click(vcard);
    await user.click(csv);
    expect(api.callsTo('GET', vcfPath)).toHaveLength(1);
    expect(screen.getAllByText(t.tooManyDownloads(2))).toHaveLength(1);

    // The wait counts down and ends: the buttons are back.
    expect(await screen.findByText(t.downloadAgainIn(1))).toBeInTheDocument();
    await waitFor(() => expect(vcard).toBeEnabled());
    expect(csv).toBeEnabled();
    expect(screen.queryByText(/You can download again/)).toBeNull();
  });

  it('saves my contact details with sharing turned on, and says so', async () => {
    const { api, user } = setup({
      extra: {
        [`PUT ${contactPath}`]: (call) => {
          const body = call.body as Record<string, unknown>;
          return envelope(
            { linkedin: body.linkedin, email: body.email, role: body.role, share: body.share },
            { message: { general: [t.saved] } },
          );
        },
      },
    });
    await screen.findByRole('heading', { name: t.contactTitle });
    const share = await screen.findByRole('switch', { name: t.shareLabel });
    expect(share).toHaveAttribute('aria-checked', 'false');
    await user.type(screen.getByLabelText(t.linkedinLabel), 'https://www.linkedin.com/in/ada');
    await user.type(screen.getByLabelText(t.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(t.roleLabel), 'Analyst at Engines');
    await user.click(share);
    expect(share).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', contactPath)[0]?.body).toEqual({
      user_id: 'secret-1',
      linkedin: 'https://www.linkedin.com/in/ada',
      email: 'ada@example.com',
      role: 'Analyst at Engines',
      share: true,
    });
  });

  it('shows the form’s errors under their fields and sends nothing', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText(t.linkedinLabel), 'http://example.com/ada');
    await user.type(screen.getByLabelText(t.emailLabel), 'not-an-email');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.linkedinInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(t.linkedinLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', contactPath)).toHaveLength(0);
  });

  it('shows the server’s refusal under its field', async () => {
    const { user } = setup({
      contact: { linkedin: 'https://linkedin.com/in/ada', email: null, role: null, share: true },
      extra: {
        [`PUT ${contactPath}`]: () =>
          envelope(null, {
            status: 400,
            message: { general: [t.roleTooLong(120)], role: [t.roleTooLong(120)] },
          }),
      },
    });
    // The stored details fill the form.
    expect(await screen.findByLabelText(t.linkedinLabel)).toHaveValue('https://linkedin.com/in/ada');
    expect(screen.getByRole('switch', { name: t.shareLabel })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.roleTooLong(120))).toBeInTheDocument();
    expect(screen.getByLabelText(t.roleLabel)).toHaveAttribute('aria-invalid', 'true');
  });
});
