import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The options of a list the hosts page through, newest first (the activity feed, the players): each
 * page names the cursor of the next one (`next_before`), null on the last.
 */
export function cursorPagesOptions<Page extends { next_before: string | null }>(
  queryKey: QueryKey,
  read: (before: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}
