// @vitest-environment jsdom
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

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/meetup/hoogocard?x=1')).toBe('/meetup/hoogocard?x=1');
    expect(safeReturnPath('/R%26D/voting#top')).toBe('/R%26D/voting#top');
    expect(safeReturnPath('/dashboard/DevMeetup/')).toBe('/dashboard/DevMeetup/');
  });

  it.each([
    ['an external URL', 'https://evil.example'],
    ['an external URL without a scheme', '//evil.example'],
    ['a backslash path', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash after the first slash, further in', '/.\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a script URL in another case', 'JaVaScRiPt:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a carriage return', '/dashboard\r\nSet-Cookie: x=1'],
    ['a NUL byte', '/dashboard\u0000'],
    ['a C1 control character', '/dash\u0085board'],
    ['DEL', '/dash\u007fboard'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded NUL', '/dashboard%00'],
    ['a malformed escape', '/%E0%A4%A'],
    ['the sign-in page itself', '/login?ruri=/dashboard'],
    ['the sign-in page in another case', '/LOGIN'],
    ['a relative path', 'dashboard'],
    ['an empty value', ''],
    ['a very long value', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_what, ruri) => {
    expect(safeReturnPath(ruri)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
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
