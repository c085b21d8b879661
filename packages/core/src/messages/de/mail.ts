/** The mail with a one-time code: its subject and lines, for sign-in and for a password reset. */

import type { Translation } from '../../i18n/translation.js';
import type { mailMessages as englishMail } from '../en/mail.js';

export const mailMessages = {
  codeMail: {
    loginSubject: (code: string, product: string) => `${code} ist dein Anmeldecode für ${product}`,
    resetSubject: (code: string, product: string) =>
      `${code} ist dein Code zum Zurücksetzen deines ${product}-Passworts`,
    greeting: 'Hallo,',
    loginCodeIs: (product: string) => `Dein Anmeldecode für ${product}:`,
    resetCodeIs: (product: string) => `Dein Code zum Zurücksetzen deines ${product}-Passworts:`,
    linkLine: (link: string) => `Oder melde dich mit diesem Link an: ${link}`,
    button: (product: string) => `Bei ${product} anmelden`,
    validity: (minutes: number) => `Er ist ${minutes} Minuten lang gültig und funktioniert nur einmal.`,
    again: 'Es ist derselbe Code wie in unserer vorherigen E-Mail.',
    ignore: 'Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  },
} satisfies Translation<typeof englishMail>;
