import { type EventInfo, messages } from '@hoogo/core';
import { pagePath } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { useTicketingEvents } from '../api/get-ticketing-events';
import { HostedEvent } from './hosted-event';
import { TicketingConnect } from './ticketing-connect';
import { ticketingProduct } from './ticketing-product';

/** /mmp-connect/{eventName}: the connect modal's body as a page of its own. */
export function TicketingConnectPage({ eventName }: { eventName: string }) {
  return <HostedEvent eventName={eventName}>{(info) => <ConnectScreen info={info} />}</HostedEvent>;
}

function ConnectScreen({ info }: { info: EventInfo }) {
  const events = useTicketingEvents(info.name);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={pagePath.eventAdmin(info.name)}>{messages.ticketing.pageBack}</BackLink>
      <Card className="flex flex-col gap-5">
        <header>
          <h1 className="text-2xl font-bold tracking-tight text-brand-950">
            {messages.eventAdmin.connectTitle(ticketingProduct(info, events.data?.provider))}
          </h1>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">{info.name}</p>
        </header>
        <TicketingConnect info={info} />
      </Card>
    </div>
  );
}
