import {
  type ApiBody,
  apiPath,
  type EventInfo,
  type EventSettingsUpdate,
  eventUpdateFields,
  gridCellField,
} from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formBody } from '@/lib/api-client';
import { setEventInfo } from '@/lib/event-info-cache';

/** Any subset of the event's editable fields: the settings, the two templates, the grid. */
export interface EventUpdate extends EventSettingsUpdate {
  templates?: { post: File; story: File };
  matrix?: string[][];
}

/** The multipart body of the update call: 'null' clears a value, booleans travel as text. */
export function eventUpdateFormData(update: EventUpdate): ApiBody<'updateEvent'> {
  const f = eventUpdateFields;
  return formBody((append) => {
    if (update.name !== undefined) append(f.name, update.name);
    if (update.codeDigits !== undefined) append(f.codeDigits, String(update.codeDigits ?? 'null'));
    if (update.playWithTicketCode !== undefined)
      append(f.playWithTicketCode, String(update.playWithTicketCode));
    if (update.mmpEventId !== undefined) append(f.mmpEventId, update.mmpEventId ?? 'null');
    if (update.templates) {
      append(f.postTemplate, update.templates.post);
      append(f.storyTemplate, update.templates.story);
    }
    if (update.matrix) {
      update.matrix.forEach((row, r) => {
        row.forEach((letter, c) => {
          append(gridCellField(r, c), letter);
        });
      });
    }
    if (update.socialMediaTemplate) append(f.socialMediaTemplate, JSON.stringify(update.socialMediaTemplate));
    if (update.votingEnabled !== undefined) append(f.votingEnabled, String(update.votingEnabled));
    if (update.venuePrivacy !== undefined) append(f.venuePrivacy, update.venuePrivacy);
    if (update.requireSelfieConsent !== undefined)
      append(f.requireSelfieConsent, String(update.requireSelfieConsent));
    if (update.selfieRetentionDays !== undefined)
      append(f.selfieRetentionDays, String(update.selfieRetentionDays ?? 'null'));
    if (update.quickJoin !== undefined) append(f.quickJoin, String(update.quickJoin));
    if (update.language !== undefined) append(f.language, update.language);
  });
}

export async function updateEvent({
  eventName,
  update,
}: {
  eventName: string;
  update: EventUpdate;
}): Promise<EventInfo> {
  const { response } = await api.patch(
    apiPath('updateEvent', { id: eventName }),
    eventUpdateFormData(update),
  );
  return response;
}

export function useUpdateEvent(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EventUpdate) => updateEvent({ eventName, update }),
    onSuccess: (info) => {
      setEventInfo(queryClient, info);
      // The dashboard lists show names and counts; a rename must show there too.
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
