import { messages } from '@hoogo/core';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { FullScreenMessage } from '@/components/ui/full-screen-message';

export function NotFoundRoute() {
  return (
    <FullScreenMessage
      code="404"
      title={messages.notFound.title}
      text={messages.notFound.text}
      action={
        <Link to="/" className={buttonStyles({ size: 'lg' })}>
          {messages.notFound.action}
        </Link>
      }
    />
  );
}
