/** The big screen's finale (docs/decisions/0083-the-finale.md): the podium, the summary, the remote's controls. */

import { countOf } from './words.js';

export const finaleMessages = {
  finale: {
    summaryLoaded: 'The event in figures',
    /** The podium's places, revealed third, second, first. */
    place: (place: 1 | 2 | 3) => (place === 1 ? 'First place' : place === 2 ? 'Second place' : 'Third place'),
    votes: (count: number) => countOf(count, { one: '# vote', other: '# votes' }),
    connections: (count: number) => countOf(count, { one: '# connection', other: '# connections' }),
    noPodium: 'No player to put on the podium yet.',
    andMore: (count: number) => `and ${count} more`,
    summaryTitle: 'What a game!',
    players: 'Players',
    connectionsLabel: 'Connections',
    photos: 'Photos',
    busiestMinute: 'Busiest minute',
    busiestMinuteValue: (time: string, count: number) =>
      `${time}: ${countOf(count, { one: '# connection', other: '# connections' })}`,
    thanks: 'Thank you for playing!',
    /** The remote's controls. */
    remoteTitle: 'Finale',
    remoteHint: 'The podium is revealed third, second, first, then the event in figures.',
    source: 'Podium from',
    sourceGame: 'The game board',
    sourceVoting: 'The votes',
    start: 'Start the finale',
    end: 'End the finale',
  },
} as const;
