import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { NavbarPage } from '@/components/layouts/navbar-page';

/**
 * The route of one event's page under the navbar: the page of the event the address names, keyed by that
 * name, so that another event's address starts it afresh; `before` stands above it in the column.
 */
export function EventRoute({
  page: Page,
  column,
  before,
}: {
  page: ComponentType<{ eventName: string }>;
  column: 'player' | 'event' | 'eventNarrow';
  before?: ReactNode;
}) {
  const { eventName = '' } = useParams();
  return (
    <NavbarPage column={column}>
      {before}
      <Page key={eventName} eventName={eventName} />
    </NavbarPage>
  );
}
