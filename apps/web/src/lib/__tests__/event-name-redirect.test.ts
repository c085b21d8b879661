import { describe, expect, it } from 'vitest';
import { currentEventPath } from '../event-name-redirect';

describe('currentEventPath', () => {
  it('moves an old name to the current one, keeping the rest of the path', () => {
    expect(currentEventPath('/DevMeetup/', 'DevMeetup', 'DevMeetup-2026')).toBe('/DevMeetup-2026/');
    expect(currentEventPath('/devmeetup/hoogocard/', 'devmeetup', 'Summit')).toBe('/Summit/hoogocard/');
    expect(currentEventPath('/dashboard/Old/', 'Old', 'New')).toBe('/dashboard/New/');
    expect(currentEventPath('/Old/qr', 'Old', 'R&D_Day')).toBe('/R%26D_Day/qr');
  });

  it('leaves a path that already uses the current name, in any letter case', () => {
    expect(currentEventPath('/devmeetup/', 'devmeetup', 'DevMeetup')).toBeNull();
    expect(currentEventPath('/Other/', 'Old', 'New')).toBeNull();
  });
});
