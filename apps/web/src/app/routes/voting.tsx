import { EventNavbarPage } from '@/components/layouts/navbar-page';
import { VotingPage } from '@/features/game/components/voting-page';

export function VotingRoute() {
  return <EventNavbarPage page={VotingPage} column="player" />;
}
