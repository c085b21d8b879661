/** Announcements (docs/decisions/0082-announcements.md): a host's short message to every phone and screen. */

import type { Translation } from '../../i18n/translation.js';
import type { announcementMessages as englishAnnouncements } from '../en/announcements.js';
import { countOf, waitText } from './words.js';

export const announcementMessages = {
  announcements: {
    title: 'Annonces',
    /** Takes ANNOUNCEMENT_SCREEN_MS in seconds (a constant read here would be undefined in the web build's chunks). */
    intro: (seconds: number) =>
      `Chaque téléphone de l’événement l’affiche jusqu’à ce qu’elle soit fermée ; les grands écrans l’affichent en grand pendant ${seconds} secondes.`,
    label: 'Annonce',
    placeholder: 'Le déjeuner est servi dans la grande salle',
    counter: (left: number) => countOf(left, { one: '# caractère restant', other: '# caractères restants' }),
    send: 'Envoyer l’annonce',
    sending: 'Envoi…',
    sent: 'Annonce envoyée',
    sentStatus: (text: string) => `Envoyée : « ${text} »`,
    deleted: 'Annonce retirée',
    delete: 'Retirer',
    deleteLabel: (text: string) => `Retirer l’annonce « ${text} »`,
    deleteFailed: 'Impossible de retirer l’annonce',
    sendFailed: 'Impossible d’envoyer l’annonce',
    none: 'Aucune annonce pour l’instant.',
    recent: 'Déjà envoyées',
    byHost: (name: string) => `par ${name}`,
    /** The phone's banner. */
    bannerHeading: 'Annonce des organisateurs',
    dismiss: 'Fermer',
    dismissLabel: 'Fermer l’annonce',
    /** The big screen. */
    screenHeading: 'Annonce',
    /** The API's refusals and answers. */
    empty: 'Rédigez d’abord l’annonce.',
    tooLong: (max: number) => `Une annonce comporte au plus ${max} caractères.`,
    noMarkup: 'Une annonce est en texte brut : pas de balises HTML ni de caractères de contrôle.',
    tooMany: (seconds: number) => `Trop d’annonces. Veuillez réessayer dans ${waitText(seconds)}.`,
    notFound: 'Cette annonce n’existe plus.',
    createdApi: 'Annonce envoyée',
    listedApi: 'Annonces',
    deletedApi: 'Annonce retirée',
  },
} satisfies Translation<typeof englishAnnouncements>;
