import { z } from 'zod';

/** GET /common/total-connections/: connections made in all events, for the landing page. */
export const totalConnectionsSchema = z.object({
  total_connections: z.number().int().nonnegative(),
});

export type TotalConnections = z.infer<typeof totalConnectionsSchema>;
