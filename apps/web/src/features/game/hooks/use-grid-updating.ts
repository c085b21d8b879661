import { useEffect, useRef, useState } from 'react';

/** The last known grid shows at once; only a refresh slower than this is said to be under way. */
const UPDATING_NOTICE_MS = 3000;

/**
 * Whether to say the grid is being updated: the grid on screen is this phone's last known one
 * (`fromLastKnown`) and the server has not answered within UPDATING_NOTICE_MS. Answered means a fetch that
 * ended well (the status channel's cache updates do not count).
 */
export function useGridUpdating(
  fromLastKnown: boolean,
  matrix: { isFetching: boolean; isError: boolean },
): boolean {
  const { isFetching, isError } = matrix;
  const [answered, setAnswered] = useState(false);
  const wasFetching = useRef(false);
  useEffect(() => {
    if (wasFetching.current && !isFetching && !isError) setAnswered(true);
    wasFetching.current = isFetching;
  }, [isFetching, isError]);
  const showingLastKnown = fromLastKnown && !answered && isFetching;
  const [slowUpdate, setSlowUpdate] = useState(false);
  useEffect(() => {
    setSlowUpdate(false);
    if (!showingLastKnown) return;
    const timer = setTimeout(() => setSlowUpdate(true), UPDATING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [showingLastKnown]);
  return slowUpdate && showingLastKnown;
}
