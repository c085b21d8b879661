import { useParams, useSearchParams } from 'react-router';
import { NavbarPage } from '@/components/layouts/navbar-page';
import { CardPage } from '@/features/game/components/card-page';

export function CardRoute() {
  const { eventName = '' } = useParams();
  const [search] = useSearchParams();
  const eventRegisterId = search.get('eventRegisterId');
  return (
    <NavbarPage column="player">
      <CardPage
        key={`${eventName}:${eventRegisterId ?? ''}`}
        eventName={eventName}
        eventRegisterId={eventRegisterId}
      />
    </NavbarPage>
  );
}
