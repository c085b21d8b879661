import { VotingPage } from '@/features/game/components/voting-page';
import { EventRoute } from '../event-route';

export function VotingRoute() {
  return <EventRoute page={VotingPage} column="player" />;
}
