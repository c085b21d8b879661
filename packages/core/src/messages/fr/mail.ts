/** The mail with a one-time code: its subject and lines, for sign-in and for a password reset. */

import type { Translation } from '../../i18n/translation.js';
import type { mailMessages as englishMail } from '../en/mail.js';

export const mailMessages = {
  codeMail: {
    loginSubject: (code: string, product: string) => `${code} est votre code de connexion ${product}`,
    resetSubject: (code: string, product: string) =>
      `${code} est votre code ${product} pour réinitialiser votre mot de passe`,
    greeting: 'Bonjour,',
    /** Followed by the code: on the same line in the text mail, on a line of its own in the HTML one. */
    loginCodeIs: (product: string) => `Votre code de connexion ${product} est :`,
    resetCodeIs: (product: string) => `Votre code ${product} pour réinitialiser votre mot de passe est :`,
    linkLine: (link: string) => `Ou connectez-vous avec ce lien : ${link}`,
    button: (product: string) => `Se connecter à ${product}`,
    validity: (minutes: number) => `Il est valable ${minutes} minutes et ne fonctionne qu’une seule fois.`,
    again: 'C’est le même code que dans notre précédent e-mail.',
    ignore: 'Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  },
} satisfies Translation<typeof englishMail>;
