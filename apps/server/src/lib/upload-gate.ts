/** Uploads handled at once per instance: each holds at most two 10 MB files and their decoded images. */
export const UPLOAD_CONCURRENCY = 4;
/** How long an upload whose body is read waits for its turn before the answer is 503. */
export const UPLOAD_WAIT_MS = 10_000;
/**
 * The uploads one sender (a player, else an account) may have under way at once, being read, waiting or
 * handled; past it the next is refused unread. One of them at most is handled at a time.
 */
export const UPLOADS_PER_SENDER = 2;

/** Whose upload it is: the queue takes turns between events, then between senders within an event. */
export interface UploadOwner {
  event: string;
  sender: string;
}

interface Waiter {
  owner: UploadOwner;
  wake: () => void;
}

/**
 * The instance's upload slots, shared fairly. A sender is admitted (before its body is read) up to
 * `perSender` uploads at once, and holds at most one slot; the uploads waiting for a slot are served in
 * turns, one event after the other and, within an event, one sender after the other, so neither a
 * player's flood nor a busy event makes the others wait behind it. A waiter gives up after `waitMs`.
 */
export class UploadGate {
  active = 0;
  /** Uploads admitted per sender, from before the body is read until the answer. */
  private readonly admitted = new Map<string, number>();
  /** Senders holding a slot. */
  private readonly handling = new Set<string>();
  /** Waiters by event, then by sender; the Maps' order is the order of the turns. */
  private readonly queue = new Map<string, Map<string, Waiter[]>>();

  constructor(
    public limit = UPLOAD_CONCURRENCY,
    public waitMs = UPLOAD_WAIT_MS,
    public perSender = UPLOADS_PER_SENDER,
  ) {}

  /** Counts an upload of `sender` until the returned function is called; undefined past its share. */
  admit(sender: string): (() => void) | undefined {
    const count = this.admitted.get(sender) ?? 0;
    if (count >= this.perSender) return undefined;
    this.admitted.set(sender, count + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const now = (this.admitted.get(sender) ?? 1) - 1;
      if (now === 0) this.admitted.delete(sender);
      else this.admitted.set(sender, now);
    };
  }

  /** A release function once a slot is this upload's turn, or undefined when none came within waitMs. */
  async acquire(owner: UploadOwner): Promise<(() => void) | undefined> {
    if (!this.free(owner.sender)) {
      const granted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          owner,
          wake: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          this.remove(waiter);
          resolve(false);
        }, this.waitMs);
        this.enqueue(waiter);
      });
      if (!granted) return undefined;
    } else {
      this.active += 1;
      this.handling.add(owner.sender);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.handling.delete(owner.sender);
      this.serve();
    };
  }

  private free(sender: string): boolean {
    return this.active < this.limit && !this.handling.has(sender);
  }

  /** Hands the free slots to the next waiters in turn whose senders hold none. */
  private serve() {
    for (const [event, senders] of this.queue) {
      if (this.active >= this.limit) return;
      for (const [sender, waiters] of senders) {
        if (this.handling.has(sender)) continue;
        const waiter = waiters.shift() as Waiter;
        if (waiters.length === 0) senders.delete(sender);
        else {
          // This sender's next upload goes behind the other senders of the event.
          senders.delete(sender);
          senders.set(sender, waiters);
        }
        // And this event behind the other events.
        this.queue.delete(event);
        if (senders.size > 0) this.queue.set(event, senders);
        this.active += 1;
        this.handling.add(sender);
        waiter.wake();
        this.serve();
        return;
      }
    }
  }

  private enqueue(waiter: Waiter) {
    const { event, sender } = waiter.owner;
    let senders = this.queue.get(event);
    if (!senders) {
      senders = new Map();
      this.queue.set(event, senders);
    }
    const waiters = senders.get(sender);
    if (waiters) waiters.push(waiter);
    else senders.set(sender, [waiter]);
  }

  private remove(waiter: Waiter) {
    const { event, sender } = waiter.owner;
    const senders = this.queue.get(event);
    const waiters = senders?.get(sender);
    if (!senders || !waiters) return;
    const index = waiters.indexOf(waiter);
    if (index !== -1) waiters.splice(index, 1);
    if (waiters.length === 0) senders.delete(sender);
    if (senders.size === 0) this.queue.delete(event);
  }
}
