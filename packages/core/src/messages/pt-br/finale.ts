/** The big screen's finale: the podium, the summary, the remote's controls. */

import type { Translation } from '../../i18n/translation.js';
import type { finaleMessages as englishFinale } from '../en/finale.js';
import { countOf } from './words.js';

export const finaleMessages = {
  finale: {
    summaryLoaded: 'O evento em números',
    /** The podium's places, revealed third, second, first. */
    place: (place: 1 | 2 | 3) =>
      place === 1 ? 'Primeiro lugar' : place === 2 ? 'Segundo lugar' : 'Terceiro lugar',
    votes: (count: number) => countOf(count, { one: '# voto', other: '# votos' }),
    connections: (count: number) => countOf(count, { one: '# conexão', other: '# conexões' }),
    noPodium: 'Ainda não há jogadores para o pódio.',
    andMore: (count: number) => `e mais ${count}`,
    summaryTitle: 'Que jogo!',
    players: 'Jogadores',
    connectionsLabel: 'Conexões',
    photos: 'Fotos',
    busiestMinute: 'Minuto mais movimentado',
    busiestMinuteValue: (time: string, count: number) =>
      `${time}: ${countOf(count, { one: '# conexão', other: '# conexões' })}`,
    thanks: 'Obrigado por jogar!',
    /** The remote's controls. */
    remoteTitle: 'Grande final',
    remoteHint: 'O pódio é revelado do terceiro ao primeiro lugar e, em seguida, o evento em números.',
    source: 'Pódio definido por',
    sourceGame: 'Ranking do jogo',
    sourceVoting: 'Votação',
    start: 'Iniciar a grande final',
    end: 'Encerrar a grande final',
  },
} satisfies Translation<typeof englishFinale>;
