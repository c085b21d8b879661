import { messages } from '@hoogo/core';
import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** A spinner inside a labelled control adds nothing for screen readers. */
  decorative?: boolean;
  label?: string;
}

export function Spinner({
  size = 'md',
  className,
  decorative = false,
  label = messages.app.loading,
}: SpinnerProps) {
  const svg = (
    <svg
      className={cn('animate-spin', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner size="lg" />
    </div>
  );
}

/** A spinner beside a line saying what is loading, in a page's column under its title. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-brand-800">
      <Spinner decorative />
      <p role="status">{text}</p>
    </div>
  );
}

/**
 * A spinner with a line saying what is loading, centred in the page's content area, or `compact` in the
 * card it stands in.
 */
export function LoadingMessage({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center text-brand-800',
        compact ? 'gap-3 py-8' : 'flex-1 justify-center gap-4 py-20',
      )}
    >
      <Spinner size="lg" decorative />
      <p role="status" className="font-medium">
        {text}
      </p>
    </div>
  );
}
