import type { PublicConfig } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from './api-client';

/** GET /common/config/: which sign-in and sharing services the server has on. Fixed while the app runs. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () =>
    (await api.get<PublicConfig>(apiPaths.hoogo('/common/config/'), { auth: false })).response,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
