import type { ActivityItem } from '../schemas/moderation.js';

/**
 * The hosts' activity socket, /manage-event/{id}/activity/?token= (a host's access token): after connect,
 * one message per connection made or changed (hidden, unhidden, its player removed or restored). The
 * client upserts `item` by id; it loads pages over HTTP (GET .../activity/) and again after a reconnect.
 * A missing, invalid or expired token gets a LiveAuthError and LIVE_CLOSE_AUTH (refresh, reconnect); a
 * valid token of someone who is not a host gets a LiveForbidden and LIVE_CLOSE_FORBIDDEN (api/live.ts).
 */
export type ActivitySocketMessage =
  | {
      type: 'activity';
      response: { item: ActivityItem };
    }
  /**
   * Connections that no longer exist (their player left the event, docs/data.md): the client drops the
   * items with these ids.
   */
  | { type: 'activity_removed'; response: { ids: string[] } }
  /**
   * A host sent or withdrew an announcement (docs/decisions/0082-announcements.md): the client reads the
   * event's announcements again.
   */
  | { type: 'announcements_changed' };
