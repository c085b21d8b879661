import { messages } from '@hoogo/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const INFO = '/api/hoogo/manage-event/DevMeetup/get-info/';
const logo = () => screen.getByRole('link', { name: messages.navbar.home });

describe('the way home', () => {
  it("takes a ticket-code player's logo to their event, not to the landing page's Create New Event", async () => {
    storage.setEventUserId('event-1', 'player-1');
    mockApi({
      [`GET ${INFO}`]: () => envelope(eventInfo()),
      'GET /api/hoogo/manage-game/event-1/completed-players/': () => envelope([]),
    });
    renderApp('/DevMeetup/voting');
    expect(await screen.findByRole('link', { name: messages.navbar.home })).toHaveAttribute(
      'href',
      '/DevMeetup/',
    );
  });

  it("takes a signed-in person's logo to their events", async () => {
    signIn();
    mockApi({
      'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
      'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
      'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    });
    renderApp('/dashboard');
    await screen.findByText(messages.events.noOrganized);
    expect(logo()).toHaveAttribute('href', '/dashboard');
  });

  it('offers Return Home from an event that does not exist', async () => {
    signIn();
    mockApi({
      'GET /api/hoogo/manage-event/Typo/get-info/': () =>
        envelope(null, { status: 404, message: { general: [messages.events.infoFailed] } }),
    });
    renderApp('/Typo/voting');
    expect(await screen.findByText(messages.events.infoFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.notFound.action })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers the leaderboard of a missing event a way home too', async () => {
    mockApi({
      'GET /api/hoogo/manage-event/Typo/get-info/': () =>
        envelope(null, { status: 404, message: { general: [messages.events.infoFailed] } }),
    });
    renderApp('/Typo/leaderboard');
    expect(await screen.findByText(messages.events.infoFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.notFound.action })).toHaveAttribute('href', '/');
  });
});
