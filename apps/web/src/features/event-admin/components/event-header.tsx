import { type EventInfo, messages } from '@hoogo/core';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { BackLink } from '@/components/ui/back-link';
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
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-2">
        <BackLink to="/dashboard" label={t.backToDashboard} className={`${iconButton} -ml-2`} />
        <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-brand-950 sm:text-3xl">
          {info.name}
        </h1>
        <button type="button" className={iconButton} onClick={onEdit} aria-label={t.editSettings}>
          <Pencil className="size-5" />
        </button>
        {info.role === 'Owner' && (
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
      <div>
        <TicketingPill info={info} onClick={onTicketing} />
      </div>
    </header>
  );
}
