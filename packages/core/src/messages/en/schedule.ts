/** The game's time (docs/decisions/0079-the-games-time.md): the schedule, its countdowns and refusals. */

export const scheduleMessages = {
  /** The schedule as the server refuses by it, as phones and big screens count down to it, and as hosts set it. */
  schedule: {
    connectionsClosed: 'Connections are closed for this event, so no new connection can be added.',
    votingBeforeOpen: 'Voting must close after it opens.',
    saved: 'Schedule saved',
    /** The hosts' form. */
    title: 'Schedule',
    /** The remote's block. */
    connectionsTitle: 'Connections',
    intro:
      'Set when connections close and when voting opens and closes. The server keeps to these times, and phones and big screens count down to them. Leave a time empty to do it by hand.',
    connectionsCloseLabel: 'Connections close at',
    votingOpensLabel: 'Voting opens at',
    votingClosesLabel: 'Voting closes at',
    save: 'Save schedule',
    saveFailed: 'Could not save the schedule',
    notChanged: 'Change a time first.',
    pastTime: 'Pick a time later than now.',
    closeNow: 'Close connections now',
    closeNowTitle: 'Close connections now?',
    closeNowBody:
      'From now on no player can add a connection; a connection still waiting on a phone is refused. You can open connections again here.',
    closedNow: 'Connections closed',
    reopen: 'Open connections again',
    reopened: 'Connections are open again',
    closedSince: (time: string) => `Connections closed at ${time}.`,
    open: 'Connections are open.',
    /** Phones and big screens, by their own clock. */
    countdown: {
      connectionsClose: (left: string) => `Connections close in ${left}`,
      votingOpens: (left: string) => `Voting opens in ${left}`,
      votingCloses: (left: string) => `Voting closes in ${left}`,
    },
    closedShort: 'Connections are closed',
  },
} as const;
