/**
 * Payloads of the organiser API: what the server answers in the
 * envelope's `response`, and what the web app reads. List calls answer the list itself.
 */

export type HostRole = 'Owner' | 'Admin';

/** POST /manage-event/create/ */
export interface CreatedEvent {
  event_id: string;
  event_name: string;
}

/** GET /manage-user/organised-events/ : one entry per event the user hosts (owner or admin). */
export interface OrganisedEvent {
  event_id: string;
  event_name: string;
  created_at: string;
  participant_count: number;
  role: HostRole;
  /** Cells of the grid that hold a letter, 0..25: the card's grid status (players play at 25). */
  grid_filled: number;
}

/** GET /manage-user/participated-events/ : one entry per event the user plays in. */
export interface ParticipatedEvent {
  event_id: string;
  event_name: string;
  created_at: string;
}

/** GET /manage-event/user/list-events/ : the events the user may manage. */
export interface EventListItem {
  event_id: string;
  event_name: string;
}

export interface TemplateImage {
  /** Address under /media/ of the template image. */
  url: string;
  width: number;
  height: number;
}

export interface SocialMediaTemplate {
  linkedin: { content: string };
}

/** GET /manage-event/{id}/get-info/ */
export interface EventInfo {
  id: string;
  name: string;
  created_at: string;
  participant_count: number;
  code_digits: number | null;
  play_with_ticket_code: boolean;
  mmp_event_id: string | null;
  /** 5x5, '' for a cell without a letter. */
  matrix: string[][];
  /** Post (1080x1080) and story (1080x1920) templates: the event's own, or the product's defaults. */
  others_post: string;
  others_story: string;
  templates: { post: TemplateImage; story: TemplateImage; custom: boolean };
  social_media_template: SocialMediaTemplate;
  voting_enabled: boolean;
  /** The signed-in caller's host role in this event, null for anyone else. */
  role: HostRole | null;
  /** Display name of the connected ticketing provider (the {product} of the ticketing texts), null when none is set up. */
  ticketing_provider: string | null;
}

/** GET /manage-event/{id}/host/list/ : response.hosts, the owner first, then admins. */
export interface Host {
  id: string;
  name: string | null;
  email: string;
  role: HostRole;
}

export interface HostList {
  hosts: Host[];
}
