import { type EventInfo, messages } from '@hoogo/core';

/**
 * The {product} of the ticketing texts: the provider the event is connected to, else the organiser's own
 * provider (when known), else a generic name.
 */
export function ticketingProduct(
  info: Pick<EventInfo, 'ticketing_provider'>,
  organiserProvider?: string | null,
): string {
  return info.ticketing_provider ?? organiserProvider ?? messages.ticketing.genericProduct;
}

/** Linked when the event holds a ticketing event id. */
export function isTicketingConnected(info: Pick<EventInfo, 'mmp_event_id'>): boolean {
  return Boolean(info.mmp_event_id);
}
