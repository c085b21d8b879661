import { useParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { EventManagement } from '@/features/event-admin/components/event-management';

export function EventAdminRoute() {
  const { eventName = '' } = useParams();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <EventManagement key={eventName} eventName={eventName} />
      </main>
    </div>
  );
}
