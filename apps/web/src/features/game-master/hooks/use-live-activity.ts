import type { ActivitySocketMessage } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveSocket } from '@/lib/live-socket';
import { getActivity } from '../api/get-activity';
import { gameMasterKeys } from '../api/keys';
import { type ActivityData, type ActivityParams, upsertActivityEverywhere } from '../utils/activity-cache';

function isActivityMessage(message: unknown): message is ActivitySocketMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'activity' &&
    typeof (message as ActivitySocketMessage).response?.item?.id === 'string'
  );
}

/**
 * The hosts' activity socket (with the host's token): every new or changed connection is put in place by
 * id in each loaded feed. Each time it opens after being closed, the feeds start again from a fresh first
 * page, since what happened while it was closed never came.
 */
export function useLiveActivity(eventId: string) {
  const queryClient = useQueryClient();

  const onMessage = useCallback(
    (message: unknown) => {
      if (isActivityMessage(message)) upsertActivityEverywhere(queryClient, eventId, message.response.item);
    },
    [queryClient, eventId],
  );

  const onOpen = useCallback(() => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: gameMasterKeys.activity(eventId) })) {
      const params = query.queryKey[3] as ActivityParams | undefined;
      if (!params || query.state.data === undefined) continue;
      getActivity(eventId, params)
        .then((page) => {
          const data: ActivityData = { pages: [page], pageParams: [undefined] };
          queryClient.setQueryData(query.queryKey, data);
        })
        .catch(() => {
          // The feed keeps what it has; the next open or a search asks again.
        });
    }
  }, [queryClient, eventId]);

  return useLiveSocket<unknown>({ eventId, board: 'activity', withToken: true, onMessage, onOpen });
}
