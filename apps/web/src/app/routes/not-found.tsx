import { messages } from '@hoogo/core';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { FullScreenMessage } from '@/components/ui/full-screen-message';
import { homePath } from '@/lib/navigation';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <FullScreenMessage
      code="404"
      title={messages.notFound.title}
      text={messages.notFound.text}
      action={
        <Link to={homePath(pathname, { leavingEvent: true })} className={buttonStyles({ size: 'lg' })}>
          {messages.notFound.action}
        </Link>
      }
    />
  );
}
