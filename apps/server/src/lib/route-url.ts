import { type ApiRouteName, apiRoutes } from '@hoogo/core';

/**
 * The URL a route plugin registers one call of the route table at: the table's path without the
 * plugin's prefix (`fastify.prefix`), so each path is spelled once, in @hoogo/core
 * (docs/decisions/0072-one-contract.md). A call registered under a prefix its path is not under throws at
 * start-up rather than answering at another address.
 */
export function routeUrl(fastify: { readonly prefix: string }, name: ApiRouteName): string {
  const { path } = apiRoutes[name];
  if (!path.startsWith(`${fastify.prefix}/`)) {
    throw new Error(`route ${name} (${path}) is not under the plugin's prefix ${fastify.prefix}`);
  }
  return path.slice(fastify.prefix.length);
}
