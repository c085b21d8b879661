import { messages } from '@hoogo/core';

/** The hosts' small "Guest" marker on a player who joined with just a name (quick join, no email yet). */
export function GuestMarker({ className = '' }: { className?: string }) {
  return (
    <span
      title={messages.guest.markerTitle}
      className={`inline-block whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 print:border print:border-black print:bg-transparent ${className}`}
    >
      {messages.guest.marker}
    </span>
  );
}
