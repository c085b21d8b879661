import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Navbar } from './navbar';

/** The main columns of the pages under the navbar. */
const columns = {
  /** A player's page on the phone: the game, the card, voting, the people met, a privacy notice. */
  player: 'mx-auto w-full max-w-2xl flex-1 px-4 py-5 sm:px-6 sm:py-8',
  /** The organiser's own pages: the dashboard and the account. */
  home: 'mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12',
  /** An event's management screen. */
  event: 'mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10',
  /** A narrow screen of one event's management (connecting ticketing). */
  eventNarrow: 'mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:px-6 sm:py-10',
  /** A screen that lays itself out: the sign-in's card, a redirect's message. */
  full: 'flex flex-1 flex-col',
} as const;

/** A page of the app bar and its main column, at least as tall as the screen. */
export function NavbarPage({
  column,
  className,
  children,
}: {
  column: keyof typeof columns;
  /** The page's background. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-h-dvh flex-col', className)}>
      <Navbar />
      <main className={columns[column]}>{children}</main>
    </div>
  );
}

/**
 * The page of one event under the navbar, for its route: the page of the event the address names, keyed
 * by that name, so that another event's address starts it afresh; `before` stands above it in the column.
 */
export function EventNavbarPage({
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
