import { PlayPage } from '@/features/game/components/play-page';
import { GuestBanner } from '@/features/guest/components/guest-banner';
import { EventRoute } from '../event-route';

export function PlayRoute() {
  return <EventRoute page={PlayPage} column="player" before={<GuestBanner />} />;
}
