/**
 * The ticketing-platform interface (docs/decisions/0010-ticketing-providers.md). An event's `mmp_event_id`
 * names the provider and the event there (see parseEventRef); the display name is the {product} of the
 * ticketing texts.
 */

import { UUID_PATTERN } from '@hoogo/core';

export type ProviderName = 'pretix' | 'csv';

export const PROVIDER_DISPLAY_NAMES: Record<ProviderName, string> = {
  pretix: 'pretix',
  csv: 'CSV attendee list',
};

/** An event of the platform, as the connect modal lists it; `event_id` is what mmp_event_id stores. */
export interface TicketingEventItem {
  event_id: string;
  event_name: string;
}

export interface Participant {
  name: string;
  ticket_code: string;
}

export interface TicketLookup {
  name: string;
  checked_in: boolean;
  /** The code as the list or the platform spells it (what was typed may differ in case). */
  ticket_code: string;
}

export interface TicketingProvider {
  readonly name: ProviderName;
  readonly displayName: string;
  /** The events the organiser may connect. */
  listEvents(userId: string): Promise<TicketingEventItem[]>;
  /** The checked-in participants of a connected event. */
  checkedInParticipants(ref: EventRef): Promise<Participant[]>;
  /** One ticket of the event, or null when the event has no such ticket. */
  lookUpTicket(ref: EventRef, ticketCode: string): Promise<TicketLookup | null>;
}

/**
 * What mmp_event_id holds: `pretix:<connection id>:<event slug>` (the connection says whose instance
 * and token) or `csv:<list id>`. Any other value (set before providers existed) names no provider.
 */
export type EventRef =
  | { provider: 'pretix'; connectionId: string; slug: string }
  | { provider: 'csv'; listId: string };

/** The id pattern of lib/ids.ts without its anchors. */
const UUID = UUID_PATTERN.source.slice(1, -1);
const PRETIX_REF = new RegExp(`^pretix:(${UUID}):([A-Za-z0-9._-]+)$`, 'i');
const CSV_REF = new RegExp(`^csv:(${UUID})$`, 'i');

export function parseEventRef(value: string | null | undefined): EventRef | null {
  if (!value) return null;
  const pretix = PRETIX_REF.exec(value);
  if (pretix)
    return {
      provider: 'pretix',
      connectionId: (pretix[1] as string).toLowerCase(),
      slug: pretix[2] as string,
    };
  const csv = CSV_REF.exec(value);
  if (csv) return { provider: 'csv', listId: (csv[1] as string).toLowerCase() };
  return null;
}

export function formatEventRef(ref: EventRef): string {
  return ref.provider === 'pretix' ? `pretix:${ref.connectionId}:${ref.slug}` : `csv:${ref.listId}`;
}

/** The display name of the provider an mmp_event_id belongs to, or null. */
export function providerDisplayName(mmpEventId: string | null | undefined): string | null {
  const ref = parseEventRef(mmpEventId);
  return ref ? PROVIDER_DISPLAY_NAMES[ref.provider] : null;
}
