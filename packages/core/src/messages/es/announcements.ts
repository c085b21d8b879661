/** Announcements in Spanish (docs/decisions/0082-announcements.md): a host's short message to every phone and screen. */

import type { Translation } from '../../i18n/translation.js';
import type { announcementMessages as englishAnnouncements } from '../en/announcements.js';
import { countOf, waitText } from './words.js';

export const announcementMessages = {
  announcements: {
    title: 'Anuncios',
    /** Takes ANNOUNCEMENT_SCREEN_MS in seconds (a constant read here would be undefined in the web build's chunks). */
    intro: (seconds: number) =>
      `Todos los teléfonos del evento lo muestran hasta que se cierra; las pantallas grandes lo muestran en grande durante ${seconds} segundos.`,
    label: 'Anuncio',
    placeholder: 'La comida se sirve en la sala principal',
    counter: (left: number) => countOf(left, { one: 'Queda # carácter', other: 'Quedan # caracteres' }),
    send: 'Enviar anuncio',
    sending: 'Enviando…',
    sent: 'Anuncio enviado',
    sentStatus: (text: string) => `Enviado: “${text}”`,
    deleted: 'Anuncio retirado',
    delete: 'Retirar',
    deleteLabel: (text: string) => `Retirar el anuncio “${text}”`,
    deleteFailed: 'No se pudo retirar el anuncio',
    sendFailed: 'No se pudo enviar el anuncio',
    none: 'Todavía no hay anuncios.',
    recent: 'Enviados hasta ahora',
    byHost: (name: string) => `por ${name}`,
    /** The phone's banner. */
    bannerHeading: 'Anuncio de los organizadores',
    dismiss: 'Cerrar',
    dismissLabel: 'Cerrar el anuncio',
    /** The big screen. */
    screenHeading: 'Anuncio',
    /** The API's refusals and answers. */
    empty: 'Escribe primero el anuncio.',
    tooLong: (max: number) => `Un anuncio tiene como máximo ${max} caracteres.`,
    noMarkup: 'Un anuncio es texto sin formato: sin etiquetas HTML ni caracteres de control.',
    tooMany: (seconds: number) => `Demasiados anuncios. Vuelve a intentarlo en ${waitText(seconds)}.`,
    notFound: 'Este anuncio ya no existe.',
    createdApi: 'Anuncio enviado',
    listedApi: 'Anuncios',
    deletedApi: 'Anuncio retirado',
  },
} satisfies Translation<typeof englishAnnouncements>;
