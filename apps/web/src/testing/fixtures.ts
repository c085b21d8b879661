import type { EventInfo, Host } from '@hoogo/core';
import { storage } from '@/lib/storage';

/** A signed-in organiser, as the protected routes expect. */
export function signIn(email = 'anna@example.com') {
  storage.set('accessToken', 'access-1');
  storage.set('refreshToken', 'refresh-1');
  storage.set('userEmail', email);
}

export function eventInfo(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    id: 'event-1',
    name: 'DevMeetup',
    created_at: '2025-03-14T18:00:00.000Z',
    participant_count: 12,
    code_digits: null,
    play_with_ticket_code: false,
    mmp_event_id: null,
    matrix: Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => '')),
    others_post: '/media/defaults/post.png',
    others_story: '/media/defaults/story.png',
    templates: {
      post: { url: '/media/defaults/post.png', width: 1080, height: 1080 },
      story: { url: '/media/defaults/story.png', width: 1080, height: 1920 },
      custom: false,
    },
    social_media_template: { linkedin: { content: 'I played Hoogo!' } },
    voting_enabled: false,
    role: 'Owner',
    ticketing_provider: null,
    ...overrides,
  };
}

export const owner: Host = { id: 'h1', name: 'Anna Owner', email: 'anna@example.com', role: 'Owner' };
export const admin: Host = { id: 'h2', name: null, email: 'bob@example.com', role: 'Admin' };
