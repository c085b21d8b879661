import { useParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { PlayPage } from '@/features/game/components/play-page';
import { GuestBanner } from '@/features/guest/components/guest-banner';

export function PlayRoute() {
  const { eventName = '' } = useParams();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-5 sm:px-6 sm:py-8">
        <GuestBanner />
        <PlayPage key={eventName} eventName={eventName} />
      </main>
    </div>
  );
}
