import { useSyncExternalStore } from 'react';

/**
 * What the app knows of its connection (docs/decisions/0015-connections-on-a-bad-network.md: "Wi-Fi up,
 * internet down"): `offline` when the browser says so (navigator.onLine false); `unreachable` when the
 * browser says online but the last call or socket got no answer (a venue's Wi-Fi whose internet is down, a
 * captive portal); else `online`.
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

let reachable = true;
const listeners = new Set<() => void>();

/**
 * Reported by the api client after each call (an answer of any status: true; no answer: false) and by
 * the live sockets (open or a pong: true; a connect that failed or a missed pong: false).
 */
export function reportReachable(answered: boolean): void {
  if (answered === reachable) return;
  reachable = answered;
  for (const listener of listeners) listener();
}

// The browser says the network is back: trust it until the next call says otherwise (the calls that failed
// while offline say nothing about the network that returned).
if (typeof window !== 'undefined') window.addEventListener('online', () => reportReachable(true));

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function current(): Connectivity {
  if (navigator.onLine === false) return 'offline';
  return reachable ? 'online' : 'unreachable';
}

/** The connection as the app knows it; `online` where it cannot tell (server rendering). */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, current, () => 'online');
}
