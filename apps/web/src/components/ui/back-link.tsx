import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button';

/** A small "back" link with its arrow, at the top of a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'w-fit -ml-2' })}>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </Link>
  );
}
