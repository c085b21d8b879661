/** The languages: the navbar's switch, an event's language, and the refusal of a language not offered. */

export const languageMessages = {
  language: {
    /** The navbar's switch, as a screen reader says it. */
    label: 'Language',
    invalid: 'This language is not offered: choose English, Spanish, French, German or Portuguese (Brazil).',
    /** The event's settings. */
    eventLabel: 'Language of the room',
    eventHint:
      'The big screen, the QR code screen and the poster use it. Phones use their own language when it is offered, and this one otherwise.',
  },
};
