import { Navbar } from '@/components/layouts/navbar';
import { EventsPlaceholder } from '@/features/dashboard/components/events-placeholder';

export function DashboardRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="flex flex-1 flex-col">
        <EventsPlaceholder />
      </main>
    </div>
  );
}
