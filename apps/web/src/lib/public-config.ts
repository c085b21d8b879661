import { apiPath } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /common/config/: which sign-in and sharing services the server has on. Fixed while the app runs. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => (await api.get(apiPath('config'), { auth: false })).response,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
