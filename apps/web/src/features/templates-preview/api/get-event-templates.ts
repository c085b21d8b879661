import type { EventInfo } from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { eventInfoQueryOptions } from '@/lib/event-info';

export interface EventTemplates {
  post: string;
  story: string;
  matrix: string[][];
}

/** The event's templates (its own, or the product's defaults) and its letters. */
export function eventTemplates(info: EventInfo): EventTemplates {
  return {
    post: info.templates?.post.url ?? info.others_post,
    story: info.templates?.story.url ?? info.others_story,
    matrix: info.matrix,
  };
}

export function useEventTemplates(eventName: string) {
  return useQuery({
    ...eventInfoQueryOptions(eventName),
    select: eventTemplates,
    // Another host may just have replaced the templates: the preview always asks again when it opens.
    staleTime: 0,
  });
}
