import type { AttendeeList } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingPath, ticketingQueryKey } from './get-ticketing-events';

/** Multipart `name` and `file`; a bad row comes back named under message.file. */
export async function uploadAttendeeList({
  name,
  file,
}: {
  name: string;
  file: File;
}): Promise<{ list: AttendeeList; message: string | undefined }> {
  const body = new FormData();
  body.append('name', name);
  body.append('file', file);
  const { response, message } = await api.post<AttendeeList>(ticketingPath('/csv/'), body);
  return { list: response, message: message.general[0] };
}

export function useUploadAttendeeList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAttendeeList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
