import { type Announcement, messages } from '@hoogo/core';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { storage } from '@/lib/storage';

const t = messages.announcements;

/**
 * The organisers' announcements on a player's phone (docs/decisions/0082-announcements.md): the standing
 * ones the status channel carries, newest first, at the top of the page in the page's flow (it pushes the
 * page down and covers no button), each kept until dismissed here. The dismissed ids are kept in local
 * storage, so a reload does not bring one back; a new announcement shows. The region is a live status:
 * a screen reader says a new one when it arrives.
 */
export function AnnouncementBanner({
  eventId,
  announcements,
}: {
  eventId: string;
  announcements: Announcement[] | undefined;
}) {
  const [dismissed, setDismissed] = useState(() => storage.getDismissedAnnouncements(eventId));
  const shown = (announcements ?? []).filter((item) => !dismissed.includes(item.id));

  function dismiss(id: string) {
    // Only the ids still standing are kept, so the list stays as short as the status's.
    const standing = new Set((announcements ?? []).map((item) => item.id));
    const next = [...dismissed.filter((kept) => standing.has(kept)), id];
    storage.setDismissedAnnouncements(eventId, next);
    setDismissed(next);
  }

  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 empty:hidden">
      {shown.map((item) => (
        <section
          key={item.id}
          aria-label={t.bannerHeading}
          className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm"
          data-testid="announcement-banner"
        >
          <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">{t.bannerHeading}</p>
            <p className="mt-1 text-base font-medium break-words text-slate-900">{item.text}</p>
          </div>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            aria-label={t.dismissLabel}
            className="-m-1 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-sm font-semibold text-amber-900 underline underline-offset-2 hover:bg-amber-100"
          >
            {t.dismiss}
          </button>
        </section>
      ))}
    </div>
  );
}
