import { apiPath, type CreatedEvent } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { organisedEventsQueryKey } from './get-organised-events';

export async function createEvent({ name }: { name: string }): Promise<CreatedEvent> {
  const { response } = await api.post(apiPath('createEvent'), { name });
  return response;
}

export function useCreateEvent() {
  return useMutationInvalidating(createEvent, organisedEventsQueryKey);
}
