import { apiPath } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type PeopleFile = 'vcf' | 'csv';

/** GET /manage-game/{id}/people.{vcf|csv}?user_id= as a file, saved under the name the server gives. */
export async function downloadPeople(eventId: string, userId: string, kind: PeopleFile) {
  const path = apiPath(kind === 'vcf' ? 'peopleVcard' : 'peopleCsv', { id: eventId });
  const file = await download(`${path}?user_id=${encodeURIComponent(userId)}`);
  saveFile(file.blob, file.filename ?? `people.${kind}`);
}

export function useDownloadPeople(eventId: string, userId: string) {
  return useMutation({ mutationFn: (kind: PeopleFile) => downloadPeople(eventId, userId, kind) });
}
