import { useParams } from 'react-router';
import { TemplatesPreview } from '@/features/templates-preview/components/templates-preview';

export function TemplatesPreviewRoute() {
  const { eventName = '' } = useParams();
  return <TemplatesPreview eventName={eventName} />;
}
