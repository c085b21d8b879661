import { useParams } from 'react-router';
import { QrPoster } from '@/features/qr/components/qr-poster';
import { NotFoundRoute } from './not-found';

export function PosterRoute() {
  const { eventName = '' } = useParams();
  return <QrPoster eventName={eventName} notFound={<NotFoundRoute />} />;
}
