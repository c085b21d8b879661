/** The languages: the navbar's switch, an event's language, and the refusal of a language not offered. */

import type { Translation } from '../../i18n/translation.js';
import type { languageMessages as englishLanguage } from '../en/language.js';

export const languageMessages = {
  language: {
    label: 'Idioma',
    invalid:
      'Este idioma não está disponível: escolha inglês, espanhol, francês, alemão ou português (Brasil).',
    eventLabel: 'Idioma do local',
    eventHint:
      'O telão, a tela do QR code e o pôster usam este idioma. Os celulares usam o próprio idioma quando ele está disponível e, se não, este.',
  },
} satisfies Translation<typeof englishLanguage>;
