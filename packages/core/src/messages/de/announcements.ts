/** Announcements in German: a host's short message to every phone and screen. */

import type { Translation } from '../../i18n/translation.js';
import type { announcementMessages as englishAnnouncements } from '../en/announcements.js';
import { countOf, waitText } from './words.js';

export const announcementMessages = {
  announcements: {
    title: 'Durchsagen',
    /** Takes ANNOUNCEMENT_SCREEN_MS in seconds (a constant read here would be undefined in the web build's chunks). */
    intro: (seconds: number) =>
      `Jedes Handy im Event zeigt sie an, bis sie geschlossen wird; die Großbildschirme zeigen sie ${seconds} Sekunden lang groß an.`,
    label: 'Durchsage',
    placeholder: 'Das Mittagessen steht im großen Saal bereit',
    counter: (left: number) => countOf(left, { one: 'Noch # Zeichen', other: 'Noch # Zeichen' }),
    send: 'Durchsage senden',
    sending: 'Wird gesendet …',
    sent: 'Durchsage gesendet',
    sentStatus: (text: string) => `Gesendet: „${text}“`,
    deleted: 'Durchsage zurückgezogen',
    delete: 'Zurückziehen',
    deleteLabel: (text: string) => `Durchsage „${text}“ zurückziehen`,
    deleteFailed: 'Die Durchsage konnte nicht zurückgezogen werden',
    sendFailed: 'Die Durchsage konnte nicht gesendet werden',
    none: 'Noch keine Durchsage.',
    recent: 'Bisher gesendet',
    byHost: (name: string) => `von ${name}`,
    /** The phone's banner. */
    bannerHeading: 'Durchsage der Veranstalter',
    dismiss: 'Schließen',
    dismissLabel: 'Durchsage schließen',
    /** The big screen. */
    screenHeading: 'Durchsage',
    /** The API's refusals and answers. */
    empty: 'Schreib zuerst die Durchsage.',
    tooLong: (max: number) => `Eine Durchsage hat höchstens ${max} Zeichen.`,
    noMarkup: 'Eine Durchsage ist reiner Text: keine HTML-Tags oder Steuerzeichen.',
    tooMany: (seconds: number) => `Zu viele Durchsagen. Bitte versuche es in ${waitText(seconds)} erneut.`,
    notFound: 'Diese Durchsage gibt es nicht mehr.',
    createdApi: 'Durchsage gesendet',
    listedApi: 'Durchsagen',
    deletedApi: 'Durchsage zurückgezogen',
  },
} satisfies Translation<typeof englishAnnouncements>;
