import { useMutation } from '@tanstack/react-query';
import { apiPaths, download } from '@/lib/api-client';

export type ExportKind = 'players' | 'connections';

/** GET /manage-event/{id}/export/{players|connections}.csv with the host's token, as a file. */
export async function downloadExport(
  eventId: string,
  kind: ExportKind,
): Promise<{ blob: Blob; filename: string }> {
  const file = await download(apiPaths.event('manage-event', eventId, `/export/${kind}.csv`));
  return { blob: file.blob, filename: file.filename ?? `${kind}.csv` };
}

/** Hands a downloaded file to the browser's save, under its name. */
export function saveFile(blob: Blob, filename: string): void {
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

export function useDownloadExport(eventId: string) {
  return useMutation({
    mutationFn: async (kind: ExportKind) => {
      const file = await downloadExport(eventId, kind);
      saveFile(file.blob, file.filename);
    },
  });
}
