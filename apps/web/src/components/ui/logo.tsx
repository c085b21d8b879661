import { env } from '@/config/env';
import { cn } from './cn';

/** The Hoogo brand mark: a bingo ball with an H on an indigo tile (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#312e81" />
      <circle cx="32" cy="32" r="21" fill="#fbbf24" />
      <circle cx="32" cy="32" r="14.5" fill="#fffbeb" />
      <path d="M24.5 22.5h4.5v7.3h6v-7.3h4.5v19h-4.5v-7.6h-6v7.6h-4.5z" fill="#312e81" />
      <circle cx="48.5" cy="15.5" r="4" fill="#f97316" />
    </svg>
  );
}

/** `wordmark`: the product's name beside the mark always, or from the `sm` width up only ("wide"). */
export function Logo({
  className,
  tone = 'dark',
  wordmark = 'always',
}: {
  className?: string;
  tone?: 'dark' | 'light';
  wordmark?: 'always' | 'wide';
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-brand-950' : 'text-white',
          wordmark === 'wide' && 'hidden sm:inline',
        )}
      >
        {env.productName}
      </span>
    </span>
  );
}
