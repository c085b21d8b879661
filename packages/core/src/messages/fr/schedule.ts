/** The game's time (docs/decisions/0079-the-games-time.md): the schedule, its countdowns and refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { scheduleMessages as englishSchedule } from '../en/schedule.js';

export const scheduleMessages = {
  /** The schedule as the server refuses by it, as phones and big screens count down to it, and as hosts set it. */
  schedule: {
    connectionsClosed:
      'Les rencontres sont closes pour cet événement : il n’est plus possible d’en ajouter de nouvelles.',
    votingBeforeOpen: 'Le vote doit se fermer après son ouverture.',
    saved: 'Horaires enregistrés',
    /** The hosts' form. */
    title: 'Horaires',
    /** The remote's block. */
    connectionsTitle: 'Rencontres',
    intro:
      'Choisissez quand les rencontres se terminent et quand le vote s’ouvre et se ferme. Le serveur respecte ces horaires, et les téléphones et grands écrans affichent un compte à rebours. Laissez un horaire vide pour le faire à la main.',
    connectionsCloseLabel: 'Fin des rencontres à',
    votingOpensLabel: 'Ouverture du vote à',
    votingClosesLabel: 'Fermeture du vote à',
    save: 'Enregistrer les horaires',
    saveFailed: 'Impossible d’enregistrer les horaires',
    notChanged: 'Modifiez d’abord un horaire.',
    pastTime: 'Choisissez une heure à venir.',
    closeNow: 'Clore les rencontres maintenant',
    closeNowTitle: 'Clore les rencontres maintenant ?',
    closeNowBody:
      'À partir de maintenant, aucun joueur ne peut ajouter de rencontre ; une rencontre encore en attente sur un téléphone sera refusée. Vous pourrez rouvrir les rencontres ici.',
    closedNow: 'Rencontres closes',
    reopen: 'Rouvrir les rencontres',
    reopened: 'Les rencontres sont de nouveau ouvertes',
    closedSince: (time: string) => `Rencontres closes à ${time}.`,
    open: 'Les rencontres sont ouvertes.',
    /** Phones and big screens, by their own clock. */
    countdown: {
      connectionsClose: (left: string) => `Fin des rencontres dans ${left}`,
      votingOpens: (left: string) => `Ouverture du vote dans ${left}`,
      votingCloses: (left: string) => `Fermeture du vote dans ${left}`,
    },
    closedShort: 'Les rencontres sont closes',
  },
} satisfies Translation<typeof englishSchedule>;
