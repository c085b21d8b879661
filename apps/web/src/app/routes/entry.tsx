import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EntryScreen } from '@/features/auth/components/entry-screen';

export function EntryRoute() {
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  // The query is read once: the screen replaces the address to drop the tokens from it.
  const [query] = useState(() => new URLSearchParams(params));
  return <EntryScreen eventId={eventId} query={query} />;
}
