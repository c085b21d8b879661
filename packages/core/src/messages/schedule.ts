/** The game's time (docs/decisions/0079-the-games-time.md): the schedule, its countdowns and refusals. */

export const scheduleMessages = {
  /** The schedule as the server refuses by it, as phones and big screens count down to it, and as hosts set it. */
  schedule: {
    connectionsClosed: 'Connections are closed for this event, so no new connection can be added.',
    votingBeforeOpen: 'Voting must close after it opens.',
    saved: 'Schedule saved',
  },
} as const;
