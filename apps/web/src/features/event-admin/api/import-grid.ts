import { apiPath } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { eventInfoKeys } from '@/lib/event-info';
import { useMutationInvalidating } from '@/lib/react-query';

export interface ImportedGrid {
  grid: string[][];
  /** The server's sentence: 'Grid imported', or a longer one for a small event. */
  message: string | undefined;
}

/** Builds and saves the grid from the linked ticketing event's checked-in participants. */
export async function importGrid(eventName: string): Promise<ImportedGrid> {
  const { response, message } = await api.post(apiPath('importGrid', { id: eventName }));
  return { grid: response.grid, message: message.general[0] };
}

export function useImportGrid(eventName: string) {
  return useMutationInvalidating(() => importGrid(eventName), eventInfoKeys.all(eventName));
}
