import { TOAST_DURATION_MS } from '@hoogo/core';
import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import toast, { type ToastPosition } from 'react-hot-toast';

/**
 * The one toast helper of the app. A sentence already on screen is not stacked again: its toast is
 * renewed (its id is the sentence), so a refusal repeated by taps or said by two callers shows once.
 */
export const notify = {
  success: (message: string, durationMs = TOAST_DURATION_MS) =>
    toast.success(message, { duration: durationMs, id: message }),
  error: (message: string, durationMs = TOAST_DURATION_MS) =>
    toast.error(message, { duration: durationMs, id: message }),
  info: (message: string, durationMs = TOAST_DURATION_MS) =>
    toast(message, { duration: durationMs, id: message }),
};

/**
 * Below Tailwind's `sm` breakpoint, where dialogs open as bottom sheets with their buttons at the bottom of
 * the screen.
 */
export const SMALL_SCREEN_QUERY = '(max-width: 639.98px)';

function smallScreenQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SMALL_SCREEN_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = smallScreenQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isSmallScreen = () => smallScreenQuery()?.matches ?? false;

export interface ToasterLayout {
  position: ToastPosition;
  containerStyle?: CSSProperties;
}

/**
 * Where the Toaster shows its toasts. On a phone a bottom-center toast lies over the bottom sheet's
 * buttons (Add Connection, Got it) and the page's primary buttons, so there toasts drop from the top, over
 * the sticky navbar band, which holds no primary action; wider screens keep bottom-center
 * (docs/decisions/0014-attendees-phone.md).
 */
export function useToasterLayout(): ToasterLayout {
  const small = useSyncExternalStore(subscribe, isSmallScreen, () => false);
  return small ? { position: 'top-center', containerStyle: { top: 8 } } : { position: 'bottom-center' };
}
