// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';

const query = (organizer: boolean) =>
  new URLSearchParams({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    user_email: 'anna@example.com',
    user_image: '/media/anna.jpg',
    is_organizer: String(organizer),
  });

function serverAnswers(onboard = () => envelope(null)) {
  mockApi({
    'POST /api/hoogo/common/onboard-user/': onboard,
    'GET /api/hoogo/manage-event/ev-1/get-event-name/': () => envelope({ event_name: 'DevMeetup' }),
    'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(null, { status: 404 }),
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
  });
}

describe('entry route', () => {
  it('stores the handed-over session and sends a player to the event page', async () => {
    serverAnswers();
    const { router } = renderApp(`/entry/ev-1?${query(false)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/'));
    expect(storage.get('accessToken')).toBe('access-1');
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(storage.get('userEmail')).toBe('anna@example.com');
    expect(storage.get('profilePicUrl')).toBe('/media/anna.jpg');
    expect(storage.get('currentEventId')).toBe('ev-1');
    expect(storage.get('eventName')).toBe('DevMeetup');
  });

  it('sends an organiser to the management screen', async () => {
    serverAnswers();
    const { router } = renderApp(`/entry/ev-1?${query(true)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/DevMeetup/'));
  });

  it('says onboarding failed, and drops the tokens from the address, when the server refuses', async () => {
    serverAnswers(() => envelope(null, { status: 500 }));
    const { router } = renderApp(`/entry/ev-1?${query(false)}`);
    expect(await screen.findByRole('heading', { name: messages.auth.onboardFailed })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says onboarding failed without tokens in the query', async () => {
    serverAnswers();
    renderApp('/entry/ev-1');
    expect(await screen.findByRole('heading', { name: messages.auth.onboardFailed })).toBeInTheDocument();
  });
});
