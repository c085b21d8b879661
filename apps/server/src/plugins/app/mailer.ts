import { OTP_VALIDITY_MINUTES, type OtpType } from '@hoogo/core';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { escapeHtml } from '../../lib/html.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { sendOtp(mail: OtpMail): Promise<void> };
  }
}

export interface OtpMail {
  to: string;
  code: string;
  type: OtpType;
  /** The code replaces one sent before that still worked (docs/decisions.md, Sign-in). */
  replaces?: boolean;
}

const validity = `${OTP_VALIDITY_MINUTES} minutes`;

/** The subject and both bodies of an OTP mail. */
export function composeOtpMail(productName: string, { code, type, replaces }: OtpMail) {
  const purpose = type === 'Login' ? 'sign-in' : 'password reset';
  const replaced = replaces ? ' It replaces the code we sent you before, which no longer works.' : '';
  const subject = `${code} is your ${productName} ${purpose} code`;
  const text = [
    'Hello,',
    '',
    `Your ${productName} ${purpose} code is: ${code}`,
    '',
    `It is valid for ${validity} and works once.${replaced} If you did not ask for it, you can ignore this mail.`,
    '',
    `- ${productName}`,
  ].join('\n');
  const name = escapeHtml(productName);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>Your ${name} ${purpose} code is:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${code}</p>
<p>It is valid for ${validity} and works once.${replaced} If you did not ask for it, you can ignore this mail.</p>
<p>- ${name}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * OTP mails over SMTP when SMTP_URL is set. Without it the mail is written to the log instead, so that
 * someone running the game locally can still sign in: the only place a code is ever logged.
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, mailFrom, productName } = fastify.config;

    if (!smtpUrl) {
      fastify.log.warn('SMTP_URL is not set: OTP mails are written to this log');
      fastify.decorate('mailer', {
        async sendOtp(mail: OtpMail) {
          fastify.log.info(`OTP mail to ${mail.to}: code ${mail.code} (valid ${validity})`);
        },
      });
      return;
    }

    const transport = nodemailer.createTransport(smtpUrl);
    fastify.addHook('onClose', async () => transport.close());
    fastify.decorate('mailer', {
      async sendOtp(mail: OtpMail) {
        await transport.sendMail({ from: mailFrom, to: mail.to, ...composeOtpMail(productName, mail) });
        fastify.log.info({ to: mail.to, type: mail.type }, 'OTP mail sent');
      },
    });
  },
  { name: 'mailer' },
);
