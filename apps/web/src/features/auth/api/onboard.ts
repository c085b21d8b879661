import { apiPath } from '@hoogo/core';
import { api } from '@/lib/api-client';

/** Tells the server that the holder of the stored tokens arrived through the entry route. */
export function onboardUser() {
  return api.post(apiPath('onboardUser'));
}
