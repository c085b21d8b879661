import { messages } from '@hoogo/core';
import { type ReactNode, useState } from 'react';
import { NetworkError } from '@/components/ui/network-error';
import { useOrganisedEvents } from '../api/get-organised-events';
import { useParticipatedEvents } from '../api/get-participated-events';
import { CreateEventModal } from './create-event-modal';
import { EventCard } from './event-card';
import { TryDemoCard } from './try-demo-card';

const t = messages.dashboard;
const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

function LoadingCards() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t.loadingEvents}
      </p>
      <ul className={gridClasses} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex gap-3">
              <div className="size-11 rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-100" />
              </div>
            </div>
            <div className="mt-12 flex gap-2">
              <div className="h-9 flex-1 rounded-xl bg-slate-200" />
              <div className="h-9 flex-1 rounded-xl bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white/60 p-6 text-center text-slate-600 sm:col-span-2 lg:col-span-3">
      {children}
    </p>
  );
}

function CreateEventCard() {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-full min-h-44 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/60 p-5 text-center text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50"
      >
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-2xl leading-none text-white"
        >
          +
        </span>
        <span className="font-semibold">{t.createCard}</span>
        <span className="text-sm text-slate-600">{t.createCardText}</span>
      </button>
      <CreateEventModal open={open} onClose={() => setOpen(false)} />
    </li>
  );
}

/** A list of events still loading (its placeholder cards), or failed to load (the error with Retry). */
function NotLoaded({ events }: { events: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (!events.isError) return <LoadingCards />;
  return <NetworkError error={events.error} answeredText={t.loadFailed} onRetry={() => events.refetch()} />;
}

/** The events the user hosts, with the card that creates a new one. */
export function OrganizedEvents() {
  const events = useOrganisedEvents();
  if (!events.isSuccess) return <NotLoaded events={events} />;
  return (
    <ul className={gridClasses}>
      <CreateEventCard />
      <TryDemoCard />
      {events.data.length === 0 && <EmptyText>{messages.events.noOrganized}</EmptyText>}
      {events.data.map((event) => (
        <EventCard
          key={event.event_id}
          eventName={event.event_name}
          createdAt={event.created_at}
          participantCount={event.participant_count}
          gridFilled={event.grid_filled}
          demo={event.demo === true}
          owner={event.role === 'Owner'}
        />
      ))}
    </ul>
  );
}

/** The events the user plays in. */
export function ParticipatedEvents() {
  const events = useParticipatedEvents();
  if (!events.isSuccess) return <NotLoaded events={events} />;
  if (events.data.length === 0) return <EmptyText>{messages.events.noParticipated}</EmptyText>;
  return (
    <ul className={gridClasses}>
      {events.data.map((event) => (
        <EventCard key={event.event_id} eventName={event.event_name} createdAt={event.created_at} />
      ))}
    </ul>
  );
}
