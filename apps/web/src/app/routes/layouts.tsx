import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { eventInfoQueryOptions } from '@/lib/event-info';
import { playerEventName } from '@/lib/navigation';
import { isRetryable } from '@/lib/react-query';
import { storage } from '@/lib/storage';
import { pagePath } from '../paths';

/** The public screens that sit beside the sign-in. */
export function SharedLayout() {
  return <Outlet />;
}

/** No session and no player key of any event: nothing behind the sign-in opens for this visitor. */
export const holdsNothing = () => !storage.get('refreshToken') && !storage.hasAnyEventUserId();

/**
 * Signed-in screens: a refresh token opens them all. Without one, a player page still opens for the
 * player of that event (its stored eventUserId-{eventId}, as a ticket-code sign-in leaves); anyone else
 * signs in first and comes back here (a visitor who holds nothing is sent before the router starts:
 * app/router.tsx, signInFirst).
 */
export function ProtectedLayout() {
  const { pathname, search } = useLocation();
  const signIn = <Navigate to={pagePath.login(pathname + search)} replace />;
  if (storage.get('refreshToken')) return <Outlet />;
  const eventName = playerEventName(pathname);
  if (eventName && storage.hasAnyEventUserId()) return <PlayerGate eventName={eventName} signIn={signIn} />;
  return signIn;
}

/** Player ids are stored per event id: the event's name in the address is looked up first. */
function PlayerGate({ eventName, signIn }: { eventName: string; signIn: ReactElement }) {
  const event = useQuery(eventInfoQueryOptions(eventName));
  if (event.data) return storage.getEventUserId(event.data.id) ? <Outlet /> : signIn;
  // No answer says nothing about who this is: a player opening the page offline gets the page (its last
  // known state, its own network error and Retry), not the sign-in; reconnect asks again.
  if (event.isError) return isRetryable(event.error) ? <Outlet /> : signIn;
  // Asking again after no answer: the page stays instead of being swapped for the spinner.
  if (event.errorUpdateCount > 0) return <Outlet />;
  return <PageSpinner />;
}
