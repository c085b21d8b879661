import ChevronLeft from 'lucide-react/icons/chevron-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button';

/**
 * The way back at the top of a page: its arrow and its text, or the arrow alone where `label` names it
 * (the page's own header styles it then through `className`).
 */
export function BackLink({
  to,
  children,
  label,
  className,
}: {
  to: string;
  children?: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={className ?? buttonStyles({ variant: 'ghost', size: 'sm', className: 'w-fit -ms-2' })}
    >
      <ChevronLeft className={label ? 'size-6' : 'size-4'} />
      {children}
    </Link>
  );
}
