import { describe, expect, it } from 'vitest';
import { homePath, playerEventName, safeReturnPath } from '../navigation';
import { storage } from '../storage';

describe('playerEventName', () => {
  it('names the event of a player page, card page or voting page', () => {
    expect(playerEventName('/DevMeetup')).toBe('DevMeetup');
    expect(playerEventName('/DevMeetup/')).toBe('DevMeetup');
    expect(playerEventName('/DevMeetup/hoogocard/?eventRegisterId=7')).toBe('DevMeetup');
    expect(playerEventName('/DevMeetup/voting')).toBe('DevMeetup');
    expect(playerEventName('/R%26D')).toBe('R&D');
  });

  it('is null for the organiser screens, the app routes and anything else', () => {
    expect(playerEventName('/dashboard')).toBeNull();
    expect(playerEventName('/dashboard/DevMeetup/')).toBeNull();
    expect(playerEventName('/mmp-connect/DevMeetup')).toBeNull();
    expect(playerEventName('/login')).toBeNull();
    expect(playerEventName('/DevMeetup/leaderboard')).toBeNull();
    expect(playerEventName('/DevMeetup/hoogocard/extra')).toBeNull();
    expect(playerEventName('/')).toBeNull();
    expect(playerEventName(null)).toBeNull();
    expect(playerEventName('DevMeetup')).toBeNull();
    expect(playerEventName('/%E0%A4%A')).toBeNull();
  });

  it('takes only return paths that stay on the site', () => {
    expect(playerEventName(safeReturnPath('//evil.example/DevMeetup'))).toBeNull();
  });
});

describe('homePath', () => {
  it('is the event itself on a player page, for a host and for a player alike', () => {
    expect(homePath('/DevMeetup/hoogocard')).toBe('/DevMeetup/');
    storage.set('accessToken', 'access-1');
    expect(homePath('/R%26D/voting')).toBe('/R%26D/');
  });

  it("is a signed-in person's events elsewhere, never the landing page", () => {
    storage.set('accessToken', 'access-1');
    expect(homePath('/dashboard/DevMeetup/')).toBe('/dashboard');
    expect(homePath('/login')).toBe('/dashboard');
  });

  it('is the last event of a player without a session, else the landing page', () => {
    expect(homePath('/login')).toBe('/');
    storage.set('eventName', 'DevMeetup');
    expect(homePath('/login')).toBe('/');
    storage.setEventUserId('event-1', 'player-1');
    expect(homePath('/login')).toBe('/DevMeetup/');
    expect(homePath('/DevMeetup/leaderboard')).toBe('/DevMeetup/');
  });

  it('leaves an event that does not exist for somewhere else', () => {
    expect(homePath('/Typo/', { leavingEvent: true })).toBe('/');
    storage.set('eventName', 'Typo');
    storage.setEventUserId('event-1', 'player-1');
    expect(homePath('/typo/voting', { leavingEvent: true })).toBe('/');
    storage.set('accessToken', 'access-1');
    expect(homePath('/Typo/', { leavingEvent: true })).toBe('/dashboard');
  });
});
