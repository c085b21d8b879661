/** The languages: the navbar's switch, an event's language, and the refusal of a language not offered. */

import type { Translation } from '../../i18n/translation.js';
import type { languageMessages as englishLanguage } from '../en/language.js';

export const languageMessages = {
  language: {
    label: 'Sprache',
    invalid:
      'Diese Sprache wird nicht angeboten: Wähle Englisch, Spanisch, Französisch, Deutsch oder Portugiesisch (Brasilien).',
    eventLabel: 'Sprache im Saal',
    eventHint:
      'Der große Bildschirm, die QR-Code-Anzeige und das Poster nutzen sie. Handys zeigen ihre eigene Sprache, wenn wir sie anbieten, sonst diese.',
  },
} satisfies Translation<typeof englishLanguage>;
