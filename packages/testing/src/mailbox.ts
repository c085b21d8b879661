import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The envelope's recipients (RCPT TO), in lower case. */
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part; empty when the mail has none. */
  html: string;
}

/** How a Mailbox behaves, to try a sender against a slow or refusing provider. */
export interface MailboxOptions {
  /** Each mail is answered this long after its data arrived (a slow provider). */
  delayMs?: number;
  /**
   * Called with the number of mails offered before this one (accepted or not): an SMTP reply code to
   * refuse this one with (421/451 transient, 550 permanent), or undefined to accept it.
   */
  refuse?: (offered: number) => number | undefined;
}

/** A real SMTP receiver on loopback that keeps every mail it is given: the app sends its OTP mails here. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  /** Mails offered, refused ones included. */
  offered = 0;
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  constructor(options: MailboxOptions = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const refusal = options.refuse?.(this.offered);
        this.offered++;
        simpleParser(stream)
          .then(async (parsed) => {
            if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
            if (refusal !== undefined) {
              callback(Object.assign(new Error(`refused with ${refusal}`), { responseCode: refusal }));
              return;
            }
            // Kept before the 250 answer, so the mail is here by the time the sender's call returns.
            this.mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  /** Listens on `port` (0: any free one). */
  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the next mail to `email` that arrives after `since` mails were in the box, and returns its code. */
  async nextCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.slice(since).find((m) => m.to.includes(email.toLowerCase()));
      if (mail) {
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (!code) throw new Error(`The mail to ${email} has no 6-digit code: ${mail.text}`);
        return code;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * Waits for the next mail to `email` after `since` mails were in the box, and returns its sign-in link
   * (the /login/link address the mail carries beside the code).
   */
  async nextLink(email: string, since: number, timeoutMs = 15_000): Promise<URL> {
    await this.nextCode(email, since, timeoutMs);
    const mail = this.mails.slice(since).find((m) => m.to.includes(email.toLowerCase()));
    const link = /https?:\/\/\S+\/login\/link#\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`The mail to ${email} has no sign-in link: ${mail?.text}`);
    return new URL(link);
  }

  count(): number {
    return this.mails.length;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
