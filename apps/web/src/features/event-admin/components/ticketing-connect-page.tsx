import { type EventInfo, messages } from '@hoogo/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';
import { useEventInfo } from '../api/get-event-info';
import { useTicketingEvents } from '../api/get-ticketing-events';
import { TicketingConnect } from './ticketing-connect';
import { ticketingProduct } from './ticketing-product';

const t = messages.eventAdmin;

/** /mmp-connect/{eventName}: the connect modal's body as a page of its own. */
export function TicketingConnectPage({ eventName }: { eventName: string }) {
  const info = useEventInfo(eventName);

  if (info.isPending) {
    return <LoadingMessage text={messages.events.loading} />;
  }
  if (info.isError || info.data.role === null) {
    return (
      <Card className="mx-auto mt-6 max-w-md text-center">
        <h1 role="alert" className="text-xl font-bold text-brand-950">
          {info.isError ? apiMessage(info.error, messages.events.infoFailed) : t.notHost}
        </h1>
        {!info.isError && <p className="mt-2 text-slate-600">{t.notHostText}</p>}
        <Link to="/dashboard" className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
          {t.backToDashboard}
        </Link>
      </Card>
    );
  }
  return <ConnectScreen info={info.data} />;
}

function ConnectScreen({ info }: { info: EventInfo }) {
  const events = useTicketingEvents(info.name);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={`/dashboard/${info.name}/`}>{messages.ticketing.pageBack}</BackLink>
      <Card className="flex flex-col gap-5">
        <header>
          <h1 className="text-2xl font-bold tracking-tight text-brand-950">
            {t.connectTitle(ticketingProduct(info, events.data?.provider))}
          </h1>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">{info.name}</p>
        </header>
        <TicketingConnect info={info} />
      </Card>
    </div>
  );
}
