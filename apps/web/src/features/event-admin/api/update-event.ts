import {
  type ApiBody,
  apiPath,
  type EventInfo,
  eventUpdateFields,
  gridCellField,
  type Locale,
  type SocialMediaTemplate,
  type VenuePrivacy,
} from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formBody } from '@/lib/api-client';
import { setEventInfo } from '@/lib/event-info-cache';

/** Any subset of the event's editable fields. */
export interface EventUpdate {
  name?: string;
  codeDigits?: number | null;
  playWithTicketCode?: boolean;
  mmpEventId?: string | null;
  templates?: { post: File; story: File };
  matrix?: string[][];
  socialMediaTemplate?: SocialMediaTemplate;
  votingEnabled?: boolean;
  venuePrivacy?: VenuePrivacy;
  requireSelfieConsent?: boolean;
  /** null keeps the selfies until the event is deleted. */
  selfieRetentionDays?: number | null;
  /** Quick join: attendees may play with just a name, on a guest account. */
  quickJoin?: boolean;
  /** The room's language: the big screen, the QR poster and the print files. */
  language?: Locale;
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
