import { useParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { TicketingConnectPage } from '@/features/event-admin/components/ticketing-connect-page';

export function MmpConnectRoute() {
  const { eventName = '' } = useParams();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <TicketingConnectPage key={eventName} eventName={eventName} />
      </main>
    </div>
  );
}
