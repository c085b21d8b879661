/** The game on the player's phone: the player page, the card, connections, selfies, voting, LinkedIn, and the game API. */

import { GRID_SIZE, MAX_VOTES_PER_PLAYER } from '../../constants.js';
import { countOf, linkedinPostError, ordinal, waitText } from './words.js';

export const gameMessages = {
  game: {
    tilesMissing: 'Please wait for the organizer to add all 25 tiles before you can unlock your Hoogo Card.',
    noGrid:
      'It seems, like no grid has been loaded. Kindly wait for the grid to load, or Contact Event Organizer',
    votingEnabled: 'Voting is enabled for this event. You cannot add new friends. Kindly start voting now',
    votingNoNewFriend: 'You cannot add a new friend, as voting is enabled for this event.',
    cardLocked: 'Make atleast 5 connections to download',
    connectionAdded: 'Successfully added Information',
    cardHint: 'Click on the images to view your description about them.',
    /** A player typed too many friend codes that belong to nobody. */
    tooManyWrongCodes: (seconds: number) =>
      `Too many wrong friend codes. Please ask your connection for their code and try again in ${waitText(seconds)}.`,
  },
  voting: {
    closed: 'Voting is closed. You can no longer vote for players.',
    voteFailed: 'Failed to vote for player',
    completedFailed: 'Failed to fetch completed players',
    voted: 'Voted successfully',
    empty: 'No one in your current connection network has completed the hoogo yet.',
    /** The states of a row's vote button. */
    vote: 'Vote',
    votedButton: 'Voted',
    limitReached: 'Voting Limit Reached',
    disabled: 'Voting Disabled',
    voteFor: (name: string) => `Vote for ${name}`,
  },
  linkedin: {
    connectError: 'Error connecting to LinkedIn',
    postError: linkedinPostError,
    connected: 'LinkedIn connected successfully',
    posted: 'Image posted to LinkedIn successfully',
    connecting: 'Connecting to LinkedIn...',
  },
  /** The player page: labels, buttons and the rules text. */
  play: {
    title: (eventName: string) => `${eventName} Hoogo`,
    loading: 'Setting up your bingo grid…',
    loadFailed: 'We could not load your game.',
    retry: 'Try again',
    friendCode: 'Your friend code',
    friendCodeHint: 'Share it with the people you connect with.',
    rulesTitle: 'Game Rules',
    viewRules: 'View Game Rules',
    rulesClose: 'Got it',
    rules: [
      'Meet someone whose name starts with the letter of a cell, take a selfie together and write a few words about them to fill the cell.',
      '5 cells in a row, column or diagonal complete a letter of B I N G O.',
      'When voting is off, the first player to complete all five letters wins.',
      'The voting phase is open to those who complete bingo.',
    ],
    lettersLabel: 'Your bingo letters',
    letterDone: (letter: string) => `${letter}: complete`,
    letterOpen: (letter: string) => `${letter}: not complete yet`,
    gridLabel: 'Your bingo grid',
    cellEmpty: (column: string, row: number, letter: string) =>
      `${column} row ${row}: empty, add a connection for the letter ${letter}`,
    cellFilled: (column: string, row: number, name: string) => `${column} row ${row}: ${name}`,
    cellLocked: (column: string, row: number) => `${column} row ${row}: not available yet`,
    cellClosed: (column: string, row: number, letter: string) =>
      `${column} row ${row}: ${letter}, connections are closed`,
    photoOf: (name: string) => `Selfie with ${name}`,
    connections: (count: number) => `${count} of 25 connections`,
    goToVoting: 'Go to voting',
    votingOpen: 'Voting is open! Vote for the connections who completed their card.',
    cardTitle: 'Your Hoogo Card',
    viewCard: 'View and download your Hoogo Card',
    formTitle: (letter: string) => `Connect with someone for ${letter}`,
    formDescription: 'Their name starts with this letter. Take a selfie together and tell us about them.',
    nameLabel: 'Their name',
    imageLabel: 'Selfie',
    takeSelfie: 'Take a selfie',
    choosePhoto: 'Choose a photo',
    preparingPhoto: 'Preparing the photo…',
    photoPreview: 'Preview of your selfie',
    codeLabel: 'Their friend code',
    codeHint: (digits: number) => `The ${digits}-digit code shown on their player page.`,
    descriptionLabel: 'Description',
    descriptionPlaceholder: 'What did you talk about? What do they do?',
    lettersLeft: (count: number, max: number) =>
      `${count} of ${countOf(max, { one: '# letter', other: '# letters' })} left`,
    lettersNeeded: (count: number) =>
      countOf(count, { one: '# more letter needed', other: '# more letters needed' }),
    submit: 'Add Connection',
    uploading: 'Uploading…',
    cancel: 'Cancel',
    votingTitle: 'Voting is enabled',
    /**
     * The connection flow on a bad network (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose
     * a connection").
     */
    photoUnreadable: 'This photo could not be read. Please take it again or choose another one.',
    sending: 'Sending your connection…',
    sendingSlow: 'Still sending: the network is slow. Your connection is saved on this phone.',
    cancelUpload: 'Cancel upload',
    uploadCancelled: 'Upload cancelled. Your connection is saved on this phone: send it when you are ready.',
    uploadTimedOut:
      'The upload took too long. Your connection is saved on this phone and is sent again when the network is better.',
    queuedOffline: 'No network. Your connection is saved on this phone and is sent when you are back online.',
    waitingInForm: 'This connection is waiting to send. It is sent by itself when you are back online.',
    draftRestored: 'Your unsent draft for this cell was restored.',
    cellWaiting: (column: string, row: number, name: string) =>
      `${column} row ${row}: ${name}, waiting to send`,
    cellRefused: (column: string, row: number, letter: string) =>
      `${column} row ${row}: not sent, open to fix your connection for the letter ${letter}`,
    cellDraft: (column: string, row: number, letter: string) =>
      `${column} row ${row}: draft saved for the letter ${letter}, open to continue`,
    outboxWaiting: (count: number) =>
      `${countOf(count, { one: '# connection is', other: '# connections are' })} waiting to send. They are sent by themselves when you are back online.`,
    sendNow: 'Send now',
    notSent: (letter: string, reason: string) => `Your connection for ${letter} was not sent: ${reason}`,
    fixConnection: (letter: string) => `Fix the connection for ${letter}`,
    offlineGrid:
      "You're offline. This is your grid as last loaded; it updates by itself when the network is back.",
    updatingGrid: 'Your grid as last loaded: updating…',
    /** The player page's connection banner when the Wi-Fi is up but nothing gets through, and when it does again. */
    unreachableGrid:
      "You're connected, but the internet can't be reached. This is your grid as last loaded; it updates by itself when the connection is back.",
    backOnline: "You're back online. Your grid updates now.",
    eventCounts: (players: number, connections: number) =>
      `${countOf(players, { one: '# player', other: '# players' })} and ${countOf(connections, { one: '# connection', other: '# connections' })} at this event`,
    connectionTitle: (name: string) => `You connected with ${name}`,
    connectedAt: (time: string) => `Connected at ${time}`,
    linkedPlayer: (name: string) => `Friend code of ${name}`,
    /** A host's moderation, as the player sees it (docs/product.md, "Moderation"). */
    connectionHidden: (name: string) =>
      `An organiser removed your connection with ${name}. You can fill the cell again.`,
    dismissNotice: (name: string) => `Dismiss the notice about ${name}`,
    removedTitle: 'You were removed from this game',
    removedText: 'The organisers removed you from this game.',
    removedHint:
      'You cannot add connections or vote here any more. Ask an organiser if you think this is a mistake.',
  },
  /** The card page. */
  card: {
    title: 'Your Hoogo Card',
    playerTitle: (name: string) => `${name}'s Hoogo Card`,
    back: 'Back',
    gridLabel: 'Hoogo card',
    dialogTitle: 'Bingo Card',
    about: (name: string) => `About ${name}`,
    namePlaceholder: 'Name',
    descriptionPlaceholder: 'Description',
    cellLabel: (name: string) => `About ${name}`,
    emptyCell: (letter: string) => `${letter}: no connection yet`,
    instagramStory: 'Instagram Story',
    instagramPost: 'Instagram Post',
    shareLinkedin: 'Share to LinkedIn',
    linkedinNotSetUp: 'Sharing to LinkedIn is not set up yet.',
    shareTitle: 'Share to LinkedIn',
    shareLabel: 'Write something about your Bingo Card',
    shareHelp: 'This text is shared together with the image of your card on your LinkedIn account.',
    confirmShare: 'Confirm Share',
    loadFailed: 'We could not load this card.',
  },
  /** The voting page. */
  votingPage: {
    title: 'Voting',
    lead: 'Vote for up to 2 of your connections who completed their Hoogo card.',
    back: 'Back to the game',
    loading: 'Loading the players…',
    votesCast: (count: number, max: number) => `${count} of ${max} votes cast`,
  },
  /** The banner of a player who lit all five letters (player page). */
  completion: {
    first: 'Hoogo! You finished first: no one completed all five letters before you.',
    ranked: (rank: number) => `Hoogo! You finished ${ordinal(rank)}.`,
    done: 'Hoogo! You completed all five letters.',
    viewCard: 'View your card',
    dismiss: 'Dismiss',
  },
  /** The friend code as a QR code, and the scanner that reads it in the connection form. */
  scan: {
    showQr: 'Show QR',
    hideQr: 'Hide QR',
    qrLabel: (code: string) => `QR code of your friend code ${code}`,
    qrHint: 'They tap "Scan code" in their connection form and point the camera here.',
    qrFailed: 'The QR code could not be drawn. Read out your code instead.',
    scanCode: 'Scan code',
    title: 'Scan their friend code',
    hint: 'Point the camera at the QR code on their player page.',
    starting: 'Starting the camera…',
    scanning: 'Looking for a QR code…',
    denied:
      'Camera access is blocked. Allow the camera for this site in your browser settings, or type the code.',
    noCamera: 'No camera was found on this device. Type the code instead.',
    insecure: 'The camera only works on a secure (https) page. Type the code instead.',
    failed: 'The camera could not be started. Type the code instead.',
    notACode: 'This QR code is not a Hoogo friend code. Scan the code on their player page.',
    close: 'Close the scanner',
  },
  /**
   * Selfies (docs/data.md): the consent on the connection form, the event's privacy settings on the
   * management screen, the host's purge, and a selfie that was deleted.
   */
  selfies: {
    consentLabel: 'They agree to this photo being shown at the event',
    consentHint: 'Without it, only you and the organisers see the photo.',
    consentRequiredHint: 'This event shows a photo only with the agreement of the person in it.',
    /** The form's and the server's refusal when the event requires consent and it was not given. */
    consentRequired: 'Ask them first: this event needs their agreement to the photo being shown.',
    consentInvalid: 'selfie_consent must be true or false',
    photoDeleted: 'Photo deleted',
    sectionTitle: 'Privacy',
    sectionLead: 'What the venue screen shows, and how long the selfies are kept.',
    venueLegend: 'Venue display',
    venueFull: 'Full names and selfies',
    venueFirstName: 'First names only, no selfies',
    venueInitials: 'Initials only, no selfies',
    venueHint: 'Applies to the big screen, its gallery and the cards others open. Hosts see everything.',
    requireConsent: 'Require consent for selfies',
    requireConsentHint: 'Players confirm that the person in each photo agrees to it being shown.',
    retentionLabel: 'Delete selfies after',
    retentionDays: (days: number) => countOf(days, { one: '# day', other: '# days' }),
    retentionKeep: 'Keep until the event is deleted',
    retentionHint: 'Counted from when each selfie was taken. Names and descriptions stay.',
    save: 'Save privacy settings',
    saved: 'Privacy settings saved',
    saveFailed: 'The privacy settings could not be saved.',
    purgeButton: 'Delete all selfies now',
    purgeTitle: 'Delete all selfies?',
    purgeWarning:
      'Every selfie of this event is deleted for good, from the cards, the big screen and the downloads. The connections, names and descriptions stay and still count. This cannot be undone.',
    purgeConfirm: 'Delete all selfies',
    purgeFailed: 'The selfies could not be deleted. Try again.',
    purged: (count: number) =>
      count === 0
        ? 'There were no selfies to delete'
        : count === 1
          ? '1 selfie deleted'
          : `${count} selfies deleted`,
    cancel: 'Cancel',
  },
  /** The player API's answers and refusals (joining, cards, connections, leaderboard, status). */
  gameApi: {
    /** A friend code the code schema refused without a sentence (it always gives one). */
    codeInvalid: 'Invalid code',
    invalidPlayerKey: 'Invalid player key',
    playerNotFound: 'Player not found',
    notJoined: 'You have not joined this event yet',
    cardNeedsPlayer: 'Give user_id (your own card) or event_register_id (a read-only card)',
    cellOutOfGrid: `This cell is not on the grid: x and y go from 0 to ${GRID_SIZE - 1}`,
    letterMismatch: (letter: string) => `This cell's letter is ${letter}`,
    cellFilled: 'This cell is already filled',
    codeUnknown: 'No player in this event has this code',
    codeOwn: 'This is your own code',
    codeUsed: 'You already connected with this player',
    noFreeCode: 'Every friend code is taken: the organizer needs to allow more code digits',
    idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for another connection: send a new connection with a new key',
    joined: 'You joined the event',
    registration: 'Your registration',
    matrix: 'Card loaded',
    /** POST start-playing: the player page's first answer. */
    started: 'Your place in the event',
    leaderboard: 'Leaderboard loaded',
    status: 'Event status',
    /** A removed player's submission or vote (403). */
    removedFromGame: 'The organisers removed you from this game: you cannot add connections or vote.',
  },
  /** The voting API's answers and refusals. */
  votingApi: {
    unknown: 'Player not found',
    self: 'You cannot vote for yourself',
    notCompleted: 'This player has not completed the Hoogo yet',
    notConnected: 'You can only vote for players you connected with',
    alreadyVoted: 'You already voted for this player',
    limit: `You can vote for at most ${MAX_VOTES_PER_PLAYER} players`,
    completedPlayers: 'Completed players loaded',
    leaderboard: 'Voting leaderboard loaded',
  },
  /** The LinkedIn API's refusals, and the title of the posted card. */
  linkedinApi: {
    notConfigured: 'LinkedIn sharing is not configured',
    tokenMissing: `${linkedinPostError}: connect your LinkedIn account first`,
    reconnect: `${linkedinPostError}: please connect your LinkedIn account again`,
    postTitle: 'Hoogo Card',
  },
} as const;
