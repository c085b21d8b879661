import { describe, expect, it } from 'vitest';
import { playerEventName, safeReturnPath } from '../navigation';

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
