import { TOAST_DURATION_MS } from '@hoogo/core';
import toast from 'react-hot-toast';

/** The one toast helper of the app. */
export const notify = {
  success: (message: string, durationMs = TOAST_DURATION_MS) =>
    toast.success(message, { duration: durationMs }),
  error: (message: string, durationMs = TOAST_DURATION_MS) => toast.error(message, { duration: durationMs }),
  info: (message: string, durationMs = TOAST_DURATION_MS) => toast(message, { duration: durationMs }),
};
