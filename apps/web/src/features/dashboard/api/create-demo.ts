import { apiPath, type CreatedEvent } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { organisedEventsQueryKey } from './get-organised-events';

/** Creates a demo event: a full grid and simulated players (docs/product.md, "Demo events"). */
export async function createDemo(): Promise<CreatedEvent> {
  const { response } = await api.post(apiPath('createDemo'));
  return response;
}

export function useCreateDemo() {
  return useMutationInvalidating(createDemo, organisedEventsQueryKey);
}
