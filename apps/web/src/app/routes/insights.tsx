import { useParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { HostedEvent } from '@/features/event-admin/components/hosted-event';
import { InsightsPage } from '@/features/game-master/components/insights-page';

/** /dashboard/{eventName}/insights: a game-master screen, shown to the event's hosts only. */
export function InsightsRoute() {
  const { eventName = '' } = useParams();
  return (
    <div className="flex min-h-dvh flex-col print:block print:min-h-0">
      <div className="print:hidden">
        <Navbar />
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
        <HostedEvent key={eventName} eventName={eventName}>
          {(info) => <InsightsPage info={info} />}
        </HostedEvent>
      </main>
    </div>
  );
}
