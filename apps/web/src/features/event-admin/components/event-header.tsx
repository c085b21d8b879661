import { type EventInfo, messages } from '@hoogo/core';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { pagePath } from '@/app/paths';
import { DemoBadge, DemoBanner } from '@/components/demo-badge';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { TicketingPill } from './ticketing';

const t = messages.eventAdmin;
const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';

export function EventHeader({
  info,
  onEdit,
  onDelete,
  onTicketing,
}: {
  info: EventInfo;
  onEdit: () => void;
  onDelete: () => void;
  onTicketing: () => void;
}) {
  const header = (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-2">
        <BackLink to={pagePath.dashboard()} label={t.backToDashboard} className={`${iconButton} -ms-2`} />
        <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-brand-950 sm:text-3xl">
          {info.name}
        </h1>
        {info.demo && <DemoBadge />}
        <button type="button" className={iconButton} onClick={onEdit} aria-label={t.editSettings}>
          <Pencil className="size-5" />
        </button>
        {info.role === 'Owner' && !info.demo && (
          <button
            type="button"
            className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
            onClick={onDelete}
            aria-label={t.deleteEvent}
          >
            <Trash2 className="size-5" />
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {info.role === 'Owner' && info.demo && (
          <Button variant="secondary" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {messages.demo.deleteDemo}
          </Button>
        )}
        <TicketingPill info={info} onClick={onTicketing} />
      </div>
    </header>
  );
  if (!info.demo) return header;
  return (
    <div className="flex flex-col gap-3">
      {header}
      <DemoBanner>{messages.demo.managementBanner}</DemoBanner>
    </div>
  );
}
