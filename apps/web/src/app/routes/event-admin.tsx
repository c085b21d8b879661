import { EventManagement } from '@/features/event-admin/components/event-management';
import { EventRoute } from '../event-route';

export function EventAdminRoute() {
  return <EventRoute page={EventManagement} column="event" />;
}
