import { useParams } from 'react-router';
import { QrPage } from '@/features/qr/components/qr-page';
import { NotFoundRoute } from './not-found';

export function QrRoute() {
  const { eventName = '' } = useParams();
  return <QrPage eventName={eventName} notFound={<NotFoundRoute />} />;
}
