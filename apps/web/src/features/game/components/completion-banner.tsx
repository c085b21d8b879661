import { messages } from '@hoogo/core';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button, buttonStyles } from '@/components/ui/button';
import { storage } from '@/lib/storage';

const t = messages.completion;

/** What the banner says for a completion rank: first, n-th, or only "completed" while the rank is unknown. */
export function completionText(rank: number | null | undefined): string {
  if (rank === 1) return t.first;
  if (rank && rank > 1) return t.ranked(rank);
  return t.done;
}

/**
 * The banner of a player who lit all five letters. The player page places it after the grid, so it never
 * pushes the grid down (docs/decisions/0014-attendees-phone.md); once dismissed it stays away on this device.
 */
export function CompletionBanner({
  eventId,
  eventName,
  rank,
}: {
  eventId: string;
  eventName: string;
  rank: number | null | undefined;
}) {
  const [dismissed, setDismissed] = useState(() => storage.getEventFlag('completionDismissed', eventId));
  if (dismissed) return null;

  function dismiss() {
    storage.setEventFlag('completionDismissed', eventId);
    setDismissed(true);
  }

  return (
    <section className="relative flex flex-col gap-3 rounded-2xl border-2 border-accent-400 bg-accent-100 p-4 pe-14 shadow-sm">
      <p role="status" className="font-semibold text-brand-950">
        {completionText(rank)}
      </p>
      <Link
        to={pagePath.card(eventName)}
        className={buttonStyles({ variant: 'primary', className: 'self-start' })}
      >
        {t.viewCard}
      </Link>
      <Button
        variant="ghost"
        onClick={dismiss}
        aria-label={t.dismiss}
        className="absolute top-1.5 end-1.5 px-0 text-brand-950"
      >
        <X className="size-5" />
      </Button>
    </section>
  );
}
