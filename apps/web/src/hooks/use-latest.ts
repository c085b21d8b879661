import { useRef } from 'react';

/**
 * A ref that always holds the latest `value` of the render: for a callback or a value that an effect,
 * a socket or a timer reads when it fires, without restarting when it changes.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
