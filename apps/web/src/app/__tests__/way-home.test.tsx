// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('a mistyped event link', () => {
  const missing = () => envelope(null, { status: 404, message: { general: [messages.eventApi.notFound] } });

  it('says "Event not found" before any sign-in, and the typed name leads on to the event', async () => {
    const api = mockApi({
      'GET /api/hoogo/manage-event/NoSuchEvent/check-play-with-ticket-code/': missing,
      'GET /api/hoogo/manage-event/DevMeetup/check-play-with-ticket-code/': () =>
        envelope({ play_with_ticket_code: false }),
    });
    const user = userEvent.setup();
    renderApp('/NoSuchEvent');
    expect(await screen.findByRole('heading', { name: messages.eventNotFound.title })).toBeInTheDocument();
    expect(screen.getByText(messages.eventNotFound.text('NoSuchEvent'))).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.login.emailLabel)).toBeNull();
    expect(screen.getByRole('link', { name: messages.notFound.action })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: messages.eventNotFound.go }));
    expect(screen.getByText(messages.eventNotFound.nameEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.eventNotFound.nameLabel), ' DevMeetup {Enter}');
    // The event exists: now the sign-in, on the way to it.
    expect(await screen.findByLabelText(messages.login.emailLabel)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: messages.eventNotFound.title })).toBeNull();
    expect(api.callsTo('GET', '/api/hoogo/manage-event/DevMeetup/check-play-with-ticket-code/')).toHaveLength(
      1,
    );
  });

  it('says it with the same way on to a signed-in attendee', async () => {
    signIn();
    mockApi({ 'GET /api/hoogo/manage-event/NoSuchEvent/get-info/': missing });
    renderApp('/NoSuchEvent/');
    expect(await screen.findByRole('heading', { name: messages.eventNotFound.title })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.eventNotFound.nameLabel)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.notFound.action })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe("an event's privacy notice", () => {
  it('is public and says what this event shows, who sees it and how long selfies stay', async () => {
    mockApi({
      [`GET ${INFO}`]: () =>
        envelope(eventInfo({ role: null, venue_privacy: 'first_name', selfie_retention_days: null })),
    });
    renderApp('/DevMeetup/privacy');
    expect(
      await screen.findByRole('heading', { name: messages.eventPrivacy.pageTitle('DevMeetup') }),
    ).toBeInTheDocument();
    for (const sentence of [
      messages.eventPrivacy.venue.first_name,
      messages.eventPrivacy.retention(null),
      messages.eventPrivacy.hosts,
      messages.eventPrivacy.leave,
    ])
      expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText(messages.eventPrivacy.consent)).toBeNull();
    expect(screen.getByRole('link', { name: messages.eventPrivacy.back })).toHaveAttribute(
      'href',
      '/DevMeetup/',
    );
  });
});
