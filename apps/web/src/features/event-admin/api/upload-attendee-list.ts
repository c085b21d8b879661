import { type ApiBody, type AttendeeList, apiPath, attendeeListFields } from '@hoogo/core';
import { api, formBody } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
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
  return useMutationInvalidating(uploadAttendeeList, ticketingQueryKey);
}
