/**
 * A ticket-code player plays with an account of their own under this reserved domain (RFC 2606: no mail
 * reaches it), made for one ticket of one event (docs/decisions/0012-ticket-code-sign-in.md). Such an account
 * holds nothing beyond that event: when its player leaves the event, the account goes too (docs/data.md).
 */
export const TICKET_ACCOUNT_DOMAIN = 'tickets.invalid';

export const isTicketAccount = (email: string) => email.endsWith(`@${TICKET_ACCOUNT_DOMAIN}`);
