/** The landing page in German. */

import type { Translation } from '../../i18n/translation.js';
import type { landingMessages as englishLanding } from '../en/landing.js';
import { countOf } from './words.js';

export const landingMessages = {
  landing: {
    nav: { howItWorks: 'So funktioniert’s', rewards: 'Preise', stories: 'Stimmen', support: 'Hilfe' },
    eyebrow: 'Networking-Bingo für Events vor Ort',
    headline: 'Aus Smalltalk werden echte Kontakte.',
    lead: 'Hoogo gibt allen Teilnehmern ein 5x5-Raster mit Buchstaben. Lerne Leute kennen, mach ein Selfie, erfahre etwas über sie und füll ein Feld. Fünf in einer Reihe ergeben ein Bingo, mit fünf Bingos gewinnst du das Spiel.',
    cta: 'Jetzt mitspielen',
    secondaryCta: 'So funktioniert’s',
    illustrationLabel: 'Eine Beispiel-Hoogo-Karte mit den Buchstaben B I N G O und einigen gefüllten Feldern',
    howTitle: 'So funktioniert’s',
    howLead: 'In drei Schritten vom Namensschild zu einem Raum voller neuer Kontakte.',
    steps: [
      {
        title: 'Eventlink öffnen',
        text: 'Scanne den QR-Code vor Ort oder öffne den Link, den dein Veranstalter geteilt hat, und melde dich mit deiner E-Mail-Adresse an.',
      },
      {
        title: 'Kennenlernen und vernetzen',
        text: 'Finde jemanden, dessen Name mit einem Buchstaben aus deinem Raster beginnt. Mach ein gemeinsames Selfie und notiere, was du erfahren hast.',
      },
      {
        title: 'Hoogo rufen',
        text: 'Füll Zeilen, Spalten und Diagonalen, um B, I, N, G und O aufleuchten zu lassen, und klettere in der Live-Rangliste nach oben.',
      },
    ],
    rewardsTitle: 'Preise, für die sich der Weg durch den Raum lohnt',
    rewardsLead:
      'Die Veranstalter bestimmen die Preise. Hoogo sorgt für die Momente, mit denen man sie gewinnt.',
    rewards: [
      {
        title: 'Live-Rangliste',
        text: 'Der Bildschirm der Veranstalter zeigt jeden neuen Kontakt und wer einer vollen Karte am nächsten ist.',
      },
      {
        title: 'Karte zum Teilen',
        text: 'Nach fünf Kontakten lädst du deine Karte als Story- oder Post-Bild herunter und teilst sie.',
      },
      {
        title: 'Abstimmungsrunde',
        text: 'Früh fertig? Stimm für die Kontakte, die deinen Abend unvergesslich gemacht haben.',
      },
    ],
    testimonialsTitle: 'So klingt ein Hoogo-Abend',
    testimonials: [
      {
        quote: 'Moment, dein Name fängt mit Q an? Dich brauche ich für mein Raster!',
        moment: 'Beim Begrüßungsdrink',
      },
      {
        quote: 'Noch eine Person für die Diagonale, dann habe ich meinen dritten Buchstaben.',
        moment: 'Mitten am Abend',
      },
      {
        quote: 'Schau, wir sind beide gerade auf dem Großbildschirm!',
        moment: 'Wenn die Rangliste aufleuchtet',
      },
    ],
    counterTitle: 'Mit Hoogo geknüpfte Kontakte',
    counterLoading: 'Kontakte werden gezählt …',
    counterText: (count: number) =>
      countOf(count, { one: 'Bisher # Kontakt geknüpft', other: 'Bisher # Kontakte geknüpft' }),
    organiserTitle: 'Du veranstaltest ein Event?',
    organiserText:
      'Erstelle ein Event, richte das Raster ein und bring die Rangliste auf den Großbildschirm.',
    organiserCta: 'Eigenes Event erstellen',
    supportTitle: 'Fragen?',
    supportText: 'Schreib uns, und ein Mensch antwortet dir.',
    footer: 'Hoogo. Networking-Bingo für Events vor Ort.',
  },
} satisfies Translation<typeof englishLanding>;
