import { Navigate, useParams } from 'react-router';
import { pagePath } from '@/app/paths';
import { NavbarPage } from '@/components/layouts/navbar-page';
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
    <NavbarPage column="player">
      <PeoplePage
        key={eventName}
        eventName={eventName}
        event={event.data ? { id: event.data.id, name: event.data.name } : undefined}
        playerId={playerId.data}
        loadError={event.error ?? playerId.error}
        onRetry={refetchFailed(event, playerId)}
      />
    </NavbarPage>
  );
}
