import { EventNavbarPage } from '@/components/layouts/navbar-page';
import { PlayPage } from '@/features/game/components/play-page';
import { GuestBanner } from '@/features/guest/components/guest-banner';

export function PlayRoute() {
  return <EventNavbarPage page={PlayPage} column="player" before={<GuestBanner />} />;
}
