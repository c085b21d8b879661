import { useParams, useSearchParams } from 'react-router';
import { Navbar } from '@/components/layouts/navbar';
import { CardPage } from '@/features/game/components/card-page';

export function CardRoute() {
  const { eventName = '' } = useParams();
  const [search] = useSearchParams();
  const eventRegisterId = search.get('eventRegisterId');
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-5 sm:px-6 sm:py-8">
        <CardPage
          key={`${eventName}:${eventRegisterId ?? ''}`}
          eventName={eventName}
          eventRegisterId={eventRegisterId}
        />
      </main>
    </div>
  );
}
