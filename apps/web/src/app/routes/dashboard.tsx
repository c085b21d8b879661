import { NavbarPage } from '@/components/layouts/navbar-page';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { OrganizedEvents, ParticipatedEvents } from '@/features/dashboard/components/event-lists';
import { EventTabs } from '@/features/dashboard/components/event-tabs';
import { HostInvitations } from '@/features/dashboard/components/host-invitations';

export function DashboardRoute() {
  return (
    <NavbarPage column="home">
      <DashboardGreeting />
      <HostInvitations />
      <EventTabs>{(type) => (type === 'organized' ? <OrganizedEvents /> : <ParticipatedEvents />)}</EventTabs>
    </NavbarPage>
  );
}
