import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';

/**
 * The rules sheet: it opens by itself on the first visit to an event on this device (a host's preview is
 * not a visit), and closing it marks the event's rules as seen.
 */
export function useRulesSheet(eventId: string | undefined, hostPreview: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (eventId && !hostPreview && !storage.getEventFlag('rulesSeen', eventId)) setOpen(true);
  }, [eventId, hostPreview]);
  return {
    open,
    show: () => setOpen(true),
    close: () => {
      if (eventId) storage.setEventFlag('rulesSeen', eventId);
      setOpen(false);
    },
  };
}
