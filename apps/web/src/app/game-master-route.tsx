import type { EventInfo } from '@hoogo/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { HostedEvent } from '@/features/event-admin/components/hosted-event';

/**
 * The frame of the hosts' game-master screens (/dashboard/{eventName}/activity, /results, /insights): the
 * navbar, the printable main column and event-admin's `HostedEvent`, which shows the screen to the event's
 * hosts only (docs/decisions/0044-the-hosts-game-master-screens.md). One definition, so the three route
 * files differ only in the screen they compose; features never import each other, the routes join them.
 */
export function GameMasterRoute({ screen }: { screen: (info: EventInfo) => ReactNode }) {
  const { eventName = '' } = useParams();
  return (
    <div className="flex min-h-dvh flex-col print:block print:min-h-0">
      <div className="print:hidden">
        <Navbar />
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
        <HostedEvent key={eventName} eventName={eventName}>
          {screen}
        </HostedEvent>
      </main>
    </div>
  );
}
