import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';

/** Confetti once per completion: when the fifth letter lights up, or on the first visit after it did. */
export function useCompletionConfetti(eventId: string | undefined, completed: boolean) {
  const [confetti, setConfetti] = useState(false);
  useEffect(() => {
    if (eventId && completed && !storage.getEventFlag('bingoCelebrated', eventId)) {
      storage.setEventFlag('bingoCelebrated', eventId);
      setConfetti(true);
    }
  }, [eventId, completed]);
  return { confetti, end: () => setConfetti(false) };
}
