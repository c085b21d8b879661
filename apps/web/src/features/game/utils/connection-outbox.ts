import { createContext, useContext } from 'react';

/**
 * The phone's outbox of connections (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose a
 * connection"): what must be one per app, not one per page or per module. It owns the sends on the wire by
 * draft key (at most one send per key at a time: a second caller joins the first) and the one flush that
 * goes through the queued drafts. Made by the app provider (`createConnectionOutbox`), handed down through
 * `ConnectionOutboxContext`; a test makes its own, so nothing outlives a test or a page. It holds no code of
 * the send or of the flush itself (the page's outbox hook and the form hand those in), so the app's entry
 * carries it without the connection code (docs/decisions/0076-the-outbox-as-a-store.md).
 */
export interface ConnectionOutbox {
  /** The send of `key` already on the wire, or the one `start` begins now; forgotten once it settles. */
  once<T>(key: string, start: () => Promise<T>): Promise<T>;
  /** A send of `key` is on the wire. */
  isSending(key: string): boolean;
  /** A flush runs now. */
  isFlushing(): boolean;
  /**
   * Runs `pass` (one go through the queued drafts) as the one flush, again while another flush was asked
   * for during it and `owned()` (its page is still on screen) holds. A flush asked for while one runs only
   * asks that one to go again, and gets its promise. When the page that ran it is gone and a flush was
   * asked for meanwhile, the page now on screen (`attach`) runs it.
   */
  flush(pass: () => Promise<void>, owned: () => boolean): Promise<void>;
  /** Makes `flush` the flush of the page on screen; the returned function undoes it. */
  attach(flush: () => Promise<void>): () => void;
}

/** A new outbox: one per app (AppProvider), or one per test. */
export function createConnectionOutbox(): ConnectionOutbox {
  const inFlight = new Map<string, Promise<unknown>>();
  let flushing: Promise<void> | null = null;
  let flushAgain = false;
  // A send run belongs to the page that started it and stops when that page is gone (it would otherwise
  // go on with that page's closures, after a navigation); a send asked for meanwhile goes to this one.
  let active: (() => Promise<void>) | null = null;

  return {
    once<T>(key: string, start: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running as Promise<T>;
      const promise = start().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    isSending: (key) => inFlight.has(key),
    isFlushing: () => flushing !== null,
    flush(pass, owned) {
      if (flushing) {
        flushAgain = true;
        return flushing;
      }
      const run = async () => {
        do {
          flushAgain = false;
          await pass();
        } while (flushAgain && owned());
      };
      flushing = run().finally(() => {
        flushing = null;
        if (!owned() && flushAgain) {
          flushAgain = false;
          void active?.();
        }
      });
      return flushing;
    },
    attach(flush) {
      active = flush;
      return () => {
        if (active === flush) active = null;
      };
    },
  };
}

/** The app's outbox, given by AppProvider. */
export const ConnectionOutboxContext = createContext<ConnectionOutbox | null>(null);

/** The outbox of the app around this component; there is always one under AppProvider. */
export function useConnectionOutboxStore(): ConnectionOutbox {
  const outbox = useContext(ConnectionOutboxContext);
  if (!outbox) throw new Error('useConnectionOutboxStore needs the ConnectionOutboxContext of AppProvider');
  return outbox;
}
