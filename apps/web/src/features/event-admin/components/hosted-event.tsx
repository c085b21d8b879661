import { type EventInfo, messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NetworkError, SessionEnding } from '@/components/ui/network-error';
import { LoadingMessage } from '@/components/ui/spinner';
import { isSessionEnded } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { useCurrentEventName } from '@/lib/event-name-redirect';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';

const t = messages.eventAdmin;

function Problem({ title, text }: { title: string; text?: string }) {
  return (
    <Card className="mx-auto mt-6 max-w-md text-center">
      <h1 role="alert" className="text-xl font-bold text-brand-950">
        {title}
      </h1>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      <Link to={pagePath.dashboard()} className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
        {t.backToDashboard}
      </Link>
    </Card>
  );
}

/**
 * An organiser's screen of one event (/dashboard/{eventName}/, /mmp-connect/{eventName}): loads the event,
 * and shows the screen only to its hosts; anyone else, or a failed load, gets the reason and the way back.
 */
export function HostedEvent({
  eventName,
  children,
}: {
  eventName: string;
  children: (info: EventInfo) => ReactNode;
}) {
  const info = useEventInfo(eventName);
  // An old name of a renamed event reaches it; the address then shows the current name.
  useCurrentEventName(eventName, info.data?.name);

  if (info.isPending) return <LoadingMessage text={messages.events.loading} />;
  // A failed load that may pass (no answer, a busy server) is not an invalid event: offer Retry.
  if (info.isError && isRetryable(info.error))
    return <NetworkError error={info.error} onRetry={() => info.refetch()} className="mt-6" />;
  if (info.isError && isSessionEnded(info.error)) return <SessionEnding className="mt-6" />;
  if (info.isError) return <Problem title={apiMessage(info.error, messages.events.infoFailed)} />;
  if (info.data.role === null) return <Problem title={t.notHost} text={t.notHostText} />;
  return children(info.data);
}
