import { messages } from '@hoogo/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { ticketingAttendees, ticketingConnections, ticketingEvents } from '../../../db/schema.js';
import { isRefusal, Refusal } from '../../../lib/refusal.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import { readAttendees } from './csv.js';
import {
  createPretixClient,
  type PretixClient,
  type PretixCredentials,
  PretixError,
  type PretixListingLimits,
} from './pretix.js';
import {
  type EventRef,
  formatEventRef,
  PROVIDER_DISPLAY_NAMES,
  type ProviderName,
  parseEventRef,
  type TicketingEventItem,
  type TicketingProvider,
} from './provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    ticketing: ReturnType<typeof createTicketing>;
  }
}

/**
 * A failure of the organiser's saved pretix account, in one sentence whatever happened (the address,
 * status or content behind it is never answered; the log gets the detail).
 */
function pretixFailure(error: unknown): never {
  if (error instanceof PretixError) {
    throw new Refusal('ticketingUnavailable', {
      sentence: sentenceOf(error, messages.ticketing.pretixUnavailable),
      detail: detailOf(error),
    });
  }
  throw error;
}

/** A failure to connect a pretix account: one status and one sentence, whatever happened. */
function pretixConnectFailure(error: unknown): never {
  if (error instanceof PretixError) {
    throw new Refusal('ticketingRefused', {
      sentence: sentenceOf(error, messages.ticketing.pretixConnectFailed),
      detail: detailOf(error),
    });
  }
  throw error;
}

/**
 * A listing past the server's limits says so (it is about the size of the organiser's own data, nothing
 * of the network behind); every other failure is the one sentence given.
 */
const sentenceOf = (error: PretixError, otherwise: string) =>
  error.kind === 'too_large' ? messages.ticketing.pretixTooLarge : otherwise;
const detailOf = (error: PretixError) => `${error.kind}: ${error.message}`;

/** A provider whose events could not be listed, and why (in the organiser's words). */
export interface UnavailableProvider {
  /** Display name, as `provider` of the listing. */
  provider: string;
  message: string;
  /** What really happened, for the operator's log only (never answered). */
  detail?: string;
}

export interface TicketingEventList {
  /** Display name of the user's provider (pretix first), null when none is set up. */
  provider: string | null;
  events: TicketingEventItem[];
  /** The user's providers that failed to answer; their events are missing from `events`. */
  unavailable: UnavailableProvider[];
}

export interface CsvListSummary {
  event_id: string;
  event_name: string;
  attendees: number;
  checked_in: number;
}

export interface TicketingOptions {
  /** PRETIX_ALLOW_PRIVATE_NETWORK: a pretix on the operator's private network (and plain http) may be connected. */
  pretixAllowPrivateNetwork: boolean;
  /** PRETIX_LISTING_MAX_ITEMS and _BYTES: what one listing may take (the defaults of config/services.ts when not given). */
  pretixListingLimits?: PretixListingLimits;
}

