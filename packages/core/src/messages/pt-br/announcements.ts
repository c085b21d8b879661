/** Announcements: a host's short message to every phone and screen. */

import type { Translation } from '../../i18n/translation.js';
import type { announcementMessages as englishAnnouncements } from '../en/announcements.js';
import { countOf, waitText } from './words.js';

export const announcementMessages = {
  announcements: {
    title: 'Avisos',
    /** Takes ANNOUNCEMENT_SCREEN_MS in seconds (a constant read here would be undefined in the web build's chunks). */
    intro: (seconds: number) =>
      `Todos os celulares do evento mostram o aviso até que seja fechado; os telões o exibem em destaque por ${seconds} segundos.`,
    label: 'Aviso',
    placeholder: 'O almoço está servido no salão principal',
    counter: (left: number) => countOf(left, { one: 'Resta # caractere', other: 'Restam # caracteres' }),
    send: 'Enviar aviso',
    sending: 'Enviando…',
    sent: 'Aviso enviado',
    sentStatus: (text: string) => `Enviado: “${text}”`,
    deleted: 'Aviso retirado',
    delete: 'Retirar',
    deleteLabel: (text: string) => `Retirar o aviso “${text}”`,
    deleteFailed: 'Não foi possível retirar o aviso',
    sendFailed: 'Não foi possível enviar o aviso',
    none: 'Nenhum aviso ainda.',
    recent: 'Enviados até agora',
    byHost: (name: string) => `por ${name}`,
    /** The phone's banner. */
    bannerHeading: 'Aviso dos organizadores',
    dismiss: 'Fechar',
    dismissLabel: 'Fechar o aviso',
    /** The big screen. */
    screenHeading: 'Aviso',
    /** The API's refusals and answers. */
    empty: 'Escreva o aviso primeiro.',
    tooLong: (max: number) => `Um aviso pode ter no máximo ${max} caracteres.`,
    noMarkup: 'Um aviso é texto simples: sem tags HTML nem caracteres de controle.',
    tooMany: (seconds: number) => `Avisos demais. Tente novamente em ${waitText(seconds)}.`,
    notFound: 'Este aviso não existe mais.',
    createdApi: 'Aviso enviado',
    listedApi: 'Avisos',
    deletedApi: 'Aviso retirado',
  },
} satisfies Translation<typeof englishAnnouncements>;
