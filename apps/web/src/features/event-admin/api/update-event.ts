import type { EventInfo, SocialMediaTemplate, VenuePrivacy } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';
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
}

/** The multipart body of the update call: 'null' clears a value, booleans travel as text. */
export function eventUpdateFormData(update: EventUpdate): FormData {
  const body = new FormData();
  if (update.name !== undefined) body.append('name', update.name);
  if (update.codeDigits !== undefined) body.append('code_digits', String(update.codeDigits ?? 'null'));
  if (update.playWithTicketCode !== undefined)
    body.append('play_with_ticket_code', String(update.playWithTicketCode));
  if (update.mmpEventId !== undefined) body.append('mmp_event_id', update.mmpEventId ?? 'null');
  if (update.templates) {
    body.append('post_template', update.templates.post);
    body.append('story_template', update.templates.story);
  }
  if (update.matrix) {
    update.matrix.forEach((row, r) => {
      row.forEach((letter, c) => {
        body.append(`matrix[${r}][${c}]`, letter);
      });
    });
  }
  if (update.socialMediaTemplate)
    body.append('social_media_template', JSON.stringify(update.socialMediaTemplate));
  if (update.votingEnabled !== undefined) body.append('voting_enabled', String(update.votingEnabled));
  if (update.venuePrivacy !== undefined) body.append('venue_privacy', update.venuePrivacy);
  if (update.requireSelfieConsent !== undefined)
    body.append('require_selfie_consent', String(update.requireSelfieConsent));
  if (update.selfieRetentionDays !== undefined)
    body.append('selfie_retention_days', String(update.selfieRetentionDays ?? 'null'));
  if (update.quickJoin !== undefined) body.append('quick_join', String(update.quickJoin));
  return body;
}

export async function updateEvent({
  eventName,
  update,
}: {
  eventName: string;
  update: EventUpdate;
}): Promise<EventInfo> {
  const { response } = await api.patch<EventInfo>(
    apiPaths.event('manage-event', eventName, '/update/'),
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
