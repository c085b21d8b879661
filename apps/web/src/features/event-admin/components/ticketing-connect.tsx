import {
  type AttendeeList,
  type EventInfo,
  messages,
  type TicketingEvent,
  type UnavailableProvider,
} from '@hoogo/core';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { splitApiError } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { usePretixAccount } from '../api/get-pretix-account';
import { useTicketingEvents } from '../api/get-ticketing-events';
import { useUpdateEvent } from '../api/update-event';
import { type AccountPanel, TicketingAccounts } from './ticketing-accounts';
import { isTicketingConnected, ticketingProduct } from './ticketing-product';

const t = messages.ticketing;

/** pretix's wizard for a new event on the organiser's own instance (the address may end in /api/v1/). */
function pretixCreateEventUrl(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    url.pathname = `${url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/control/events/add`;
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The body of the connect modal and of /mmp-connect/{eventName}. With events to connect, it leads with
 * the choice (Select Event, Use this event, Disconnect) and offers to add attendees below. With none, it
 * leads with what the organiser can do: upload a CSV attendee list (open at once unless a pretix account
 * is set up) or connect pretix, with a calm hint that the events then show up here
 * (docs/decisions/0027-venue-connect-dialog.md).
 */
export function TicketingConnect({ info, onDone }: { info: EventInfo; onDone?: () => void }) {
  const events = useTicketingEvents(info.name);
  const pretix = usePretixAccount();
  // undefined until the organiser opens or closes a panel: then the default below applies.
  const [panel, setPanel] = useState<AccountPanel | null | undefined>(undefined);
  const [chosen, setChosen] = useState<string | null>(info.mmp_event_id);
  const [focusChoice, setFocusChoice] = useState(0);
  const product = ticketingProduct(info, events.data?.provider);
  const nothingToConnect = events.isSuccess && events.data.events.length === 0;
  const openPanel =
    panel !== undefined ? panel : nothingToConnect && pretix.isSuccess && !pretix.data ? 'csv' : null;

  /** A new list is the event to connect: it is selected, and focus goes back up to Select Event. */
  function onListUploaded(list: AttendeeList) {
    setChosen(list.event_id);
    setPanel(null);
    setFocusChoice((n) => n + 1);
  }

  const choice = (
    <EventChoice
      info={info}
      product={product}
      events={events}
      chosen={chosen}
      onChoose={setChosen}
      focusRequest={focusChoice}
      onDone={onDone}
    />
  );
  const accounts = (
    <TicketingAccounts
      leading={nothingToConnect}
      hint={nothingToConnect ? <NothingToConnect /> : null}
      open={openPanel}
      onToggle={(next) => setPanel(openPanel === next ? null : next)}
      onListUploaded={onListUploaded}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      {nothingToConnect ? (
        <>
          {accounts}
          {choice}
        </>
      ) : (
        <>
          {choice}
          {accounts}
        </>
      )}
    </div>
  );
}

function EventChoice({
  info,
  product,
  events,
  chosen,
  onChoose,
  focusRequest,
  onDone,
}: {
  info: EventInfo;
  product: string;
  events: ReturnType<typeof useTicketingEvents>;
  chosen: string | null;
  onChoose: (eventId: string) => void;
  /** Raised after an upload: focus Select Event once the refreshed list shows it. */
  focusRequest: number;
  onDone?: () => void;
}) {
  const updateEvent = useUpdateEvent(info.name);
  const choiceInput = useRef<HTMLInputElement | null>(null);
  const [pending, setPending] = useState<'save' | 'disconnect' | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const connected = isTicketingConnected(info);
  const list = events.data?.events ?? [];
  const unavailable = events.data?.unavailable ?? [];
  const chosenListed = list.some((event) => event.event_id === chosen);

  useEffect(() => {
    if (focusRequest > 0 && chosenListed) choiceInput.current?.focus();
  }, [focusRequest, chosenListed]);

  async function save(mmpEventId: string | null) {
    setSaveError(null);
    setPending(mmpEventId ? 'save' : 'disconnect');
    try {
      const saved = await updateEvent.mutateAsync({ mmpEventId });
      // Disconnecting leaves no provider on the event: name the one it had.
      notify.success(t.eventIdUpdated(saved.ticketing_provider ?? product));
      onDone?.();
    } catch (error) {
      // Said once (docs/decisions/0016-the-form-pattern.md): a refused event under Select Event, the rest
      // under the choice. A refused disconnect has no field to sit under.
      const { fields, general } = splitApiError(
        error,
        (key) => (key === 'mmp_event_id' && mmpEventId ? key : undefined),
        messages.eventAdmin.updateFailed,
      );
      setChoiceError(fields[0]?.[1]);
      setSaveError(general);
    } finally {
      setPending(null);
    }
  }

  function saveChoice() {
    if (!chosen) {
      setChoiceError(t.chooseEvent);
      return;
    }
    void save(chosen);
  }

  const disconnect = connected && (
    <Button variant="secondary" onClick={() => save(null)} isLoading={pending === 'disconnect'}>
      {t.disconnect}
    </Button>
  );

  let body: ReactNode;
  if (events.isPending) {
    body = (
      <div className="flex items-center gap-3 py-4 text-brand-800">
        <Spinner decorative />
        <p role="status">{t.loadingEvents}</p>
      </div>
    );
  } else if (events.isError) {
    // The server's reason (pretix refused the token, did not answer...) helps the organiser fix it.
    const reason = apiMessage(events.error, '');
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t.fetchFailed}</p>
        <p className="mt-1 text-sm">{t.fetchFailedText(product)}</p>
        {reason && <p className="mt-1 text-sm break-words">{reason}</p>}
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => events.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    // The ways to add attendees lead the dialog, with the hint (TicketingConnect).
    body = null;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <Combobox
          inputRef={choiceInput}
          label={t.selectEvent}
          placeholder={t.selectEventPlaceholder}
          options={list.map((event) => ({ value: event.event_id, label: event.event_name }))}
          value={chosen}
          onChange={(value) => {
            setChoiceError(undefined);
            setSaveError(null);
            onChoose(value);
          }}
          error={choiceError}
          noMatches={t.noMatchingEvents}
          toggleLabel={t.showEvents}
        />
        <p className="rounded-xl bg-accent-50 px-3.5 py-2.5 text-sm text-accent-700">{t.connectNote}</p>
      </div>
    );
  }

  const showSave = !events.isPending && !events.isError && list.length > 0;
  // Nothing to connect and nothing connected: the ways to add attendees say it all.
  if (!connected && events.isSuccess && list.length === 0 && !saveError) return null;
  return (
    <section className="flex flex-col gap-4">
      {connected && events.isSuccess && (
        <ConnectionStatus info={info} events={list} unavailable={unavailable} />
      )}
      {events.isSuccess && unavailable.length > 0 && (
        <UnavailableProviders
          providers={unavailable}
          onRetry={() => events.refetch()}
          retrying={events.isFetching}
        />
      )}
      {body}
      <FormError message={saveError} />
      {(showSave || disconnect) && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {disconnect}
          {showSave && (
            <Button onClick={saveChoice} isLoading={pending === 'save'}>
              {t.useEvent}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function ConnectionStatus({
  info,
  events,
  unavailable,
}: {
  info: EventInfo;
  events: TicketingEvent[];
  unavailable: UnavailableProvider[];
}) {
  const current = events.find((event) => event.event_id === info.mmp_event_id);
  // Not listed because its provider did not answer: it is not "connected elsewhere".
  const silent = unavailable.find((entry) => entry.provider === info.ticketing_provider);
  return (
    <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-900">
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-500" />
      {current
        ? t.connectedTo(current.event_name)
        : silent
          ? t.connectedUnavailable(silent.provider)
          : t.connectedElsewhere}
    </p>
  );
}

/**
 * The providers whose events are missing from the list (pretix did not answer, refused the saved
 * token...), each with the server's reason, above the events the other providers gave.
 */
function UnavailableProviders({
  providers,
  onRetry,
  retrying,
}: {
  providers: UnavailableProvider[];
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-4 text-slate-900">
      {providers.map((entry) => (
        <div key={entry.provider} role="status" className="flex items-start gap-2.5">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <p className="font-semibold">{t.providerUnavailable(entry.provider)}</p>
            <p className="mt-1 text-sm break-words text-slate-700">{entry.message}</p>
          </div>
        </div>
      ))}
      <Button variant="secondary" size="sm" className="self-start" onClick={onRetry} isLoading={retrying}>
        {t.retry}
      </Button>
    </div>
  );
}

/**
 * Nothing to connect yet, said calmly (it is where every organiser starts, not an error): the events of
 * a list or a pretix account show up in this dialog; a pretix account without events links to pretix's
 * own page for a new event.
 */
function NothingToConnect() {
  const pretix = usePretixAccount();
  const createUrl = pretix.data ? pretixCreateEventUrl(pretix.data.base_url) : null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>
        {createUrl ? (
          <>
            {t.pretixNoEvents}{' '}
            <a
              href={createUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t.pretixCreateEvent}
            </a>
          </>
        ) : (
          t.noEventsHint
        )}
      </span>
    </p>
  );
}
