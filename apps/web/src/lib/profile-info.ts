import { apiPath, type ProfileInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /auth/profile-info/ : the signed-in account (its name as given at sign-up, its email). One query,
 * shared by the navbar's greeting and the dashboard's, so a screen that shows both asks once.
 */
export async function getProfileInfo(): Promise<ProfileInfo> {
  const { response } = await api.get(apiPath('profileInfo'));
  return response;
}

export const profileInfoQueryOptions = () =>
  queryOptions({ queryKey: ['profile-info'], queryFn: getProfileInfo });

/** Asked only with a session (`enabled`): a ticket-code player has no account to ask about. */
export function useProfileInfo(enabled = true) {
  return useQuery({ ...profileInfoQueryOptions(), enabled });
}
