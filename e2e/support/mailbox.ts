import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP receiver on loopback: the app sends its OTP mails here. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
              a.value.map((v) => (v.address ?? '').toLowerCase()),
            );
            this.mails.push({
              to,
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

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
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

  count(): number {
    return this.mails.length;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
