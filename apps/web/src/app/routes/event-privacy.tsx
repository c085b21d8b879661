import { messages } from '@hoogo/core';
import { useParams } from 'react-router';
import { EventNotFound } from '@/components/event-not-found';
import { Navbar } from '@/components/layouts/navbar';
import { NetworkError } from '@/components/ui/network-error';
import { PageSpinner } from '@/components/ui/spinner';
import { EventPrivacyNotice } from '@/features/game/components/event-privacy';
import { ApiError } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';

/** /{eventName}/privacy: the event's privacy notice, public (it is read before joining, signed out too). */
export function EventPrivacyRoute() {
  const { eventName = '' } = useParams();
  const event = useEventInfo(eventName);
  let content = <PageSpinner />;
  if (event.data) content = <EventPrivacyNotice eventName={eventName} info={event.data} />;
  else if (event.error instanceof ApiError && event.error.status === 404)
    content = <EventNotFound eventName={eventName} />;
  else if (event.error && isRetryable(event.error))
    content = <NetworkError error={event.error} onRetry={() => event.refetch()} />;
  else if (event.error)
    content = (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
        {apiMessage(event.error, messages.events.infoFailed)}
      </p>
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-5 sm:px-6 sm:py-8">{content}</main>
    </div>
  );
}
