import { TicketingConnectPage } from '@/features/event-admin/components/ticketing-connect-page';
import { EventRoute } from '../event-route';

export function MmpConnectRoute() {
  return <EventRoute page={TicketingConnectPage} column="eventNarrow" />;
}
