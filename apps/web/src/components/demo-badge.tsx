import { messages } from '@hoogo/core';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { cn } from '@/components/ui/cn';

/** The mark of a demo event (simulated players) on every screen that shows one. */
export function DemoBadge({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <span
      data-testid="demo-badge"
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        tone === 'light' ? 'bg-amber-100 text-amber-900' : 'bg-amber-300 text-amber-950',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {messages.demo.badge}
    </span>
  );
}

/** A line that says a demo's players are simulated. */
export function DemoBanner({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950',
        className,
      )}
    >
      <DemoBadge className="mt-px" />
      <span>{children}</span>
    </p>
  );
}
