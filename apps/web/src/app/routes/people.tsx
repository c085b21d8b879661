import { Navigate, useParams } from 'react-router';
import { pagePath } from '@/app/paths';
import { Navbar } from '@/components/layouts/navbar';
import { refetchFailed } from '@/components/ui/network-error';
import { opensAsPlayer, usePlayerId } from '@/features/game/api/register-player';
import { PeoplePage } from '@/features/people/components/people-page';
import { useEventInfo } from '@/lib/event-info';

/**
 * /{eventName}/people: "People I met". The route composes the game feature's player key with the people
 * feature's page (features do not import each other, docs/architecture.md).
 */
export function PeopleRoute() {
  const { eventName = '' } = useParams();
  const event = useEventInfo(eventName);
  // A host who has not joined is sent to the player page's preview rather than registered by looking.
  const asHostPreview = event.data !== undefined && !opensAsPlayer(event.data);
  const playerId = usePlayerId(
    event.data && !asHostPreview ? { id: event.data.id, name: event.data.name } : undefined,
  );
  if (asHostPreview) return <Navigate to={pagePath.play(eventName)} replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-5 sm:px-6 sm:py-8">
        <PeoplePage
          key={eventName}
          eventName={eventName}
          event={event.data ? { id: event.data.id, name: event.data.name } : undefined}
          playerId={playerId.data}
          loadError={event.error ?? playerId.error}
          onRetry={refetchFailed(event, playerId)}
        />
      </main>
    </div>
  );
}
