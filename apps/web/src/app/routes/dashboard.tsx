import { Navbar } from '@/components/layouts/navbar';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { OrganizedEvents, ParticipatedEvents } from '@/features/dashboard/components/event-lists';
import { EventTabs } from '@/features/dashboard/components/event-tabs';
import { HostInvitations } from '@/features/dashboard/components/host-invitations';

export function DashboardRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <DashboardGreeting />
        <HostInvitations />
        <EventTabs>
          {(type) => (type === 'organized' ? <OrganizedEvents /> : <ParticipatedEvents />)}
        </EventTabs>
      </main>
    </div>
  );
}
