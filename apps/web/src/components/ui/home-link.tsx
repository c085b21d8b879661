import { messages } from '@hoogo/core';
import { Link, useLocation } from 'react-router';
import { homePath } from '@/lib/navigation';
import { type ButtonVariant, buttonStyles } from './button';

/** "Return Home" from a page whose event does not exist: the visitor's home, never that event again. */
export function HomeLink({
  variant = 'secondary',
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const { pathname } = useLocation();
  return (
    <Link to={homePath(pathname, { leavingEvent: true })} className={buttonStyles({ variant, className })}>
      {messages.notFound.action}
    </Link>
  );
}
