/** The big screen's finale in German: the podium, the summary, the remote's controls. */

import type { Translation } from '../../i18n/translation.js';
import type { finaleMessages as englishFinale } from '../en/finale.js';
import { countOf } from './words.js';

export const finaleMessages = {
  finale: {
    summaryLoaded: 'Das Event in Zahlen',
    /** The podium's places, revealed third, second, first. */
    place: (place: 1 | 2 | 3) => (place === 1 ? '1. Platz' : place === 2 ? '2. Platz' : '3. Platz'),
    votes: (count: number) => countOf(count, { one: '# Stimme', other: '# Stimmen' }),
    connections: (count: number) => countOf(count, { one: '# Kontakt', other: '# Kontakte' }),
    noPodium: 'Noch niemand für das Siegertreppchen.',
    andMore: (count: number) => `und ${count} weitere`,
    summaryTitle: 'Was für ein Spiel!',
    players: 'Spieler',
    connectionsLabel: 'Kontakte',
    photos: 'Fotos',
    busiestMinute: 'Stärkste Minute',
    busiestMinuteValue: (time: string, count: number) =>
      `${time}: ${countOf(count, { one: '# Kontakt', other: '# Kontakte' })}`,
    thanks: 'Danke fürs Mitspielen!',
    /** The remote's controls. */
    remoteTitle: 'Finale',
    remoteHint:
      'Das Siegertreppchen wird von Platz drei bis Platz eins enthüllt, danach das Event in Zahlen.',
    source: 'Siegertreppchen nach',
    sourceGame: 'Spielrangliste',
    sourceVoting: 'Stimmen',
    start: 'Finale starten',
    end: 'Finale beenden',
  },
} satisfies Translation<typeof englishFinale>;
