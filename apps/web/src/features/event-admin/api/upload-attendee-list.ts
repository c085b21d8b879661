import { type ApiBody, type AttendeeList, apiPath, attendeeListFields } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formBody } from '@/lib/api-client';
import { ticketingQueryKey } from './get-ticketing-events';

/** Multipart `name` and `file`; a bad row comes back named under message.file. */
export async function uploadAttendeeList({
  name,
  file,
}: {
  name: string;
  file: File;
}): Promise<{ list: AttendeeList; message: string | undefined }> {
  const body: ApiBody<'uploadAttendeeList'> = formBody((append) => {
    append(attendeeListFields.name, name);
    append(attendeeListFields.file, file);
  });
  const { response, message } = await api.post(apiPath('uploadAttendeeList'), body);
  return { list: response, message: message.general[0] };
}

export function useUploadAttendeeList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAttendeeList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
