import type { ActivityItem, ActivitySocketMessage } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { announcementsQueryKey } from '@/lib/announcements';
import { useLiveSocket } from '@/lib/live-socket';
import { getActivity } from '../api/get-activity';
import { gameMasterKeys } from '../api/keys';
import {
  type ActivityData,
  type ActivityParams,
  isActivityLoaded,
  removeActivityEverywhere,
  upsertActivityEverywhere,
} from '../utils/activity-cache';

type ActivityMessage = Extract<ActivitySocketMessage, { type: 'activity' }>;
type RemovedMessage = Extract<ActivitySocketMessage, { type: 'activity_removed' }>;

function isActivityMessage(message: unknown): message is ActivityMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'activity' &&
    typeof (message as ActivityMessage).response?.item?.id === 'string'
  );
}

/** Connections that no longer exist: their player left the event (docs/data.md). */
function isRemovedMessage(message: unknown): message is RemovedMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'activity_removed' &&
    Array.isArray((message as RemovedMessage).response?.ids)
  );
}

/**
 * The hosts' activity socket (with the host's token): every new or changed connection is put in place by
 * id in each loaded feed. Each time it opens after being closed, the feeds start again from a fresh first
 * page, since what happened while it was closed never came.
 *
 * While `hold` is true (the host is pointing at or typing in the feed, has a dialog open, or scrolled
 * down), NEW connections wait in `held` instead of pushing the items down under the host's pointer: at a
 * busy event several arrive each second, and the Hide the host aims at must stay where it is. Changes to
 * items already shown (a hide, a removal) apply at once. `showHeld` puts the waiting ones in; they also go
 * in by themselves when `hold` ends.
 */
export function useLiveActivity(eventId: string, hold = false) {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<ActivityItem[]>([]);
  const holding = useLatest(hold);

  const onMessage = useCallback(
    (message: unknown) => {
      // A host sent or withdrew an announcement: the list is read again (docs/decisions/0082-announcements.md).
      if ((message as { type?: unknown } | null)?.type === 'announcements_changed') {
        void queryClient.invalidateQueries({ queryKey: announcementsQueryKey(eventId) });
        return;
      }
      if (isRemovedMessage(message)) {
        const gone = new Set(message.response.ids);
        setHeld((waiting) => waiting.filter((item) => !gone.has(item.id)));
        removeActivityEverywhere(queryClient, eventId, message.response.ids);
        return;
      }
      if (!isActivityMessage(message)) return;
      const { item } = message.response;
      if (holding.current && !isActivityLoaded(queryClient, eventId, item.id)) {
        setHeld((waiting) => [...waiting.filter((other) => other.id !== item.id), item]);
        return;
      }
      upsertActivityEverywhere(queryClient, eventId, item);
    },
    [queryClient, eventId],
  );

  const showHeld = useCallback(() => {
    setHeld((waiting) => {
      for (const item of waiting) upsertActivityEverywhere(queryClient, eventId, item);
      return [];
    });
  }, [queryClient, eventId]);

  useEffect(() => {
    if (!hold && held.length > 0) showHeld();
  }, [hold, held.length, showHeld]);

  const onOpen = useCallback(() => {
    // A fresh first page holds whatever was waiting.
    setHeld([]);
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

  const state = useLiveSocket<unknown>({ eventId, board: 'activity', withToken: true, onMessage, onOpen });
  return { state, held: held.length, showHeld };
}
