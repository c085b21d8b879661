import { EventNavbarPage } from '@/components/layouts/navbar-page';
import { TicketingConnectPage } from '@/features/event-admin/components/ticketing-connect-page';

export function MmpConnectRoute() {
  return <EventNavbarPage page={TicketingConnectPage} column="eventNarrow" />;
}
