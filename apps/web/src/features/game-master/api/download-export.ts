import { apiPath } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type ExportKind = 'players' | 'connections';

/** GET /manage-event/{id}/export/{players|connections}.csv with the host's token, as a file. */
export async function downloadExport(
  eventId: string,
  kind: ExportKind,
): Promise<{ blob: Blob; filename: string }> {
  const file = await download(
    apiPath(kind === 'players' ? 'exportPlayers' : 'exportConnections', { id: eventId }),
  );
  return { blob: file.blob, filename: file.filename ?? `${kind}.csv` };
}

export function useDownloadExport(eventId: string) {
  return useMutation({
    mutationFn: async (kind: ExportKind) => {
      const file = await downloadExport(eventId, kind);
      saveFile(file.blob, file.filename);
    },
  });
}