export function createTicketing(
  db: Db,
  serverSecret: string,
  now: () => Date,
  options: TicketingOptions = { pretixAllowPrivateNetwork: false },
) {
  const box = createSecretBox(serverSecret, 'ticketing-api-token');
  const pretixClient = (credentials: PretixCredentials) =>
    createPretixClient(credentials, {
      allowPrivateNetwork: options.pretixAllowPrivateNetwork,
      limits: options.pretixListingLimits,
    });

  async function pretixConnectionOf(userId: string) {
    const [row] = await db
      .select()
      .from(ticketingConnections)
      .where(and(eq(ticketingConnections.userId, userId), eq(ticketingConnections.provider, 'pretix')))
      .limit(1);
    return row;
  }

  /** The client of a saved pretix account; null when its token can no longer be read (JWT_SECRET changed). */
  function clientOf(row: typeof ticketingConnections.$inferSelect): PretixClient | null {
    const token = row.apiTokenEncrypted ? box.open(row.apiTokenEncrypted) : null;
    if (!row.baseUrl || !row.organizer || token === null) return null;
    return pretixClient({ baseUrl: row.baseUrl, organizer: row.organizer, apiToken: token });
  }

  async function pretixClientFor(connectionId: string): Promise<PretixClient> {
    const [row] = await db
      .select()
      .from(ticketingConnections)
      .where(eq(ticketingConnections.id, connectionId))
      .limit(1);
    const client = row && clientOf(row);
    if (!client) {
      throw new Refusal('ticketingRefused', {
        sentence: messages.ticketingApi.pretixAccountGone,
      });
    }
    return client;
  }

  /** The events of the user's saved pretix account (none without one). */
  async function pretixEventsOf(
    connection: typeof ticketingConnections.$inferSelect | undefined,
  ): Promise<TicketingEventItem[]> {
    if (!connection) return [];
    const client = clientOf(connection);
    if (!client) {
      throw new Refusal('ticketingRefused', {
        sentence: messages.ticketingApi.pretixTokenUnreadable,
      });
    }
    const events = await client.events().catch(pretixFailure);
    return events.map((event) => ({
      event_id: formatEventRef({ provider: 'pretix', connectionId: connection.id, slug: event.slug }),
      event_name: event.name,
    }));
  }

  const pretix: TicketingProvider = {
    name: 'pretix',
    displayName: PROVIDER_DISPLAY_NAMES.pretix,
    listEvents: async (userId) => pretixEventsOf(await pretixConnectionOf(userId)),
    async checkedInParticipants(ref) {
      if (ref.provider !== 'pretix') throw new Error('not a pretix event');
      const client = await pretixClientFor(ref.connectionId);
      const positions = await client.checkedIn(ref.slug).catch(pretixFailure);
      return positions.flatMap((position) =>
        position.attendeeName ? [{ name: position.attendeeName, ticket_code: position.secret }] : [],
      );
    },
    async lookUpTicket(ref, code) {
      if (ref.provider !== 'pretix') throw new Error('not a pretix event');
      const client = await pretixClientFor(ref.connectionId);
      const position = await client.position(ref.slug, code).catch(pretixFailure);
      return position
        ? { name: position.attendeeName ?? '', checked_in: position.checkedIn, ticket_code: position.secret }
        : null;
    },
  };

  const csv: TicketingProvider = {
    name: 'csv',
    displayName: PROVIDER_DISPLAY_NAMES.csv,
    async listEvents(userId) {
      const lists = await db
        .select({ id: ticketingEvents.id, name: ticketingEvents.name })
        .from(ticketingEvents)
        .where(eq(ticketingEvents.ownerId, userId))
        .orderBy(desc(ticketingEvents.createdAt), asc(ticketingEvents.name));
      return lists.map((list) => ({
        event_id: formatEventRef({ provider: 'csv', listId: list.id }),
        event_name: list.name,
      }));
    },
    async checkedInParticipants(ref) {
      if (ref.provider !== 'csv') throw new Error('not a CSV list');
      const rows = await db
        .select({ name: ticketingAttendees.name, ticket_code: ticketingAttendees.ticketCode })
        .from(ticketingAttendees)
        .where(and(eq(ticketingAttendees.listId, ref.listId), eq(ticketingAttendees.checkedIn, true)));
      return rows;
    },
    async lookUpTicket(ref, code) {
      if (ref.provider !== 'csv') throw new Error('not a CSV list');
      // Codes match trimmed and in any case (docs/decisions/0012-ticket-code-sign-in.md); a list uploaded
      // before that rule may hold two codes differing in case only, and then the exact spelling wins.
      const wanted = code.trim();
      const [row] = await db
        .select({
          name: ticketingAttendees.name,
          checked_in: ticketingAttendees.checkedIn,
          ticket_code: ticketingAttendees.ticketCode,
        })
        .from(ticketingAttendees)
        .where(
          and(
            eq(ticketingAttendees.listId, ref.listId),
            sql`lower(${ticketingAttendees.ticketCode}) = lower(${wanted})`,
          ),
        )
        .orderBy(desc(sql`${ticketingAttendees.ticketCode} = ${wanted}`))
        .limit(1);
      return row ?? null;
    },
  };

  const providers: Record<ProviderName, TicketingProvider> = { pretix, csv };

  /** The event a ref names, with its provider; a refusal (`ticketingRefused`) when the ref names none. */
  function resolve(mmpEventId: string | null): { ref: EventRef; provider: TicketingProvider } {
    const ref = parseEventRef(mmpEventId);
    if (!ref) {
      throw new Refusal('ticketingRefused', {
        sentence: messages.ticketingApi.notConnected,
      });
    }
    return { ref, provider: providers[ref.provider] };
  }

  return {
    providers,

    /** Saves (or replaces) the user's pretix account once a test call listed its events. */
    async savePretix(userId: string, credentials: PretixCredentials): Promise<{ events: number }> {
      const events = await pretixClient(credentials).events().catch(pretixConnectFailure);
      const values = {
        userId,
        provider: 'pretix' as const,
        displayName: PROVIDER_DISPLAY_NAMES.pretix,
        baseUrl: credentials.baseUrl,
        organizer: credentials.organizer,
        apiTokenEncrypted: box.seal(credentials.apiToken),
        updatedAt: now(),
      };
      await db
        .insert(ticketingConnections)
        .values({ ...values, createdAt: now() })
        .onConflictDoUpdate({
          target: [ticketingConnections.userId, ticketingConnections.provider],
          set: values,
        });
      return { events: events.length };
    },

    /** Forgets the user's pretix account; events connected through it must be connected again. */
    async removePretix(userId: string): Promise<boolean> {
      const removed = await db
        .delete(ticketingConnections)
        .where(and(eq(ticketingConnections.userId, userId), eq(ticketingConnections.provider, 'pretix')))
        .returning({ id: ticketingConnections.id });
      return removed.length > 0;
    },

    /** The user's pretix account, without its token. */
    async pretixAccount(userId: string) {
      const row = await pretixConnectionOf(userId);
      return row ? { base_url: row.baseUrl ?? '', organizer: row.organizer ?? '' } : null;
    },

    /** Reads and stores an uploaded attendee list; its refusal (`badCsv`) names the bad row. */
    async uploadCsv(userId: string, name: string, bytes: Uint8Array): Promise<CsvListSummary> {
      const attendees = readAttendees(bytes);
      const id = await db.transaction(async (tx) => {
        const [list] = await tx
          .insert(ticketingEvents)
          .values({ ownerId: userId, name, createdAt: now() })
          .returning({ id: ticketingEvents.id });
        if (!list) throw new Error('list insert returned nothing');
        for (let i = 0; i < attendees.length; i += 1000) {
          await tx.insert(ticketingAttendees).values(
            attendees.slice(i, i + 1000).map((attendee) => ({
              listId: list.id,
              ticketCode: attendee.ticketCode,
              name: attendee.name,
              checkedIn: attendee.checkedIn,
            })),
          );
        }
        return list.id;
      });
      return {
        event_id: formatEventRef({ provider: 'csv', listId: id }),
        event_name: name,
        attendees: attendees.length,
        checked_in: attendees.filter((attendee) => attendee.checkedIn).length,
      };
    },

    /** Deletes one of the user's lists (with its attendees); false when the user has no such list. */
    async removeCsv(userId: string, listId: string): Promise<boolean> {
      const ref = parseEventRef(listId.startsWith('csv:') ? listId : `csv:${listId}`);
      if (ref?.provider !== 'csv') return false;
      const removed = await db
        .delete(ticketingEvents)
        .where(and(eq(ticketingEvents.id, ref.listId), eq(ticketingEvents.ownerId, userId)))
        .returning({ id: ticketingEvents.id });
      return removed.length > 0;
    },

    /** The user's CSV lists with how many attendees each holds. */
    async csvLists(userId: string): Promise<CsvListSummary[]> {
      const rows = await db
        .select({
          id: ticketingEvents.id,
          name: ticketingEvents.name,
          attendees: count(ticketingAttendees.ticketCode),
          checkedIn: sql<number>`(count(*) filter (where ${ticketingAttendees.checkedIn}))::int`,
        })
        .from(ticketingEvents)
        .leftJoin(ticketingAttendees, eq(ticketingAttendees.listId, ticketingEvents.id))
        .where(eq(ticketingEvents.ownerId, userId))
        .groupBy(ticketingEvents.id)
        .orderBy(desc(ticketingEvents.createdAt));
      return rows.map((row) => ({
        event_id: formatEventRef({ provider: 'csv', listId: row.id }),
        event_name: row.name,
        attendees: row.attendees,
        checked_in: row.checkedIn,
      }));
    },

    /**
     * What the connect modal lists: the user's pretix events and CSV lists. `provider` is the display
     * name of the user's pretix account when there is one, else of CSV when they uploaded lists.
     *
     * Each provider is asked on its own: one that fails (pretix unreachable, refusing the token...) is
     * named in `unavailable` with its reason and the others' events are still listed. Only when there is
     * no event to show does the failure itself answer (the first one, as its refusal). Errors that
     * are not the provider's (a database failure) are thrown as they are.
     */
    async listEvents(userId: string): Promise<TicketingEventList> {
      const connection = await pretixConnectionOf(userId);
      const asked = [pretix, csv];
      const results = await Promise.allSettled([pretixEventsOf(connection), csv.listEvents(userId)]);
      const events: TicketingEventItem[] = [];
      const unavailable: UnavailableProvider[] = [];
      let failure: Refusal | undefined;
      let csvEvents = 0;
      for (const [i, result] of results.entries()) {
        const provider = asked[i] as TicketingProvider;
        if (result.status === 'fulfilled') {
          events.push(...result.value);
          if (provider.name === 'csv') csvEvents = result.value.length;
        } else if (isRefusal(result.reason, 'ticketingUnavailable', 'ticketingRefused')) {
          failure ??= result.reason;
          unavailable.push({
            provider: provider.displayName,
            message: result.reason.message,
            ...(result.reason.detail ? { detail: result.reason.detail } : {}),
          });
        } else {
          throw result.reason;
        }
      }
      if (failure && events.length === 0) throw failure;
      const provider = connection ? pretix.displayName : csvEvents > 0 ? csv.displayName : null;
      return { provider, events, unavailable };
    },

    /**
     * Whether the user may connect an event to `mmpEventId`: a CSV list they uploaded, or an event of
     * their own pretix account (the event itself is checked when the grid is imported).
     */
    async mayConnect(userId: string, mmpEventId: string): Promise<boolean> {
      const ref = parseEventRef(mmpEventId);
      if (!ref) return false;
      if (ref.provider === 'csv') {
        const [list] = await db
          .select({ id: ticketingEvents.id })
          .from(ticketingEvents)
          .where(and(eq(ticketingEvents.id, ref.listId), eq(ticketingEvents.ownerId, userId)))
          .limit(1);
        return Boolean(list);
      }
      const connection = await pretixConnectionOf(userId);
      return connection?.id === ref.connectionId;
    },

    async checkedInParticipants(mmpEventId: string | null) {
      const { ref, provider } = resolve(mmpEventId);
      return provider.checkedInParticipants(ref);
    },

    async lookUpTicket(mmpEventId: string | null, code: string) {
      const { ref, provider } = resolve(mmpEventId);
      return provider.lookUpTicket(ref, code);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'ticketing',
      createTicketing(fastify.db, fastify.config.jwtSecret, fastify.clock, {
        pretixAllowPrivateNetwork: fastify.config.pretixAllowPrivateNetwork,
        pretixListingLimits: fastify.config.pretixListingLimits,
      }),
    );
  },
  { name: 'ticketing', dependencies: ['db'] },
);
