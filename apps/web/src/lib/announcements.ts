import { type AnnouncementList, apiPath, type HostAnnouncement } from '@hoogo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The hosts' announcements of an event (docs/decisions/0082-announcements.md): the list, a new one sent,
 * one withdrawn. Shared by the remote, the management screen's live controls and the activity page.
 */
export const announcementsQueryKey = (eventId: string) => ['announcements', eventId] as const;

export function useAnnouncements(eventId: string) {
  return useQuery({
    queryKey: announcementsQueryKey(eventId),
    queryFn: async () => (await api.get(apiPath('announcements', { id: eventId }))).response,
    staleTime: 0,
  });
}

export function useSendAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<HostAnnouncement> =>
      (await api.post(apiPath('createAnnouncement', { id: eventId }), { text })).response,
    // The answer is the new announcement: put in place, not read again (other hosts' lists follow the
    // activity socket's announcements_changed).
    onSuccess: (sent) =>
      queryClient.setQueryData<AnnouncementList>(announcementsQueryKey(eventId), (list) =>
        list ? [sent, ...list.filter((item) => item.id !== sent.id)] : list,
      ),
  });
}

export function useWithdrawAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcementId: string): Promise<AnnouncementList> =>
      (await api.delete(apiPath('deleteAnnouncement', { id: eventId, announcementId }))).response,
    onSuccess: (list) => queryClient.setQueryData(announcementsQueryKey(eventId), list),
    // Withdrawn meanwhile by another host (404), or not: the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey(eventId) }),
  });
}
