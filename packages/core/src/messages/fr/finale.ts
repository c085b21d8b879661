/** The big screen's finale (docs/decisions/0083-the-finale.md): the podium, the summary, the remote's controls. */

import type { Translation } from '../../i18n/translation.js';
import type { finaleMessages as englishFinale } from '../en/finale.js';
import { countOf } from './words.js';

export const finaleMessages = {
  finale: {
    summaryLoaded: 'L’événement en chiffres',
    /** The podium's places, revealed third, second, first. */
    place: (place: 1 | 2 | 3) =>
      place === 1 ? 'Première place' : place === 2 ? 'Deuxième place' : 'Troisième place',
    votes: (count: number) => countOf(count, { one: '# vote', other: '# votes' }),
    connections: (count: number) => countOf(count, { one: '# rencontre', other: '# rencontres' }),
    noPodium: 'Aucun joueur à mettre sur le podium pour l’instant.',
    andMore: (count: number) => `et ${count} de plus`,
    summaryTitle: 'Quelle partie !',
    players: 'Joueurs',
    connectionsLabel: 'Rencontres',
    photos: 'Photos',
    busiestMinute: 'Minute la plus animée',
    busiestMinuteValue: (time: string, count: number) =>
      `${time} : ${countOf(count, { one: '# rencontre', other: '# rencontres' })}`,
    thanks: 'Merci d’avoir joué !',
    /** The remote's controls. */
    remoteTitle: 'Finale',
    remoteHint: 'Le podium est dévoilé de la troisième à la première place, puis l’événement en chiffres.',
    source: 'Podium d’après',
    sourceGame: 'Le classement du jeu',
    sourceVoting: 'Les votes',
    start: 'Lancer la finale',
    end: 'Terminer la finale',
  },
} satisfies Translation<typeof englishFinale>;
