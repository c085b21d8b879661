import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { eventSegment } from '@/app/paths';

/**
 * The path with the segment that named the event (`requested`, an old name or the id) replaced by the
 * event's current name; the rest of the path is kept. Null when the path already uses the current name
 * (letter case aside) or does not contain `requested`.
 */
export function currentEventPath(pathname: string, requested: string, current: string): string | null {
  if (requested.toLowerCase() === current.toLowerCase()) return null;
  const segments = pathname.split('/');
  const index = segments.findIndex((segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase() === requested.toLowerCase();
    } catch {
      return false;
    }
  });
  if (index < 0) return null;
  segments[index] = eventSegment(current);
  return segments.join('/');
}

/**
 * A renamed event's old name still reaches it (the server answers for it with the current name): the
 * address bar then moves to the current name, keeping the rest of the path, the query and the hash,
 * without a history entry (docs/decisions/0028-venue-the-organisers-controls.md).
 */
export function useCurrentEventName(requested: string, current: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!current) return;
    const path = currentEventPath(location.pathname, requested, current);
    if (path) navigate(`${path}${location.search}${location.hash}`, { replace: true });
  }, [current, requested, location.pathname, location.search, location.hash, navigate]);
}
