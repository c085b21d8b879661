import { type ReactNode, useId } from 'react';
import { cn } from './cn';

/** The white card a screen's parts stand on: rounded, bordered, lightly lifted. */
export const panelStyles = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

interface PanelHeaderProps {
  /** The id the section's aria-labelledby names. */
  titleId: string;
  title: ReactNode;
  /** The sentence under the title. */
  lead?: ReactNode;
  /** Beside the title, at its end: the part's status or its main button. */
  action?: ReactNode;
  className?: string;
}

/** A panel's title (its h2), the sentence under it and, beside them, what the panel offers first. */
export function PanelHeader({ titleId, title, lead, action, className }: PanelHeaderProps) {
  const heading = (
    <div>
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-slate-600">{lead}</p>}
    </div>
  );
  if (!action && !className) return heading;
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      {heading}
      {action}
    </div>
  );
}

/**
 * A titled part of a screen on its card: a section named by its heading, the lead under the title and
 * an action beside it. `className` lays out the card (its padding and the gap between its parts).
 */
export function Panel({
  title,
  lead,
  action,
  className,
  children,
}: Omit<PanelHeaderProps, 'titleId' | 'className'> & { className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn(panelStyles, className)}>
      <PanelHeader titleId={titleId} title={title} lead={lead} action={action} />
      {children}
    </section>
  );
}
