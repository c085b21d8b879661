import { messages } from '@hoogo/core';
import Contact from 'lucide-react/icons/contact';
import Download from 'lucide-react/icons/download';
import { pagePath } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { NetworkError, SessionEnding } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError, isSessionEnded } from '@/lib/api-client';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';
import { notify } from '@/lib/toast';
import { useContact } from '../api/contact';
import { type PeopleFile, useDownloadPeople } from '../api/download-people';
import { usePeople } from '../api/get-people';
import { ContactForm } from './contact-form';
import { PersonCard } from './person-card';

const t = messages.people;

export interface PeoplePageProps {
  /** The event's name as in the address (the back link). */
  eventName: string;
  /** The event's current name, shown under the title, and its id; undefined while it loads. */
  event: { id: string; name: string } | undefined;
  /** My secret player key for the event; undefined while it loads. */
  playerId: string | undefined;
  /** The event or the player key failed to load. */
  loadError: unknown;
  onRetry: () => void;
}

function Failure({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  if (isSessionEnded(error)) return <SessionEnding />;
  if (isRetryable(error)) {
    return <NetworkError error={error} answeredText={apiMessage(error, fallback)} onRetry={onRetry} />;
  }
  return (
    <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
      {apiMessage(error, fallback)}
    </p>
  );
}

/**
 * "People I met" (/{eventName}/people, docs/product.md): the people of my connections that count, newest
 * first, with what the ones I linked by friend code share; their vCard and CSV downloads; and my own
 * contact details with the choice to share them.
 */
export function PeoplePage({ eventName, event, playerId, loadError, onRetry }: PeoplePageProps) {
  const people = usePeople(event?.id, playerId);
  const contact = useContact(event?.id, playerId);
  const downloadFile = useDownloadPeople(event?.id ?? '', playerId ?? '');
  const loading = !loadError && (!event || !playerId || people.isPending);

  // A download refused for its rate says so once and waits: both buttons stay off, with the time left
  // shown under them, until the wait the server gave (Retry-After) is over.
  const wait = useCountdown();
  async function onDownload(kind: PeopleFile) {
    try {
      await downloadFile.mutateAsync(kind);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
        wait.start(error.retryAfterSeconds);
      }
      notify.error(apiMessage(error, t.downloadFailed));
    }
  }

  const list = people.data ?? [];
  const busy = (kind: PeopleFile) => downloadFile.isPending && downloadFile.variables === kind;
  const waiting = wait.remaining > 0;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <div className="flex flex-col gap-1">
        <BackLink to={pagePath.play(eventName)}>{t.back}</BackLink>
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{t.title}</h1>
        {event && <p className="text-sm font-medium break-words text-brand-700">{event.name}</p>}
        <p className="text-sm text-slate-600">{t.lead}</p>
      </div>

      {loadError ? (
        <Failure error={loadError} fallback={messages.events.infoFailed} onRetry={onRetry} />
      ) : null}
      {loading && (
        <div className="flex items-center justify-center gap-3 py-10 text-brand-800">
          <Spinner decorative />
          <p role="status">{t.loading}</p>
        </div>
      )}
      {people.isError && (
        <Failure error={people.error} fallback={t.listFailed} onRetry={() => people.refetch()} />
      )}

      {people.data && (
        <>
          {list.length > 0 && (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                variant="primary"
                className="flex-1"
                isLoading={busy('vcf')}
                disabled={downloadFile.isPending || waiting}
                aria-describedby={waiting ? 'download-wait' : undefined}
                onClick={() => onDownload('vcf')}
              >
                <Contact className="size-4 shrink-0" aria-hidden="true" />
                {t.downloadVcard}
              </Button>
              <Button
                variant="secondary"
                className="flex-1"
                isLoading={busy('csv')}
                disabled={downloadFile.isPending || waiting}
                aria-describedby={waiting ? 'download-wait' : undefined}
                onClick={() => onDownload('csv')}
              >
                <Download className="size-4 shrink-0" aria-hidden="true" />
                {t.downloadCsv}
              </Button>
            </div>
          )}
          {list.length > 0 && waiting && (
            // Not a live region: the toast said it once; a sentence read out every second would not help.
            <p id="download-wait" className="-mt-4 text-sm text-slate-600">
              {t.downloadAgainIn(wait.remaining)}
            </p>
          )}
          {list.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm">{t.empty}</p>
          ) : (
            <ul aria-label={t.listLabel} className="flex flex-col gap-3">
              {list.map((person) => (
                <PersonCard key={person.id} person={person} />
              ))}
            </ul>
          )}
        </>
      )}

      {event && playerId && (
        <section
          aria-labelledby="contact-title"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-col gap-1">
            <h2 id="contact-title" className="text-lg font-bold text-slate-900">
              {t.contactTitle}
            </h2>
            <p className="text-sm text-slate-600">{t.contactLead}</p>
          </div>
          {contact.isError && (
            <Failure error={contact.error} fallback={t.contactFailed} onRetry={() => contact.refetch()} />
          )}
          {contact.isPending && <Spinner decorative />}
          {contact.data && <ContactForm eventId={event.id} playerId={playerId} contact={contact.data} />}
        </section>
      )}
    </div>
  );
}
