import { useMutation } from '@tanstack/react-query';
import { apiPaths, download } from '@/lib/api-client';

export type PeopleFile = 'vcf' | 'csv';

/**
 * Hands a downloaded file to the browser's save, under its name (as the hosts' exports do; features do
 * not import each other, docs/architecture.md).
 */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the address is no longer needed once it has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /manage-game/{id}/people.{vcf|csv}?user_id= as a file, saved under the name the server gives. */
export async function downloadPeople(eventId: string, userId: string, kind: PeopleFile) {
  const path = apiPaths.event('manage-game', eventId, `/people.${kind}`);
  const file = await download(`${path}?user_id=${encodeURIComponent(userId)}`);
  saveFile(file.blob, file.filename ?? `people.${kind}`);
}

export function useDownloadPeople(eventId: string, userId: string) {
  return useMutation({ mutationFn: (kind: PeopleFile) => downloadPeople(eventId, userId, kind) });
}
