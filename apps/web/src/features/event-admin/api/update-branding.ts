import { apiPath, type Branding, brandingFields } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formBody } from '@/lib/api-client';
import { patchEventInfo } from '@/lib/event-info-cache';

/** A change of the big screen's branding: a new logo or its removal, and the accent colour (null clears it). */
export interface BrandingUpdate {
  logo?: File | 'remove';
  accentColor?: string | null;
}

export async function updateBranding(eventName: string, update: BrandingUpdate): Promise<Branding> {
  const body = formBody<(typeof brandingFields)[keyof typeof brandingFields]>((append) => {
    if (update.logo === 'remove') append(brandingFields.removeLogo, 'true');
    else if (update.logo) append(brandingFields.logo, update.logo);
    if (update.accentColor !== undefined) append(brandingFields.accentColor, update.accentColor ?? 'null');
  });
  const { response } = await api.put(apiPath('updateBranding', { id: eventName }), body);
  return response;
}

/** Saves the branding and puts it into every loaded copy of the event's information. */
export function useUpdateBranding(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BrandingUpdate) => updateBranding(eventName, update),
    onSuccess: (branding) => patchEventInfo(queryClient, eventName, { branding }),
  });
}
