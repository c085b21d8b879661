import type { EventInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

export interface EventTemplates {
  post: string;
  story: string;
  matrix: string[][];
}

/** The event's templates and letters, from the public event info. */
export async function getEventTemplates(eventName: string): Promise<EventTemplates> {
  const { response } = await api.get<EventInfo>(
    apiPaths.hoogo(`/manage-event/${encodeURIComponent(eventName)}/get-info/`),
  );
  return {
    post: response.templates?.post.url ?? response.others_post,
    story: response.templates?.story.url ?? response.others_story,
    matrix: response.matrix,
  };
}

export const eventTemplatesQueryOptions = (eventName: string) =>
  queryOptions({
    queryKey: ['event-templates', eventName],
    queryFn: () => getEventTemplates(eventName),
    // Templates may just have been replaced on the management screen.
    staleTime: 0,
  });

export function useEventTemplates(eventName: string) {
  return useQuery(eventTemplatesQueryOptions(eventName));
}
