import { useEffect, useState } from 'react';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, once it has not changed for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
