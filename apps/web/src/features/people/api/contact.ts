import { apiPath, type ContactDetails } from '@hoogo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The contact form's values as the server reads them: empty strings clear a field. */
export interface ContactValues {
  linkedin: string | null;
  email: string | null;
  role: string | null;
  share: boolean;
}

/** GET /manage-game/{id}/contact/?user_id= : my contact details for the event, and whether I share them. */
export async function getContact(eventId: string, userId: string): Promise<ContactDetails> {
  const { response } = await api.get(apiPath('getContact', { id: eventId }), {
    query: { user_id: userId },
  });
  return response;
}

/** PUT /manage-game/{id}/contact/ : replaces my contact details (a null field is sent empty: cleared). */
export async function saveContact(eventId: string, userId: string, values: ContactValues) {
  const { response } = await api.put(apiPath('saveContact', { id: eventId }), {
    user_id: userId,
    linkedin: values.linkedin ?? '',
    email: values.email ?? '',
    role: values.role ?? '',
    share: values.share,
  });
  return response;
}

export const contactQueryKey = (eventId: string) => ['people', 'contact', eventId] as const;

export function useContact(eventId: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: contactQueryKey(eventId ?? ''),
    queryFn: () => getContact(eventId ?? '', userId ?? ''),
    enabled: Boolean(eventId && userId),
  });
}

export function useSaveContact(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactValues) => saveContact(eventId, userId, values),
    onSuccess: (saved) => queryClient.setQueryData(contactQueryKey(eventId), saved),
  });
}
