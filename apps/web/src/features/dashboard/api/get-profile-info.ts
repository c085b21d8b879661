import type { ProfileInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

export async function getProfileInfo(): Promise<ProfileInfo> {
  const { response } = await api.get<ProfileInfo>(apiPaths.auth('/profile-info/'));
  return response;
}

export const profileInfoQueryOptions = () =>
  queryOptions({ queryKey: ['profile-info'], queryFn: getProfileInfo });

export function useProfileInfo() {
  return useQuery(profileInfoQueryOptions());
}
