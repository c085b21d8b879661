/** The big screen's finale in Spanish (docs/decisions/0083-the-finale.md): the podium, the summary, the remote's controls. */

import type { Translation } from '../../i18n/translation.js';
import type { finaleMessages as englishFinale } from '../en/finale.js';
import { countOf } from './words.js';

export const finaleMessages = {
  finale: {
    summaryLoaded: 'El evento en cifras',
    /** The podium's places, revealed third, second, first. */
    place: (place: 1 | 2 | 3) =>
      place === 1 ? 'Primer puesto' : place === 2 ? 'Segundo puesto' : 'Tercer puesto',
    votes: (count: number) => countOf(count, { one: '# voto', other: '# votos' }),
    connections: (count: number) => countOf(count, { one: '# conexión', other: '# conexiones' }),
    noPodium: 'Todavía no hay ningún jugador para el podio.',
    andMore: (count: number) => `y ${count} más`,
    summaryTitle: '¡Qué partida!',
    players: 'Jugadores',
    connectionsLabel: 'Conexiones',
    photos: 'Fotos',
    busiestMinute: 'Minuto más activo',
    busiestMinuteValue: (time: string, count: number) =>
      `${time}: ${countOf(count, { one: '# conexión', other: '# conexiones' })}`,
    thanks: '¡Gracias por jugar!',
    /** The remote's controls. */
    remoteTitle: 'Gran final',
    remoteHint: 'El podio se revela en orden: tercero, segundo y primero; después, el evento en cifras.',
    source: 'Podio según',
    sourceGame: 'La clasificación del juego',
    sourceVoting: 'Los votos',
    start: 'Empezar la gran final',
    end: 'Terminar la gran final',
  },
} satisfies Translation<typeof englishFinale>;
