// @vitest-environment jsdom
import { type EventInfo, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, userInputResult, userMatrix } from '@/testing/fixtures';
import { freshPhone, playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

vi.mock('@/lib/photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/photo')>()),
  compressPhoto: async (file: File) => new File([file], 'me.jpg', { type: 'image/jpeg' }),
}));

const t = messages.play;
const s = messages.selfies;
const { info: infoPath, matrix: matrixPath, input: inputPath } = playerPaths;

beforeEach(() => freshPhone({ photos: true }));

function setup(info: EventInfo) {
  storage.setEventUserId('event-1', 'secret-1');
  storage.setEventFlag('rulesSeen', 'event-1');
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(info),
    [`GET ${matrixPath}`]: () => envelope(userMatrix()),
    [`POST ${inputPath}`]: () => envelope(userInputResult()),
  });
  return { api, user: userEvent.setup(), ...renderApp('/DevMeetup/') };
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('group', { name: t.gridLabel });
  await user.click(await screen.findByRole('button', { name: t.cellEmpty('B', 1, 'B') }));
  const dialog = await screen.findByRole('dialog', { name: t.formTitle('B') });
  const name = await within(dialog).findByLabelText(t.nameLabel);
  await user.clear(name);
  await user.type(name, 'Bob');
  await user.upload(
    within(dialog).getByLabelText(t.choosePhoto),
    new File(['jpeg'], 'me.png', { type: 'image/png' }),
  );
  await within(dialog).findByRole('img', { name: t.photoPreview });
  await user.type(within(dialog).getByLabelText(t.descriptionLabel), 'Builds robots for fun');
  return dialog;
}

/**
 * The connection was sent and the form has finished with it (it closes on success): a test that ended
 * while the form still saved would leave its last state update to a torn-down page.
 */
async function sent(api: ReturnType<typeof mockApi>) {
  await waitFor(() => expect(api.callsTo('POST', inputPath)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

function sentConsent(api: ReturnType<typeof mockApi>) {
  const body = api.callsTo('POST', inputPath)[0]?.body;
  if (!(body instanceof FormData)) throw new Error('no user-input call was sent');
  return body.get('selfie_consent');
}

describe('the consent on the connection form', () => {
  it('is one unticked box, sent as false when left', async () => {
    const { api, user } = setup(eventInfo({ role: null }));
    const dialog = await openAndFill(user);
    const box = within(dialog).getByRole('checkbox', { name: s.consentLabel });
    expect(box).not.toBeChecked();
    expect(within(dialog).getByText(s.consentHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    await sent(api);
    expect(sentConsent(api)).toBe('false');
  });

  it('is ticked with a tap on its text, and sent as true', async () => {
    const { api, user } = setup(eventInfo({ role: null }));
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByText(s.consentLabel));
    expect(within(dialog).getByRole('checkbox', { name: s.consentLabel })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    await sent(api);
    expect(sentConsent(api)).toBe('true');
  });

  it('says when the event requires it, and will not send without it', async () => {
    const { api, user } = setup(eventInfo({ role: null, require_selfie_consent: true }));
    const dialog = await openAndFill(user);
    expect(within(dialog).getByText(s.consentRequiredHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(s.consentRequired)).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', { name: s.consentLabel });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', inputPath)).toHaveLength(0);

    // With the keyboard: Space ticks the focused box.
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    await sent(api);
    expect(sentConsent(api)).toBe('true');
  });
});
