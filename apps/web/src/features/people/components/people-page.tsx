import { messages } from '@hoogo/core';
import Contact from 'lucide-react/icons/contact';
import Download from 'lucide-react/icons/download';
import { pagePath } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/network-error';
import { Panel } from '@/components/ui/panel';
import { LoadingLine, Spinner } from '@/components/ui/spinner';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useContact } from '../api/contact';
import { type PeopleFile, useDownloadPeople } from '../api/download-people';
import { usePeople } from '../api/get-people';
import { ContactForm } from './contact-form';
import { PersonCard } from './person-card';

const t = messages.people;

/** The two files of the people met: the contacts for the phone's address book first, then the sheet. */
/** Read when shown: the labels speak the language of the moment. */
const downloads = () =>
  [
    {
      kind: 'vcf',
      variant: 'primary',
      Icon: Contact,
      label: t.downloadVcard,
    },
    {
      kind: 'csv',
      variant: 'secondary',
      Icon: Download,
      label: t.downloadCsv,
    },
  ] as const;

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
        <LoadFailure error={loadError} fallback={messages.events.infoFailed} onRetry={onRetry} />
      ) : null}
      {loading && <LoadingLine text={t.loading} />}
      {people.isError && (
        <LoadFailure error={people.error} fallback={t.listFailed} onRetry={() => people.refetch()} />
      )}

      {people.data && (
        <>
          {list.length > 0 && (
            <div className="flex flex-col gap-2 sm:flex-row">
              {downloads().map(({ kind, variant, Icon, label }) => (
                <Button
                  key={kind}
                  variant={variant}
                  className="flex-1"
                  isLoading={busy(kind)}
                  disabled={downloadFile.isPending || waiting}
                  aria-describedby={waiting ? 'download-wait' : undefined}
                  onClick={() => onDownload(kind)}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                </Button>
              ))}
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
        <Panel title={t.contactTitle} lead={t.contactLead} className="flex flex-col gap-3 p-4">
          {contact.isError && (
            <LoadFailure error={contact.error} fallback={t.contactFailed} onRetry={() => contact.refetch()} />
          )}
          {contact.isPending && <Spinner decorative />}
          {contact.data && <ContactForm eventId={event.id} playerId={playerId} contact={contact.data} />}
        </Panel>
      )}
    </div>
  );
}
