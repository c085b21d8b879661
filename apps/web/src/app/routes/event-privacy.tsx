import { messages } from '@hoogo/core';
import { useParams } from 'react-router';
import { EventNotFound } from '@/components/event-not-found';
import { NavbarPage } from '@/components/layouts/navbar-page';
import { ErrorCallout, NetworkError } from '@/components/ui/network-error';
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
    content = <ErrorCallout>{apiMessage(event.error, messages.events.infoFailed)}</ErrorCallout>;
  return <NavbarPage column="player">{content}</NavbarPage>;
}
