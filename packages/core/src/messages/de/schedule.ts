/** The game's time in German: the schedule, its countdowns and refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { scheduleMessages as englishSchedule } from '../en/schedule.js';

export const scheduleMessages = {
  /** The schedule as the server refuses by it, as phones and big screens count down to it, and as hosts set it. */
  schedule: {
    connectionsClosed:
      'Die Kontaktphase dieses Events ist beendet, daher können keine neuen Kontakte hinzugefügt werden.',
    votingBeforeOpen: 'Die Abstimmung muss enden, nachdem sie beginnt.',
    saved: 'Zeitplan gespeichert',
    /** The hosts' form. */
    title: 'Zeitplan',
    /** The remote's block. */
    connectionsTitle: 'Kontakte',
    intro:
      'Lege fest, wann die Kontaktphase endet und wann die Abstimmung beginnt und endet. Der Server hält sich an diese Zeiten, und Handys und Großbildschirme zählen zu ihnen herunter. Lass eine Zeit leer, um es von Hand zu machen.',
    connectionsCloseLabel: 'Kontaktphase endet um',
    votingOpensLabel: 'Abstimmung beginnt um',
    votingClosesLabel: 'Abstimmung endet um',
    save: 'Zeitplan speichern',
    saveFailed: 'Der Zeitplan konnte nicht gespeichert werden',
    notChanged: 'Ändere zuerst eine Zeit.',
    pastTime: 'Wähle eine Zeit in der Zukunft.',
    closeNow: 'Kontaktphase jetzt beenden',
    closeNowTitle: 'Kontaktphase jetzt beenden?',
    closeNowBody:
      'Ab sofort kann kein Spieler mehr einen Kontakt hinzufügen; ein Kontakt, der noch auf einem Handy wartet, wird abgelehnt. Du kannst die Kontaktphase hier wieder öffnen.',
    closedNow: 'Kontaktphase beendet',
    reopen: 'Kontaktphase wieder öffnen',
    reopened: 'Die Kontaktphase ist wieder offen',
    closedSince: (time: string) => `Kontaktphase beendet um ${time}.`,
    open: 'Die Kontaktphase läuft.',
    /** Phones and big screens, by their own clock. */
    countdown: {
      connectionsClose: (left: string) => `Kontaktphase endet in ${left}`,
      votingOpens: (left: string) => `Abstimmung beginnt in ${left}`,
      votingCloses: (left: string) => `Abstimmung endet in ${left}`,
    },
    closedShort: 'Kontaktphase beendet',
  },
} satisfies Translation<typeof englishSchedule>;
