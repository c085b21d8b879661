/** The mail with a one-time code: its subject and lines, for sign-in and for a password reset. */

import type { Translation } from '../../i18n/translation.js';
import type { mailMessages as englishMail } from '../en/mail.js';

export const mailMessages = {
  codeMail: {
    loginSubject: (code: string, product: string) => `${code} es tu código para iniciar sesión en ${product}`,
    resetSubject: (code: string, product: string) =>
      `${code} es tu código para restablecer tu contraseña de ${product}`,
    greeting: 'Hola:',
    loginCodeIs: (product: string) => `Tu código para iniciar sesión en ${product} es:`,
    resetCodeIs: (product: string) => `Tu código para restablecer tu contraseña de ${product} es:`,
    linkLine: (link: string) => `O inicia sesión con este enlace: ${link}`,
    button: (product: string) => `Iniciar sesión en ${product}`,
    validity: (minutes: number) => `Es válido durante ${minutes} minutos y solo puede usarse una vez.`,
    again: 'Es el mismo código que en nuestro correo anterior.',
    ignore: 'Si no lo has pedido, puedes ignorar este correo.',
  },
} satisfies Translation<typeof englishMail>;
