/**
 * The shared state of the rehearsal's floor (bench/event): who is in the game with which friend code,
 * when each connection was answered (to time the screens that show it), every submission by its
 * Idempotency-Key (the lost-or-doubled check), and the phases the room moves through.
 */
import { seededRandom } from '@hoogo/core';
import type { Recorder } from './recorder.ts';

export interface EventPlan {
  attendees: number;
  returningShare: number;
  /** The arrival window, real ms (10 simulated minutes). */
  arrivalMs: number;
  /** The floor, real ms: an hour of connections compressed by `factor`. */
  floorMs: number;
  factor: number;
  think: boolean;
  requestTimeoutMs: number;
  mailTimeoutMs: number;
  /** Each attendee's email is event-<tag>-<i>@example.com. */
  tag: string;
  seed: number;
  /** Shares of the attendees: PWA shell installed, Wi-Fi drops, the board open on the phone, voting, downloads. */
  shares: { pwa: number; drops: number; board: number; vote: number; downloads: number; card: number };
  /** Share of connections followed by a refusal asked on purpose (a wrong letter, a wrong code, a filled cell). */
  mistakes: number;
  /** Friend code digits of the event. */
  codeDigits: number;
}

/** A submission by its Idempotency-Key: what the phone was told, and whether an answer was ever lost. */
export interface Submission {
  playerKey: string;
  x: number;
  y: number;
  name: string;
  /** accepted: a 200 came back (first or retried); failed: the phone gave up; pending: still trying. */
  state: 'accepted' | 'failed' | 'pending';
  /** An attempt's answer was lost (the Wi-Fi dropped): the server may have stored it then. */
  lostAnswer: boolean;
  attempts: number;
}

export interface InPlayer {
  index: number;
  registerId: string;
  code: string;
}

export class Deferred {
  resolve!: () => void;
  readonly promise = new Promise<void>((resolve) => {
    this.resolve = resolve;
  });
}

export class Floor {
  readonly players: InPlayer[] = [];
  readonly removed = new Set<string>();
  /**
   * Answer time (ms after the QR code) of each stored connection by the first word of its typed name,
   * which every board and feed shows; none for one whose answer was lost on the way.
   */
  readonly byName = new Map<string, number>();
  readonly submissions = new Map<string, Submission>();
  /** Every board viewer (screens and phones), settled at the end. */
  readonly watchers: BoardWatcher[] = [];
  readonly random: () => number;
  /** Resolved by the room: voting opened, voting closed. */
  readonly votingOpened = new Deferred();
  readonly votingClosed = new Deferred();
  /** When the host's answer to opening voting came (ms after the QR code). */
  votingOpenedAt = Number.NaN;
  /** Phones done with their floor, and done voting (counted by phoneDone). */
  floorDone = 0;
  votesDone = 0;
  private readonly waiters = new Set<{ met: () => boolean; resolve: () => void }>();

  constructor(
    readonly plan: EventPlan,
    readonly recorder: Recorder,
  ) {
    this.random = seededRandom(plan.seed + 7);
  }

  join(player: InPlayer) {
    this.players.push(player);
  }

  /** A phone finished its floor or its vote: whoever waits for that count is told at once. */
  phoneDone(stage: 'floor' | 'vote') {
    if (stage === 'floor') this.floorDone += 1;
    else this.votesDone += 1;
    for (const waiter of this.waiters) if (waiter.met()) waiter.resolve();
  }

  /** Resolves once `met()` holds (checked at each phoneDone), or at `deadline` (performance.now()). */
  until(met: () => boolean, deadline: number): Promise<void> {
    if (met()) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        met,
        resolve: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.resolve, Math.max(0, deadline - performance.now()));
      this.waiters.add(waiter);
    });
  }

  /** A player in the game other than `self` whose code `used` does not hold yet, or undefined. */
  partnerFor(self: string, used: Set<string>): InPlayer | undefined {
    for (let tries = 0; tries < 20 && this.players.length > 1; tries++) {
      const other = this.players[Math.floor(this.random() * this.players.length)] as InPlayer;
      if (other.registerId !== self && !used.has(other.code) && !this.removed.has(other.registerId))
        return other;
    }
    return undefined;
  }

  /** Times the messages that came before their answers, on every board viewer. */
  settleWatchers() {
    for (const watcher of this.watchers) watcher.settle();
  }

  /** A connection was stored: its answer came at `at` (NaN when the answer was lost on the way). */
  stored(name: string, at: number) {
    if (Number.isFinite(at)) this.byName.set(firstWord(name), at);
  }
}

/**
 * The first word of a typed name: what a board shows of it in every venue privacy mode but initials
 * (the bench's names are unique by their first word, e.g. "Bara12x3 Bench").
 */
export const firstWord = (name: string) => name.split(' ')[0] ?? name;

/**
 * A viewer of the game board (a big screen or a phone): times each connection_made from the answer of the
 * submission it shows, found by the typed name it carries. One that came before its answer is timed when
 * the answer came, at the end. A connection the viewer got in a snapshot instead (a page turned while it
 * was made) is not timed.
 */
export class BoardWatcher {
  private readonly early: Array<{ name: string; at: number }> = [];

  constructor(
    private readonly floor: Floor,
    private readonly kind: string,
  ) {
    floor.watchers.push(this);
  }

  connectionShown(name: string, at: number) {
    const answered = this.floor.byName.get(firstWord(name));
    if (answered === undefined) this.early.push({ name, at });
    else this.floor.recorder.lag(this.kind, at - answered);
  }

  /** Times the messages that came before their answer (called at the end of the run). */
  settle() {
    for (const { name, at } of this.early) {
      const answered = this.floor.byName.get(firstWord(name));
      if (answered !== undefined) this.floor.recorder.lag(this.kind, at - answered);
    }
    this.early.length = 0;
  }
}
