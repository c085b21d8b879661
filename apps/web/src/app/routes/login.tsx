import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { EventNotFound } from '@/components/event-not-found';
import { usePlayWithTicketCode } from '@/features/auth/api/check-play-with-ticket-code';
import { useTicketCodeLogin } from '@/features/auth/api/validate-ticket-code';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { QuickJoinForm } from '@/features/guest/components/quick-join-form';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { useEventInfo } from '@/lib/event-info';
import { playerEventName, safeReturnPath } from '@/lib/navigation';
import { storage } from '@/lib/storage';
import { eventSegment, pagePath } from '../paths';

export function LoginRoute() {
  const [params] = useSearchParams();
  const ruri = params.get('ruri');
  // Decided once: the form stores a token itself on success and then redirects after its delay.
  const [alreadySignedIn] = useState(() => Boolean(storage.get('accessToken')));
  // On the way to an event's player page, the event may let its players sign in with a ticket code.
  const returnPath = safeReturnPath(ruri);
  const eventName = playerEventName(returnPath);
  const ticketCode = usePlayWithTicketCode(eventName);
  const ticketLogin = useTicketCodeLogin(eventName ?? '');
  // The public event info names the event ("Join NordicDevDays": its own spelling; the address's until it
  // answers or when it cannot, none once the server says there is no such event) and says whether its
  // attendees may play at once with just a name (quick join).
  const eventInfo = useEventInfo(eventName ?? '', 'public', {
    enabled: Boolean(eventName) && !alreadySignedIn,
  });
  const eventTitle =
    eventInfo.data?.name ?? (eventInfo.error && !isNetworkError(eventInfo.error) ? null : eventName);
  const quickJoin =
    eventName && eventInfo.data?.quick_join ? <QuickJoinForm eventName={eventName} /> : undefined;
  // On the way to a player page, its scripts load while the person types the email and the code, so the
  // grid follows the sign-in without waiting for them (docs/decisions/0058-the-attendees-first-minutes.md).
  useEffect(() => {
    if (eventName && !alreadySignedIn) void import('./play').catch(() => {});
  }, [eventName, alreadySignedIn]);

  if (alreadySignedIn) return <Navigate to={returnPath ?? pagePath.dashboard()} replace />;
  // The event's public lookup says there is no such event: said before anyone signs in for nothing.
  const noSuchEvent = ticketCode.error instanceof ApiError && ticketCode.error.status === 404;
  return (
    <AuthLayout>
      {eventName && noSuchEvent ? (
        <EventNotFound eventName={eventName} />
      ) : eventName && returnPath && ticketCode.data ? (
        <LoginForm
          ruri={ruri}
          quickJoin={quickJoin}
          eventName={eventTitle}
          playWithTicketCode
          onTicketCodeLogin={async (code) => {
            const registration = await ticketLogin.mutateAsync(code);
            // Back to the page the player was heading to, under the event's own spelling of its name.
            return returnPath.replace(/^\/[^/?#]+/, `/${eventSegment(registration.event_name)}`);
          }}
        />
      ) : (
        <LoginForm ruri={ruri} quickJoin={quickJoin} eventName={eventTitle} />
      )}
    </AuthLayout>
  );
}
