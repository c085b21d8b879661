/** The mail with a one-time code: its subject and lines, for sign-in and for a password reset. */

import type { Translation } from '../../i18n/translation.js';
import type { mailMessages as englishMail } from '../en/mail.js';

export const mailMessages = {
  codeMail: {
    loginSubject: (code: string, product: string) => `${code} é o seu código para entrar no ${product}`,
    resetSubject: (code: string, product: string) =>
      `${code} é o seu código para redefinir a senha do ${product}`,
    greeting: 'Olá,',
    loginCodeIs: (product: string) => `Seu código para entrar no ${product} é:`,
    resetCodeIs: (product: string) => `Seu código para redefinir a senha do ${product} é:`,
    linkLine: (link: string) => `Ou entre com este link: ${link}`,
    button: (product: string) => `Entrar no ${product}`,
    validity: (minutes: number) => `Ele é válido por ${minutes} minutos e só pode ser usado uma vez.`,
    again: 'É o mesmo código do nosso e-mail anterior.',
    ignore: 'Se você não pediu este código, pode ignorar este e-mail.',
  },
} satisfies Translation<typeof englishMail>;
