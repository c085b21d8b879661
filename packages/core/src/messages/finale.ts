/** The big screen's finale (docs/decisions/0083-the-finale.md): the podium, the summary, the remote's controls. */

export const finaleMessages = {
  finale: {
    summaryLoaded: 'The event in figures',
    /** The podium's places, revealed third, second, first. */
    place: (place: 1 | 2 | 3) => (place === 1 ? 'First place' : place === 2 ? 'Second place' : 'Third place'),
    votes: (count: number) => (count === 1 ? '1 vote' : `${count} votes`),
    connections: (count: number) => (count === 1 ? '1 connection' : `${count} connections`),
    noPodium: 'No player to put on the podium yet.',
    andMore: (count: number) => `and ${count} more`,
    summaryTitle: 'What a game!',
    players: 'Players',
    connectionsLabel: 'Connections',
    photos: 'Photos',
    busiestMinute: 'Busiest minute',
    busiestMinuteValue: (time: string, count: number) =>
      `${time}: ${count === 1 ? '1 connection' : `${count} connections`}`,
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
