import { performance } from 'node:perf_hooks';
import { seededRandom } from '@hoogo/core';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sleep } from '../lib/stats.ts';

/** How slow the mail provider is (bench/rush/run.ts reads these from the environment). */
export interface MailLatency {
  /** Each mail is accepted (SMTP 250 to its DATA) after a wait drawn evenly from [min, max] ms. */
  minMs: number;
  maxMs: number;
  /** Each new connection waits this long before the greeting: what TLS and the banner cost at a provider. */
  connectMs: number;
  /** Connections at once beyond which the provider answers 421 (0: no cap). */
  maxConnections: number;
}

/** A mail as the attendee's inbox holds it, with when it became readable (performance.now()). */
export interface InboxMail {
  to: string[];
  text: string;
  readableAt: number;
}

/**
 * A loopback SMTP provider with a provider's latency: the server's OTP mails land here, and each becomes
 * readable in the recipient's inbox when the provider accepts it (the 250 after the wait). The attendees
 * read their code from the text with a tolerant pattern (readCode), never from a fixed sentence.
 */
export class SlowMailbox {
  private readonly byRecipient = new Map<string, InboxMail[]>();
  private readonly waiters = new Map<string, Array<() => void>>();
  private readonly server: SMTPServer;
  private readonly random: () => number;
  /** Mails accepted, distinct addresses they went to, connections opened, mails whose DATA failed. */
  readonly counts = { accepted: 0, addresses: 0, connections: 0, failed: 0 };
  port = 0;

  constructor(latency: MailLatency, seed = 1) {
    this.random = seededRandom(seed);
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      ...(latency.maxConnections > 0 && { maxClients: latency.maxConnections }),
      onConnect: (_session, callback) => {
        this.counts.connections += 1;
        if (latency.connectMs > 0) sleep(latency.connectMs).then(() => callback());
        else callback();
      },
      onData: (stream, session, callback) => {
        const wait = latency.minMs + this.random() * Math.max(0, latency.maxMs - latency.minMs);
        Promise.all([simpleParser(stream), sleep(wait)])
          .then(([parsed]) => {
            const mail: InboxMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              text: parsed.text ?? '',
              readableAt: performance.now(),
            };
            this.counts.accepted += 1;
            for (const to of mail.to) {
              const inbox = this.byRecipient.get(to) ?? [];
              if (inbox.length === 0) this.counts.addresses += 1;
              inbox.push(mail);
              this.byRecipient.set(to, inbox);
              for (const wake of this.waiters.get(to)?.splice(0) ?? []) wake();
            }
            callback();
          })
          .catch((error: Error) => {
            this.counts.failed += 1;
            callback(error);
          });
      },
    });
    // A connection dropped mid-mail (or refused with 421 beyond maxClients, as a capped provider does):
    // its sender sees the error, the box goes on.
    this.server.on('error', () => {});
  }

  /** The addresses that were sent more than one mail, with how many each. */
  repeated(): Array<[string, number]> {
    return [...this.byRecipient]
      .filter(([, mails]) => mails.length > 1)
      .map(([to, mails]) => [to, mails.length]);
  }

  /**
   * Listens on 127.0.0.1 and a free port, or where it is told (bench:event --smtp-listen: a staging
   * server elsewhere sends its mails here).
   */
  async start(port = 0, host = '127.0.0.1'): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    const address = this.server.server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /**
   * The first mail to `email` that became readable at or after `since` (performance.now()), waiting
   * for it until `deadline` (performance.now()); undefined when none came by then.
   */
  async waitFor(email: string, since: number, deadline: number): Promise<InboxMail | undefined> {
    const to = email.toLowerCase();
    for (;;) {
      const mail = this.byRecipient.get(to)?.find((m) => m.readableAt >= since);
      if (mail) return mail;
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1_000));
        const list = this.waiters.get(to) ?? [];
        list.push(() => {
          clearTimeout(timer);
          resolve();
        });
        this.waiters.set(to, list);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The sign-in code of a mail's text: the first 6-digit number standing alone, once links are left out
 * (a sign-in link may carry digits of its own). Undefined when there is none.
 */
export function readCode(text: string): string | undefined {
  return /(?<![\d])(\d{6})(?![\d])/.exec(text.replace(/https?:\/\/\S+/g, ' '))?.[1];
}
