/** The languages: the navbar's switch, an event's language, and the refusal of a language not offered. */

import type { Translation } from '../../i18n/translation.js';
import type { languageMessages as englishLanguage } from '../en/language.js';

export const languageMessages = {
  language: {
    /** The navbar's switch, as a screen reader says it. */
    label: 'Langue',
    invalid:
      'Cette langue n’est pas proposée : choisissez l’anglais, l’espagnol, le français, l’allemand ou le portugais (Brésil).',
    /** The event's settings. */
    eventLabel: 'Langue de la salle',
    eventHint:
      'Le grand écran, l’écran du QR code et l’affiche l’utilisent. Les téléphones affichent leur propre langue si elle est proposée, et celle-ci sinon.',
  },
} satisfies Translation<typeof englishLanguage>;
