import { useParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { HostedEvent } from '@/features/event-admin/components/hosted-event';
import { ActivityPage } from '@/features/game-master/components/activity-page';

/** /dashboard/{eventName}/activity: a game-master screen, shown to the event's hosts only. */
export function ActivityRoute() {
  const { eventName = '' } = useParams();
  return (
    <div className="flex min-h-dvh flex-col print:block print:min-h-0">
      <div className="print:hidden">
        <Navbar />
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
        <HostedEvent key={eventName} eventName={eventName}>
          {(info) => <ActivityPage info={info} />}
        </HostedEvent>
      </main>
    </div>
  );
}
