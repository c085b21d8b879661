import { createHmac } from 'node:crypto';
import type { BudgetRule } from '../../../config/index.js';
import { deriveKey } from '../../../lib/secret-box.js';
import type { createGuessBudgets } from '../game/guess-budgets.js';

type Budgets = Pick<ReturnType<typeof createGuessBudgets>, 'blockedFor' | 'fail' | 'refund'>;

/** What a ticket-code lookup turned out to be, for the budgets. */
export type TicketCodeOutcome =
  /** No such ticket: a guess as far as the budgets can tell. */
  | 'wrong'
  /** A real ticket (checked in or not yet), or a lookup that failed: not a guess. */
  | 'real'
  /** A checked-in ticket signing in for the first time: not a guess, and it vouches for its address. */
  | 'first-sign-in';

export type TicketCodeCheck =
  | { waitMs: number }
  | { waitMs: 0; settle: (outcome: TicketCodeOutcome) => Promise<void> };

/** The budget keys are prefixed by this and the event id, so they go with the event. */
export const ticketCodeBudgetPrefix = (eventId: string) => `ticket-code:${eventId}`;

/**
 * The guessing budget of an event's ticket codes (docs/decisions/0054-limits-that-fit-a-venue.md), held in
 * the database (guess_budgets) so it holds across instances and whatever addresses the guesses come from.
 *
 * Every check is counted as a wrong code before the lookup (so a burst of concurrent guesses cannot slip
 * past the count together) and given back when the code turned out real. Two counts:
 * - the event's wrong codes: past `event.max` in its window the event is guarded for `event.blockMs`
 *   (longer each time wrong codes keep coming). Until then nobody waits, whatever the address.
 * - each address's wrong codes on the event, less one for every ticket that first signed in from it
 *   (so a venue's typos are paid back by its crowd's right codes, and one right code cannot be replayed
 *   to pay for guesses). While the event is guarded, an address whose count reaches `address.max` waits
 *   `address.blockMs`, then longer; other addresses, and so the crowd elsewhere, go on.
 * The address is kept as a keyed hash, never as is.
 */
export function createTicketCodeGuard(
  budgets: Budgets,
  rules: { event: BudgetRule; address: BudgetRule },
  serverSecret: string,
) {
  const addressKey = deriveKey(serverSecret, 'ticket-code-addresses');
  const keysOf = (eventId: string, ip: string) => {
    const event = ticketCodeBudgetPrefix(eventId);
    const address = createHmac('sha256', addressKey).update(ip).digest('base64url').slice(0, 22);
    return { event, address: `${event}:${address}` };
  };

  /** How long the address still waits: 0 unless the event is guarded and the address blocked. */
  async function heldFor(keys: { event: string; address: string }): Promise<number> {
    const [guarded, blocked] = await Promise.all([
      budgets.blockedFor(keys.event),
      budgets.blockedFor(keys.address),
    ]);
    return guarded > 0 ? blocked : 0;
  }

  return {
    /**
     * Before a lookup: `waitMs` > 0 refuses it (nothing counted); else the lookup may go ahead and
     * `settle` must be called with what the code turned out to be.
     */
    async check(eventId: string, ip: string): Promise<TicketCodeCheck> {
      const keys = keysOf(eventId, ip);
      const waiting = await heldFor(keys);
      if (waiting > 0) return { waitMs: waiting };
      // Counted as wrong until proved real. The request whose count started the address's block is
      // still within the budget; the ones after it wait.
      const startedBlock = await budgets.fail(keys.address, rules.address);
      await budgets.fail(keys.event, rules.event);
      const giveBack = async () => {
        await budgets.refund(keys.address);
        await budgets.refund(keys.event);
      };
      if (startedBlock === 0) {
        const held = await heldFor(keys);
        if (held > 0) {
          await giveBack();
          return { waitMs: held };
        }
      }
      return {
        waitMs: 0,
        async settle(outcome) {
          if (outcome === 'wrong') return;
          await giveBack();
          // A ticket's first sign-in pays back one earlier wrong code of its address.
          if (outcome === 'first-sign-in') await budgets.refund(keys.address);
        },
      };
    },
  };
}
