import { messages } from '@hoogo/core';
import { pagePath } from '@/app/paths';
import { CardPreview } from '@/components/card-preview';
import { BackLink } from '@/components/ui/back-link';
import { HomeLink } from '@/components/ui/home-link';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';
import { storage } from '@/lib/storage';
import { useEventTemplates } from '../api/get-event-templates';

const t = messages.templatesPreview;

/** The event's story and post templates with a sample grid, drawn exactly as the card page draws them. */
export function TemplatesPreview({ eventName }: { eventName: string }) {
  const templates = useEventTemplates(eventName);
  const signedIn = Boolean(storage.get('accessToken'));

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        {signedIn && <BackLink to={pagePath.eventAdmin(eventName)}>{t.back}</BackLink>}
        <h1 className="mt-2 text-2xl font-bold text-brand-950 sm:text-3xl">{t.title}</h1>
        <p className="text-slate-600">{t.lead}</p>
      </div>
      {templates.isPending && (
        <div className="flex items-center gap-3 text-brand-800">
          <Spinner decorative />
          <p role="status">{messages.events.loading}</p>
        </div>
      )}
      {templates.isError && isRetryable(templates.error) && (
        <NetworkError error={templates.error} onRetry={() => templates.refetch()} />
      )}
      {templates.isError && !isRetryable(templates.error) && (
        <>
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {apiMessage(templates.error, messages.events.infoFailed)}
          </p>
          <HomeLink className="self-start" />
        </>
      )}
      {templates.data && (
        <div className="grid items-start gap-8 md:grid-cols-2">
          <CardPreview kind="story" templateUrl={templates.data.story} matrix={templates.data.matrix} />
          <CardPreview kind="post" templateUrl={templates.data.post} matrix={templates.data.matrix} />
        </div>
      )}
    </main>
  );
}
