import { EVENT_NAME_CARD_CUT, messages, truncate } from '@hoogo/core';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { DemoBadge } from '@/components/demo-badge';
import { GridStatus } from '@/components/grid-status';
import { buttonStyles } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { DeleteDemoButton } from './delete-demo-button';

export function formatEventDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** One event of a dashboard list: its name (cut to 25 characters), details and the two ways in. */
export function EventCard({
  eventName,
  createdAt,
  participantCount,
  gridFilled,
  demo = false,
  owner = false,
}: {
  eventName: string;
  createdAt: string;
  participantCount?: number;
  /** Organised events only: the letters set, for the grid status. */
  gridFilled?: number;
  /** A demo event (simulated players): marked, and its owner deletes it from here. */
  demo?: boolean;
  owner?: boolean;
}) {
  const date = formatEventDate(createdAt);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-lg font-black text-accent-400"
        >
          {eventName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900" title={eventName}>
            {truncate(eventName, EVENT_NAME_CARD_CUT)}
          </h3>
          {date && <p className="text-sm text-slate-600">{messages.dashboard.createdOn(date)}</p>}
          {demo && <DemoBadge className="mt-1" />}
        </div>
      </div>
      {participantCount !== undefined && (
        <p className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 text-sm font-medium text-accent-700">
          <Users className="size-4" />
          {messages.dashboard.participants(participantCount)}
        </p>
      )}
      {gridFilled !== undefined && <GridStatus filled={gridFilled} className="mt-2" />}
      <div className="mt-5 flex gap-2 pt-1 sm:mt-auto">
        <Link
          to={pagePath.eventAdmin(eventName)}
          className={buttonStyles({ size: 'sm', className: 'flex-1' })}
          aria-label={`${messages.dashboard.manage} ${eventName}`}
        >
          {messages.dashboard.manage}
        </Link>
        <Link
          to={pagePath.play(eventName)}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
          aria-label={`${messages.dashboard.view} ${eventName}`}
        >
          {messages.dashboard.view}
        </Link>
      </div>
      {demo && owner && <DeleteDemoButton eventName={eventName} className="mt-2" />}
    </li>
  );
}
