import { messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { NetworkError } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';

/**
 * What a list the hosts read a page at a time shows instead of its rows: the spinner while it loads, the
 * network error with Retry, or `empty` (why there is nothing). Null once there are rows to show.
 */
export function ListStatus({
  list,
  rows,
  empty,
}: {
  list: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: number;
  empty: string;
}) {
  if (list.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner size="lg" label={messages.gameMaster.loading} />
      </div>
    );
  }
  if (list.isError) return <NetworkError error={list.error} onRetry={() => list.refetch()} />;
  if (rows > 0) return null;
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
      {empty}
    </p>
  );
}

/** The end of a list the hosts read a page at a time: why the next page did not load, and Load more. */
export function LoadMore({
  list,
}: {
  list: {
    isFetchNextPageError: boolean;
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
}) {
  return (
    <>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {apiMessage(list.error, messages.network.somethingWrong)}
        </p>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => list.fetchNextPage()}
          isLoading={list.isFetchingNextPage}
        >
          {messages.gameMaster.loadMore}
        </Button>
      )}
    </>
  );
}
