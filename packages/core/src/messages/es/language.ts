/** The languages: the navbar's switch, an event's language, and the refusal of a language not offered. */

import type { Translation } from '../../i18n/translation.js';
import type { languageMessages as englishLanguage } from '../en/language.js';

export const languageMessages = {
  language: {
    label: 'Idioma',
    invalid: 'Este idioma no está disponible: elige inglés, español, francés, alemán o portugués (Brasil).',
    eventLabel: 'Idioma de la sala',
    eventHint:
      'La pantalla grande, la pantalla del código QR y el póster lo usan. Los teléfonos usan su propio idioma si está disponible y, si no, este.',
  },
} satisfies Translation<typeof englishLanguage>;
