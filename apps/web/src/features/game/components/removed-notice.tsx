import { messages } from '@hoogo/core';
import { type ReactNode, useId } from 'react';
import { HomeLink } from '@/components/ui/home-link';

const t = messages.play;

/** The player page of a player the hosts removed from the game: no grid, no form, a way home. */
export function RemovedNotice({ eventName, children }: { eventName: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col items-center justify-center gap-4 text-center"
    >
      <h1 id={titleId} className="text-2xl font-extrabold break-words text-brand-950">
        {t.removedTitle}
      </h1>
      <p role="alert" className="text-lg text-slate-800">
        {t.removedText}
      </p>
      <p className="text-sm text-slate-600">{t.removedHint}</p>
      <p className="text-sm font-medium text-brand-700">{eventName}</p>
      <HomeLink variant="primary" />
      {children}
    </section>
  );
}
