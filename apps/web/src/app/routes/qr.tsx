import { useParams } from 'react-router';
import { QrPage } from '@/features/qr/components/qr-page';

export function QrRoute() {
  const { eventName = '' } = useParams();
  return <QrPage eventName={eventName} />;
}
