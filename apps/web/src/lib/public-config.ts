import { apiPath } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagePath } from '@/app/paths';
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

/**
 * The server's public origin (PUBLIC_URL), which every join link, QR code, poster and print file is built
 * from: a laptop that opened the app at localhost still prints a code phones can open. Undefined while
 * the config loads; the browser's own origin only if the config cannot be had.
 */
export function usePublicOrigin(): string | undefined {
  const config = usePublicConfig();
  if (config.data) return config.data.public_url;
  return config.isError ? window.location.origin : undefined;
}

/** The public link of an event, the address its QR code encodes: `{origin}/{eventName}`. */
export function publicEventLink(eventName: string, origin: string): string {
  return `${origin}${pagePath.eventLink(eventName)}`;
}

/** The public link of an event from the server's public origin (undefined while it loads). */
export function usePublicEventLink(eventName: string): string | undefined {
  const origin = usePublicOrigin();
  return origin === undefined ? undefined : publicEventLink(eventName, origin);
}

/** A host name of this machine only: localhost (and its subdomains), 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0:0:0:0:0:0:0:1'
  );
}

/**
 * True when the public origin and the page's address disagree about being this machine: PUBLIC_URL on
 * localhost while the page was opened from the network (phones cannot open the codes), or the reverse.
 */
export function publicUrlMismatch(publicOrigin: string, pageHostname: string): boolean {
  let publicHost: string;
  try {
    publicHost = new URL(publicOrigin).hostname;
  } catch {
    return false;
  }
  return isLoopbackHost(publicHost) !== isLoopbackHost(pageHostname);
}
