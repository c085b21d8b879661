import { EventNavbarPage } from '@/components/layouts/navbar-page';
import { EventManagement } from '@/features/event-admin/components/event-management';

export function EventAdminRoute() {
  return <EventNavbarPage page={EventManagement} column="event" />;
}
