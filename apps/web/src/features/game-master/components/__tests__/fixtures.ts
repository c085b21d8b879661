import type { ActivityItem, ModeratedPlayer } from '@hoogo/core';
import { envelope } from '@/testing/api';
import { eventInfo } from '@/testing/fixtures';

/** The event's own paths: the screens call by the event's id, the info by its name. */
export const byName = '/api/hoogo/manage-event/DevMeetup';
export const byId = '/api/hoogo/manage-event/event-1';

/** The calls every signed-in host screen makes besides its own (the event and the navbar). */
export function hostScreenRoutes() {
  return {
    [`GET ${byName}/get-info/`]: () => envelope(eventInfo()),
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
  };
}

export function activityItem(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 'c1',
    player: { event_register_id: 'p1', user_name: 'Ada Lovelace', removed: false, guest: false },
    connected_name: 'Bob Builder',
    linked_player: null,
    letter: 'B',
    x: 0,
    y: 0,
    liner: 'Loves bridges',
    image: '/media/c1.jpg',
    thumbnail: '/media/c1-thumb.jpg',
    connected_at: '2025-03-14T18:10:00.000Z',
    hidden: null,
    ...overrides,
  };
}

/** A later connection, of another player: Grace Hopper met Nina Simone. */
export function graceMeetsNina(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return activityItem({
    id: 'c2',
    player: { event_register_id: 'p2', user_name: 'Grace Hopper', removed: false, guest: false },
    connected_name: 'Nina Simone',
    connected_at: '2025-03-14T18:20:00.000Z',
    ...overrides,
  });
}

export function moderatedPlayer(overrides: Partial<ModeratedPlayer> = {}): ModeratedPlayer {
  return {
    event_register_id: 'p1',
    user_name: 'Ada Lovelace',
    total_connections: 3,
    score: [true, false, false, false, false],
    completed_at: null,
    removed: null,
    guest: false,
    ...overrides,
  };
}
