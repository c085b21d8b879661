import { messages } from '@hoogo/core';
import type { ComponentType, ReactNode } from 'react';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { useEventName } from '@/lib/event-name';
import { useCurrentEventName } from '@/lib/event-name-redirect';
import { useRoomLanguage } from '@/lib/language';
import { publicEventLink, usePublicOrigin } from '@/lib/public-config';

export interface KnownEventProps {
  eventName: string;
  /** Shown when the server knows no such event. */
  notFound: ReactNode;
}

/**
 * Shows `screen` with the event's current name and its public link (from the server's PUBLIC_URL) once the
 * server knows the event: a QR or a poster is never drawn for an event that does not exist (`notFound`
 * instead), and an old name moves to the current one.
 */
export function KnownEvent({
  eventName,
  notFound,
  screen: Screen,
}: KnownEventProps & { screen: ComponentType<{ eventName: string; link: string }> }) {
  const event = useEventName(eventName);
  useCurrentEventName(eventName, event.data);
  // The QR screen and the poster are the room's: they speak the event's language.
  useRoomLanguage(useEventInfo(eventName, 'public').data?.language);
  const origin = usePublicOrigin();

  if (event.data && origin !== undefined)
    return <Screen eventName={event.data} link={publicEventLink(event.data, origin)} />;
  if (event.error instanceof ApiError && event.error.status === 404) return notFound;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      {event.isError ? (
        <NetworkError error={event.error} onRetry={() => event.refetch()} />
      ) : (
        <>
          <Spinner size="lg" decorative />
          <p role="status" className="font-medium text-brand-900">
            {messages.qrPage.loading}
          </p>
        </>
      )}
    </main>
  );
}
