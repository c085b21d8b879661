/**
 * Every user-facing sentence of the product, in one catalogue.
 * The texts are exact: the web app and the server both take them from here.
 */

import {
  GRID_SIZE,
  MAX_VOTES_PER_PLAYER,
  OTP_VALIDITY_MINUTES,
  SELFIE_RETENTION_MAX_DAYS,
  SELFIE_RETENTION_MIN_DAYS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from './constants.js';

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st: English ordinals for ranks. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "45 seconds", "15 minutes": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
const invalidOtp = 'Invalid OTP';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
const linkedinPostError = 'Error posting image to LinkedIn';

export const messages = {
  network: {
    noResponse: 'Network error. Please check your internet connection.',
    sessionExpired: 'Your session has expired. Please login again.',
    somethingWrong: 'Something went wrong',
    /** The network-error state's button and its hint while the browser reports no connection. */
    retry: 'Retry',
    offline: "You're offline. This page updates by itself when your connection is back.",
    /** Wi-Fi up, internet down: the browser says online, but no call or socket gets an answer. */
    unreachable:
      "You're connected, but the server can't be reached: the internet may be down. This page updates by itself when it's back.",
  },
  validation: {
    emailEmpty: 'Email cannot be empty',
    emailInvalid: 'Invalid Email',
    passwordEmpty: 'Password cannot be empty',
    otpEmpty: 'OTP cannot be empty',
    otpNumeric: 'OTP must contain only digits',
    nameEmpty: 'Name cannot be empty',
    ticketCodeEmpty: 'Ticket code cannot be empty',
    eventNameChars: 'Only alphanumeric characters are allowed',
    eventNameHint: 'Letters, digits, -, & and _ only. The name must be unique.',
    connectionName: 'Name is required and should be more than one letter',
    connectionImage: 'Image is required',
    connectionDescription: 'Description should be at least 10 characters long',
    fileNotBlob: 'The file given is not an instance of Blob or File',
    fileNotImage: 'The file given is not an image',
    templatesBoth: 'Please upload both the templates, else default templates will be used',
  },
  auth: {
    loginFailed: 'Login failed',
    resetInvalidEmail: 'Invalid email',
    resetInvalidOtp: invalidOtp,
    resetInvalidPassword: 'Invalid password',
    resetFailed: 'Failed to reset password',
    onboardFailed: 'Failed to onboard user',
    googleFailed: 'Google login Failed',
    invalidTicketCode: 'Invalid Ticket Code',
    loginSuccessful: 'Login Successful',
    registrationSuccessful: 'Registration Successful',
    passwordReset: 'Password reset successfully',
    /** A guessing budget ran out (password tries of an account): the same words as the request limits. */
    tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${waitText(seconds)}.`,
  },
  /**
   * Limits that fit a venue (docs/decisions/0054-limits-that-fit-a-venue.md): the ticket-code guard of an
   * event, and the sign-in screens' countdown while a refusal's wait runs (the request is sent again when it
   * ends).
   */
  signInWait: {
    /** 429 while an event's ticket codes are guessed and this address has too many wrong ones. */
    ticketCodeHeld: (seconds: number) =>
      `Too many wrong ticket codes came from your network. Please check the code on your ticket and try again in ${waitText(seconds)}.`,
    /** A real ticket that the desk has not checked in yet. */
    ticketNotCheckedIn:
      'This ticket is not checked in yet. Please check in at the registration desk, then try again.',
    /** Under the form while the wait runs; read out politely by screen readers. */
    countdown: (seconds: number) => `Trying again in ${waitText(seconds)}.`,
    /** Said once the wait is over and the request is sent again. */
    retrying: 'Trying again now.',
  },
  entry: {
    loading: 'Signing you in...',
    failedText: 'The sign-in link did not work. Please sign in with your email instead.',
    signIn: 'Go to sign in',
  },
  notFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has been moved.",
    action: 'Return Home',
  },
  /**
   * What an event shows of its players, said to the attendee when they join (the rules dialog of the first
   * visit) and on the event's privacy notice (/{event}/privacy), from the event's own settings (docs/data.md).
   */
  eventPrivacy: {
    title: 'Your privacy at this event',
    venue: {
      full: "Your name and the selfies taken with you appear on the venue's big screen, its gallery and the cards others open.",
      first_name:
        "The venue's big screen and the cards others open show your first name only, and no selfies.",
      initials: "The venue's big screen and the cards others open show your initials only, and no selfies.",
    },
    consent: 'A selfie with you is shown to others only if you agreed to it when it was taken.',
    retention: (days: number | null) =>
      days === null
        ? 'Selfies are kept until the event is deleted.'
        : `Selfies are deleted ${days === 1 ? '1 day' : `${days} days`} after they are taken.`,
    hosts: "The event's hosts see your name, your email, your connections and their selfies.",
    leave: 'You can leave the event and delete your data at any time, at the bottom of your grid.',
    noticeLink: 'Privacy notice for this event',
    pageTitle: (event: string) => `Privacy at ${event}`,
    pageLead: 'What this event shows of you, who sees it, and how long it is kept.',
    back: 'Back to the event',
  },
  /** A player page's event that does not exist (a mistyped link): said before any sign-in, with a way on. */
  eventNotFound: {
    title: 'Event not found',
    text: (name: string) =>
      `There is no event called “${name}”. Check the name on the event's poster or QR code, and type it here.`,
    nameLabel: 'Event name',
    go: 'Go to the event',
    nameEmpty: "Type the event's name",
  },
  storage: {
    title: 'Browser Localstorage Unavailable',
    text: "It looks like your browser's storage is disabled or not accessible. Please enable storage to continue using this application.",
  },
  events: {
    loading: 'Hang tight! Loading the event details...',
    infoFailed: 'Invalid Event Name',
    nameFailed: 'Could not fetch event name',
    idFailed: 'Could not fetch event ID',
    created: 'Event created successfully',
    createFailed: 'Failed to create event',
    deleted: 'Event deleted successfully',
    deleteFailed: 'Failed to delete event',
    updated: 'Event updated successfully!',
    noOrganized: 'No organized events found',
    noParticipated: 'No participated events found',
    noEvents: 'No events found',
    linkCopied: 'Link copied to clipboard',
    templatesUploaded: 'Templates uploaded successfully!',
    templatesRestored: 'Default templates restored',
    contentUpdated: 'Content Updated',
    deleteConfirm: 'Are you sure you want to delete the event? This action cannot be undone.',
    gridUpdateConfirm: 'Are you sure you want to update the grid? This action cannot be undone.',
    votingUpdated: 'Voting status updated successfully',
    votingUpdateFailed: 'Failed to update event voting status',
  },
  /** The grid's state, shown to hosts on the management screen, the board and the dashboard card. */
  gridStatus: {
    incomplete: (filled: number) => `Grid ${filled}/25 — players can't play yet`,
    complete: 'Grid 25/25 — players can play',
  },
  /** The organiser's live controls: preview without playing, voting switch, admin removal, rename. */
  organiserControls: {
    liveTitle: 'During the event',
    previewAsPlayer: 'Preview as player',
    previewHint: 'See the player page as players see it, without joining: you are not counted.',
    previewTitle: 'Preview as player',
    previewText:
      'This is the page players see. You host this event, so looking does not make you a player: you are not counted and not on the leaderboard.',
    previewCellHint: 'Cells open for players only. Join as player to fill them.',
    joinAsPlayer: 'Join as player',
    joinAsPlayerHint: 'Joining makes you a player like any other: counted, and on the leaderboard.',
    joinFailed: 'Could not join the event as a player',
    backToManagement: 'Back to event management',
    votingTitle: 'Voting',
    votingOff: 'Voting is off. Players are making connections.',
    votingOn: 'Voting is on. Players vote; no new connections.',
    startVoting: 'Start voting',
    stopVoting: 'Stop voting',
    startVotingTitle: 'Start voting?',
    startVotingPoints: (votes: number) => [
      'Players can no longer add new connections.',
      'Players who completed their card can be voted for by the people they connected with.',
      `Each player has ${votes} votes.`,
    ],
    stopVotingTitle: 'Stop voting?',
    stopVotingPoints: [
      'Players can no longer vote. The votes cast so far are kept.',
      'Players can add new connections again.',
    ],
    votingNeedsCodes: 'Voting needs friend codes: turn them on in Settings.',
    votingNeedsCodesWhy:
      'A vote goes to a player you connected with, and friend codes are what link two players.',
    openSettings: 'Open Settings',
    removeAdminTitle: 'Remove admin?',
    removeAdminText: (email: string) => `${email} will no longer be able to manage this event.`,
    removeAdminConfirm: 'Remove',
    renameWarning:
      'Renaming changes the event link and the link in printed QR codes. The old name keeps working: it leads to the new name.',
  },
  hosts: {
    loading: 'Loading hosts...',
    empty: 'No hosts found.',
    fetchFailed: 'Failed to fetch event hosts',
    added: 'Admin added successfully',
    addFailed: 'Failed to add admin',
    removed: 'Admin removed successfully',
    removeFailed: 'Failed to remove admin',
    /** The invited person's answers on the dashboard (docs/decisions/0059-hosts-by-invitation.md). */
    invitationAccepted: (event: string) => `You are now a host of ${event}`,
    invitationDeclined: 'Invitation declined',
    invitationFailed: 'Failed to answer the invitation',
  },
  qr: {
    generating: 'Hang tight! Generating QR Code...',
    caption: 'Scan and get your cards and share the fun, to your networks',
  },
  ticketing: {
    connected: (product: string) => `${product} connected`,
    notConnected: (product: string) => `${product} not connected`,
    loadingEvents: 'Loading events...',
    fetchFailed: 'Failed to fetch events',
    fetchFailedText: (product: string) =>
      `Something went wrong while trying to retrieve your ${product} events.`,
    /**
     * The connect dialog with nothing to connect yet: a calm hint under the two ways to add attendees
     * (docs/decisions/0027-venue-connect-dialog.md).
     */
    noEventsHint:
      'Nothing to connect yet: once you upload a list or connect pretix, its events show up here.',
    pretixNoEvents: 'Your pretix account has no events yet.',
    pretixCreateEvent: 'Create an event in pretix',
    importConfirm: (product: string) =>
      `Are you sure you want to import the grid from ${product}? This action will overwrite the current grid.`,
    connectToGenerate: (product: string) =>
      `Connect to ${product} to generate Grid using CheckIn Participant Data`,
    eventIdUpdated: (product: string) => `${product} Event ID updated successfully!`,
    /** The {product} while the event is connected to nothing and the organiser has set nothing up. */
    genericProduct: 'Ticketing platform',
    selectEvent: 'Select Event',
    selectEventPlaceholder: 'Type to search your events',
    noMatchingEvents: 'No matches',
    showEvents: 'Show events',
    chooseEvent: 'Select an event to connect',
    connectNote:
      'Connecting lets Hoogo load the grid from the checked-in participants (Generate Grid in Edit Grid) and validate players by their ticket code.',
    /** Connects the event to the chosen ticketing event (stores its id). */
    useEvent: 'Use this event',
    disconnect: 'Disconnect',
    retry: 'Try again',
    connectedTo: (eventName: string) => `Connected to ${eventName}`,
    connectedElsewhere:
      'This event is connected to a ticketing event that is not in your list: another host connected it, or its account was removed.',
    /** One provider failed while the others' events were listed (the server's reason follows). */
    providerUnavailable: (provider: string) => `Your ${provider} events could not be loaded`,
    connectedUnavailable: (provider: string) =>
      `This event is connected to a ${provider} event; its name shows again once ${provider} answers.`,
    accountsTitle: 'Add your attendees',
    accountsLead:
      'Upload the attendee list from any ticketing platform as a CSV file, or connect your pretix account.',
    pretixTitle: 'Connect a pretix account',
    pretixLead:
      'Use an API token of your pretix organizer account (Organizer, Teams, API tokens) that may view orders.',
    pretixUrlLabel: 'pretix address',
    pretixUrlPlaceholder: 'https://pretix.eu',
    pretixUrlInvalid: 'Enter the address of your pretix instance, like https://pretix.eu',
    pretixOrganizerLabel: 'Organizer short form',
    pretixOrganizerHint: 'As in the address of your organizer page: /control/organizer/short-form/',
    pretixOrganizerEmpty: 'Enter the organizer short form',
    pretixTokenLabel: 'API token',
    pretixTokenHint: 'Kept encrypted on the server and never shown again.',
    pretixTokenEmpty: 'Enter the API token',
    pretixSave: 'Connect pretix',
    pretixSaveFailed: 'Could not connect the pretix account',
    pretixConnectedTo: (organizer: string, address: string) => `Connected to ${organizer} on ${address}`,
    /**
     * Every failure to connect a pretix account, whatever the cause (address refused, unreachable,
     * token refused, unexpected answer): the answer never tells what is behind the address.
     */
    pretixConnectFailed:
      'pretix did not answer with your events. Check the pretix address (https://…), the organizer short form and the API token.',
    /** Every failure of a saved pretix account (listing events, importing the grid). */
    pretixUnavailable:
      'pretix did not answer with your events. Try again in a moment; if it keeps failing, remove the pretix account and connect it again with a valid API token.',
    /** A pretix listing (events, or an event's attendees) larger than the server reads at once. */
    pretixTooLarge:
      "pretix answered with more than this server reads at once (too many rows or too much data). Ask the server's operator to raise its pretix listing limits.",
    /** A player's ticket code could not be checked because the ticketing platform did not answer. */
    ticketCheckUnavailable: 'Your ticket could not be checked right now. Try again in a moment.',
    pretixUrlHttps: 'Use the https:// address of your pretix instance',
    pretixRemove: 'Remove pretix account',
    pretixRemoveFailed: 'Could not remove the pretix account',
    csvTitle: 'Upload a CSV attendee list',
    csvLead:
      'Export the attendees as CSV with a name column and a ticket code column, plus a checked-in column if you have one (without it everyone counts as checked in).',
    csvNameLabel: 'List name',
    csvNamePlaceholder: 'e.g. DevMeetup attendees',
    csvNameEmpty: 'Give the list a name',
    csvFileLabel: 'CSV file',
    csvChooseFile: 'Choose a CSV file',
    csvNotCsv: 'The file must be a .csv file',
    csvUpload: 'Upload list',
    csvUploadFailed: 'Could not upload the attendee list',
    csvNoLists: 'No attendee list uploaded yet.',
    csvSummary: (attendees: number, checkedIn: number) =>
      `${attendees} ${attendees === 1 ? 'attendee' : 'attendees'}, ${checkedIn} checked in`,
    csvRemove: (name: string) => `Delete list ${name}`,
    csvRemoveFailed: 'Could not delete the attendee list',
    listsCount: (count: number) => `${count} ${count === 1 ? 'list' : 'lists'}`,
    notSetUp: 'Not set up',
    setUp: 'Set up',
    importFailed: 'Could not import the grid',
    pageBack: 'Back to event management',
  },
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
  live: {
    joinedGame: (name: string) => `${name} joined the game!`,
    connected: (name: string, other: string) => `${name} connected to ${other}!`,
    joinedVoting: (name: string) => `${name} joined the voting!`,
    voteReceived: (name: string) => `Vote received for ${name}!`,
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
      `${count} of ${max} ${max === 1 ? 'letter' : 'letters'} left`,
    lettersNeeded: (count: number) => `${count} more ${count === 1 ? 'letter' : 'letters'} needed`,
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
      `${count} ${count === 1 ? 'connection is' : 'connections are'} waiting to send. They are sent by themselves when you are back online.`,
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
      `${players} ${players === 1 ? 'player' : 'players'} and ${connections} ${connections === 1 ? 'connection' : 'connections'} at this event`,
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
    scanned: 'Friend code scanned',
  },
  /** Labels, buttons and headings of the sign-in screen. */
  login: {
    title: 'Sign in to Hoogo',
    subtitle: 'Use your email to get a one-time code, or sign in with your password.',
    registerTitle: 'Create your account',
    registerSubtitle: 'We sent a one-time code to your email. Tell us your name to finish.',
    resetTitle: 'Reset your password',
    resetSubtitle: 'Enter the code we sent to your email and choose a new password.',
    ticketTitle: 'Sign in with your ticket',
    ticketSubtitle: 'Enter the ticket code from your event ticket.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    otpLabel: 'One-time code (OTP)',
    otpPlaceholder: '6-digit code',
    passwordLabel: 'Password',
    newPasswordLabel: 'New password',
    nameLabel: 'Your name',
    namePlaceholder: 'Anna Example',
    ticketCodeLabel: 'Ticket code',
    generateOtp: 'Generate OTP',
    login: 'Login',
    register: 'Register',
    resetPassword: 'Reset Password',
    loginWithPassword: 'Login with Password',
    loginWithOtp: 'Login with OTP',
    forgotPassword: 'Forgot Password?',
    loginWithTicketCode: 'Login with Ticket Code',
    continueWithGoogle: 'Continue with Google',
    loginWithEmail: 'Login with Email',
    backToLogin: 'Back to login',
    changeEmail: 'Change',
    otpSentTo: 'Code sent to',
    /** The same summary once the mail with the code failed (the notice under it says to tap Resend). */
    otpNotSentTo: 'Code not sent to',
    resendOtp: 'Resend OTP',
    /** The specification's 'Resend in N seconds'; the longer waits of a repeated resend in minutes. */
    resendIn: (seconds: number) => `Resend in ${waitText(seconds)}`,
    redirecting: 'Signing you in…',
    /** The sign-in on the way to an event's player page (its link or QR code) names the event. */
    joinEvent: (eventName: string) => `Join ${eventName}`,
    joinSubtitle: 'Sign in with your email to get your bingo grid.',
    /** Under the email, above Generate OTP: what the code is, in plain words. */
    codeExplained: 'We will email you a 6-digit code to type in here. No password needed.',
  },
  /**
   * Quick join (docs/decisions/0055-quick-join.md): playing at once with a name on a guest account, the
   * organiser's switch, adding an email later, and the hosts' guest marker.
   */
  guest: {
    or: 'or',
    joinTitle: 'Join with just your name',
    joinLead: 'Play at once on this phone. You can add your email later to keep your card.',
    nameLabel: 'Your name',
    namePlaceholder: 'Anna Example',
    join: 'Join with just your name',
    joining: 'Joining…',
    joined: (eventName: string) => `Welcome to ${eventName}!`,
    bigScreenNotice: 'Your name and the selfies you take can appear on the venue’s big screen.',
    /** The player page's reminder while the account is a guest one. */
    bannerTitle: 'You play as a guest on this phone',
    bannerLead:
      'Add your email to keep your card if this phone’s browser data is cleared, and to play on another device.',
    addEmail: 'Add my email',
    addEmailTitle: 'Add your email',
    addEmailLead: 'We mail you a code. Your card, connections and the people you met stay yours.',
    emailLabel: 'Email',
    sendCode: 'Send the code',
    codeLabel: 'Code from the mail',
    codeSentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
    confirm: 'Add the email',
    otherEmail: 'Use another email',
    close: 'Close',
    emailAdded: (email: string) => `Your email ${email} is added: your card is kept in your account.`,
    mergedInto: (email: string) =>
      `You are now signed in as ${email}: your guest card moved into that account.`,
    logoutTitle: 'Sign out of your guest account?',
    logoutLead:
      'You play as a guest: without an email, your card cannot be opened again once you sign out. Add your email first to keep it.',
    logoutConfirm: 'Sign out and lose my card',
    logoutCancel: 'Stay signed in',
    /** The organiser's switch (Settings). */
    settingLabel: 'Quick join with just a name',
    settingHint:
      'Attendees may play at once with a name, on a guest account tied to their phone; they can add their email later. Guests are marked in your player lists, feed and exports.',
    /** The hosts' marker on a guest player. */
    marker: 'Guest',
    markerTitle: 'Joined with just a name (no email yet)',
    /** The API's answers and refusals. */
    joinedApi: 'You joined as a guest',
    off: 'This event does not offer quick join: please sign in with your email',
    eventFull: 'This event has taken all the guests it can: please sign in with your email',
    tooMany: (seconds: number) =>
      `Many people are joining right now: please try again in ${waitText(seconds)}.`,
    notGuest: 'Your account already has an email',
    guestsOnly: 'Only a guest account can add an email this way',
    codeSentApi: (email: string) => `We sent a code to ${email}`,
    emailAddedApi: 'Your email is added',
    mergedApi: 'Your guest card moved into the account of this email',
    alreadyPlays: (eventName: string) =>
      `This email already plays ${eventName} on its own card: sign in with it, or keep playing here as a guest.`,
    otherEvent: 'A guest plays only the event they joined: add your email to join other events',
    cannotHost: 'Add your email to your guest account to organise events',
  },
  navbar: {
    home: 'Hoogo home',
    greeting: (name: string) => `Hi, ${name}`,
    login: 'Login',
    logout: 'Logout',
    dashboard: 'Dashboard',
    primaryNav: 'Primary',
  },
  app: {
    loading: 'Loading…',
    close: 'Close',
  },
  dashboard: {
    title: 'Your events',
    welcome: (name: string) => `Welcome back, ${name}`,
    lead: 'Manage the events you host and jump back into the games you play.',
    tabsLabel: 'Event lists',
    organized: 'Organized',
    participated: 'Participated',
    participants: (count: number) => `${count} ${count === 1 ? 'participant' : 'participants'}`,
    createdOn: (date: string) => `Created ${date}`,
    manage: 'Manage',
    view: 'View',
    createCard: 'Create New Event',
    createCardText: 'Set up a new bingo grid for your next event.',
    createTitle: 'Create New Event',
    createDescription: 'Give your event a name. Players open it at the public link built from this name.',
    eventNameLabel: 'Event name',
    eventNamePlaceholder: 'e.g. DevMeetup-2025',
    createSubmit: 'Create Event',
    cancel: 'Cancel',
    loadFailed: 'We could not load your events.',
    retry: 'Try again',
    loadingEvents: 'Loading your events',
    invitationsTitle: 'Invitations to co-host',
    invitationsLead:
      'A host invited you to manage these events with them. You become an admin only if you accept.',
    invitedOn: (date: string) => `Invited ${date}`,
    accept: 'Accept',
    decline: 'Decline',
    acceptLabel: (event: string) => `Accept the invitation to co-host ${event}`,
    declineLabel: (event: string) => `Decline the invitation to co-host ${event}`,
  },
  eventAdmin: {
    backToDashboard: 'Back to dashboard',
    notHost: 'You are not a host of this event',
    notHostText: 'Only the owner and the admins of an event can manage it.',
    editSettings: 'Edit event settings',
    deleteEvent: 'Delete Event',
    created: 'Created',
    participants: 'Participants',
    publicLink: 'Public link',
    copy: 'Copy',
    copyFailed: 'Could not copy the link',
    generateQr: 'Generate QR',
    gridTitle: 'Bingo grid',
    gridEmptyCell: 'empty',
    gridLabel: 'The bingo grid of the event',
    editGrid: 'Edit Grid',
    uploadTemplates: 'Upload Templates',
    linkedinContent: 'LinkedIn Content',
    gotoGame: 'Goto Game',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
    updateFailed: 'Failed to update event',
    settingsTitle: 'Event settings',
    settingsDescription: 'Rename the event and choose how players prove a connection.',
    codeDigitsToggle: 'Friend codes',
    codeDigitsToggleHint: 'Players enter the friend code of each person they connect with.',
    codeDigitsCount: 'Digits in a friend code',
    playWithTicketCode: 'Play with ticket code',
    playWithTicketCodeHint: (product: string) =>
      `Connect the event to ${product} to let players sign in with their ticket code.`,
    editGridTitle: 'Edit Bingo Grid',
    gridDescription: 'Edit the Bingo grid for the event. You can also generate a random grid.',
    gridNote:
      'The letters should come from the first letters of the names of the people who checked in, so every cell can be filled.',
    generateGrid: 'Generate Grid',
    saveGrid: 'Save Grid',
    cellLabel: (letter: string, row: number) => `Column ${letter}, row ${row}`,
    gridEmptyInvite: 'No letters yet. Set the 25 letters players look for.',
    gridLettersSet: (count: number) => `${count}/25 letters set`,
    gridLettersOnly: (typed: string) => `“${typed}” is not a letter: each cell takes one letter A–Z.`,
    gridPasteLettersOnly: 'Only letters A–Z can be pasted (spaces, commas and new lines are skipped).',
    gridPasteLeftOver: (count: number) =>
      `${count} pasted ${count === 1 ? 'letter' : 'letters'} did not fit after the last cell.`,
    gridTypingHint: 'Type a letter to fill a cell and move on; arrows move, or paste all 25 letters.',
    gridSaved: 'The grid is saved.',
    done: 'Done',
    updateConfirmTitle: 'Update Confirmation',
    importConfirmTitle: 'Import Grid Confirmation',
    qrTitle: 'QR Code',
    qrDescription: 'Players scan it to open the event.',
    downloadQr: 'Download QR',
    downloadQrSvg: 'Download SVG',
    qrPrintHint: 'For print: the SVG stays sharp at any size; the PNG is 2048 px wide.',
    printPoster: 'Print poster',
    fullScreen: 'Full Screen',
    templatesTitle: 'Upload Templates',
    templatesDescription: 'The backgrounds of the cards players download and share.',
    postTemplate: 'Post Template',
    postTemplateHint: '1080 x 1080 px, used for the final grid',
    storyTemplate: 'Story Template',
    storyTemplateHint: '1080 x 1920 px, used for the story grid',
    chooseImage: 'Choose image',
    templatePreviewAlt: (template: string) => `${template} preview`,
    remove: 'Remove',
    submit: 'Submit',
    previewTemplates: 'Preview Templates',
    previewChosenLead: 'The cards as players will get them, with the images chosen here (not saved yet).',
    backToTemplates: 'Back to the templates',
    useDefaultTemplates: 'Use default templates',
    defaultTemplatesTitle: 'Use the default templates?',
    defaultTemplatesConfirm:
      'The uploaded post and story templates are deleted and players get the default ones again.',
    defaultTemplatesInUse: 'The event uses the default templates.',
    linkedinTitle: 'LinkedIn Content',
    linkedinDescription: 'The text is used for posts when a player shares the grid.',
    linkedinLabel: 'Post text',
    linkedinPlaceholder: 'Enter the content here...',
    confirmUpdating: 'Confirm Updating',
    deleteTitle: 'Delete Event',
    connectTitle: (product: string) => `Connect to ${product}`,
    close: 'Close',
  },
  hostAdmin: {
    title: 'Host Management',
    lead: 'The owner and the admins can manage this event.',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    actions: 'Actions',
    owner: 'Owner',
    admin: 'Admin',
    invited: 'Invited',
    addHost: 'Add Host',
    addTitle: 'Add Host',
    addDescription:
      'We invite this email: once they sign in with it and accept on their dashboard, they can manage the event.',
    emailLabel: 'Admin email',
    emailPlaceholder: 'Enter the email of the admin',
    addAdmin: 'Add Admin',
    cancel: 'Cancel',
    removeAdmin: (email: string) => `Remove admin ${email}`,
  },
  /**
   * The organisers' game-master screens: activity feed, players, results, insights (docs/product.md, "Running
   * the game").
   */
  gameMaster: {
    back: 'Back to event management',
    loading: 'Loading…',
    loadMore: 'Load more',
    /** The button over the feed while new connections wait (the host is pointing, typing or scrolled down). */
    showNew: (count: number) => `Show ${count} new ${count === 1 ? 'connection' : 'connections'}`,
    tabsLabel: 'Running the game',
    linksTitle: 'Running the game',
    linksHint:
      'Watch connections as they arrive, hide one or remove a player; see the results and the numbers.',
    activityLink: 'Activity',
    resultsLink: 'Results',
    insightsLink: 'Insights',
    activityTitle: (eventName: string) => `${eventName}: activity`,
    activityLead: 'Every connection as it arrives, newest first.',
    connectionsTab: 'Connections',
    playersTab: 'Players',
    searchLabel: 'Search by player name',
    searchPlaceholder: 'A name',
    filterLabel: 'Show',
    filterAll: 'All',
    filterHidden: 'Hidden',
    filterRemoved: 'Removed',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    noActivity: 'No connections yet. They appear here as players make them.',
    noMatches: 'Nothing matches this search.',
    noHidden: 'No hidden connections.',
    selfieOf: (player: string, met: string) => `Selfie of ${player} with ${met}`,
    openSelfie: (player: string, met: string) => `See the selfie of ${player} with ${met} large`,
    selfieDeleted: 'Selfie deleted',
    met: (name: string) => `met ${name}`,
    linkedTo: (name: string) => `friend code of ${name}`,
    cell: (letter: string, row: number, column: number) => `${letter} · row ${row}, column ${column}`,
    removedBadge: 'Removed',
    hiddenBadge: 'Hidden',
    hiddenBy: (when: string, by: string | null) => `Hidden ${when}${by ? ` by ${by}` : ''}`,
    hiddenWithPlayer: (when: string) => `Hidden ${when}: it showed a removed player`,
    removedBy: (when: string, by: string | null) => `Removed ${when}${by ? ` by ${by}` : ''}`,
    hide: 'Hide',
    unhide: 'Unhide',
    removePlayer: 'Remove player',
    restorePlayer: 'Restore player',
    cancel: 'Cancel',
    hideTitle: 'Hide this connection?',
    hidePoints: (player: string) => [
      `The cell empties on ${player}'s card, and their letters and score are recomputed from what remains.`,
      'The selfie leaves the big screens; the player is told why and may fill the cell again.',
      'You can unhide it later, unless the cell has been filled again.',
    ],
    hidden: 'Connection hidden',
    unhidden: 'Connection shown again',
    hideFailed: 'Could not hide the connection',
    unhideFailed: 'Could not unhide the connection',
    removeTitle: (player: string) => `Remove ${player} from the game?`,
    removePoints: [
      'They leave every leaderboard and count, and can no longer add connections or vote.',
      'Their votes are withdrawn, and votes cast for them stop counting.',
      'Connections others made with their friend code are hidden from those cards (the owners may fill the cells again).',
      'You can restore them later; their votes and those connections come back where nothing replaced them.',
    ],
    restoreTitle: (player: string) => `Restore ${player}?`,
    restorePoints: [
      'They come back on the boards with their connections, and their votes count again.',
      'Connections hidden because of the removal show again, unless their cell was filled meanwhile.',
    ],
    removed: 'Player removed',
    restored: 'Player restored',
    removeFailed: 'Could not remove the player',
    restoreFailed: 'Could not restore the player',
    noPlayers: 'No players yet.',
    noRemoved: 'No removed players.',
    playerSummary: (connections: number, letters: number) =>
      `${connections} ${connections === 1 ? 'connection' : 'connections'} · ${letters}/5 letters`,
    completedAt: (when: string) => `Completed ${when}`,
    resultsTitle: (eventName: string) => `${eventName}: results`,
    resultsLead: (players: number, completed: number, when: string) =>
      `${players} ${players === 1 ? 'player' : 'players'}, ${completed} completed. As of ${when}.`,
    gameRanking: 'Game ranking',
    votingRanking: 'Voting ranking',
    rank: 'Rank',
    name: 'Name',
    letters: 'Letters',
    connections: 'Connections',
    completionTime: 'Completed',
    votes: 'Votes',
    tie: 'tie',
    tiedRank: (rank: number) => `${rank}, tied`,
    firstFinisher: 'First to finish',
    notCompleted: '–',
    noResults: 'No players yet.',
    noVotes: 'No votes yet.',
    print: 'Print',
    downloads: 'Downloads',
    downloadPlayers: 'Players (CSV)',
    downloadConnections: 'Connections (CSV)',
    downloadFailed: 'Could not download the file',
    insightsTitle: (eventName: string) => `${eventName}: insights`,
    insightsLead: 'Updated every few seconds while the game runs.',
    asOf: (when: string) => `As of ${when}`,
    participants: 'Players',
    connectionsMade: 'Connections',
    completed: 'Completed cards',
    overTime: 'Over time',
    overTimeLead: (minutes: number) => `Players joined and connections made, in total, every ${minutes} min.`,
    chartSummary: (players: number, connections: number, from: string, to: string) =>
      `From ${from} to ${to}: ${players} players joined and ${connections} connections were made.`,
    time: 'Time',
    joinedTotal: 'Players joined',
    connectionsTotal: 'Connections made',
    showTable: 'Show as a table',
    noTimeline: 'Nothing happened yet.',
    spreadTitle: 'Connections per player',
    spreadLabels: ['0', '1–4', '5–24', '25'],
    bingoTitle: 'Letters lit per player',
    bingoLabel: (letters: number) => `${letters} ${letters === 1 ? 'letter' : 'letters'}`,
    playersCount: 'Players',
    mostConnected: 'Most connected',
    linkedBy: 'Met by code',
    noneConnected: 'Nobody linked yet.',
    votingTurnout: 'Voting turnout',
    votingOff: 'Voting has not been used.',
    turnout: (voters: number, eligible: number) => `${voters} of ${eligible} players who could vote voted`,
    votesCast: (votes: number) => `${votes} ${votes === 1 ? 'vote' : 'votes'} cast`,
  },
  qrPage: {
    title: (eventName: string) => `Join ${eventName}`,
    loading: 'Loading the event…',
    download: 'Download',
    back: 'Back to event management',
    imageLabel: (link: string) => `QR code for ${link}`,
  },
  /** The printable A4 poster of an event's join QR. */
  poster: {
    title: (eventName: string) => `Join ${eventName}`,
    lead: 'Networking bingo: scan to play',
    howToPlay: 'How to play',
    steps: [
      'Scan the code and sign in: you get a 5x5 grid of letters.',
      'Meet someone whose name starts with a letter on your grid; a selfie together fills the cell.',
      'Five in a row is a bingo; five bingos win the game.',
    ],
    print: 'Print',
    printHint: 'A4 portrait; choose “Save as PDF” as the printer to keep a file.',
    back: 'Back to event management',
  },
  /** The host live leaderboard. */
  leaderboard: {
    title: (eventName: string) => `${eventName} Leaderboard`,
    back: 'Back to event management',
    loading: 'Loading the leaderboard…',
    participants: 'Participants',
    connections: 'Connections',
    viewVoting: 'View Voting Leaderboard',
    viewGame: 'View Game Leaderboard',
    gameTitle: 'Game Leaderboard',
    votingTitle: 'Voting Leaderboard',
    showQr: 'Show QR',
    hideQr: 'Hide QR',
    viewRules: 'click to view rules',
    rulesTitle: 'Bingo Rules',
    votingToggle: 'Voting',
    votingToggleHint: 'Players stop adding connections and vote for who completed the card.',
    recentImages: 'Recent connections',
    noImages: 'Connection selfies show up here as they are made.',
    /** The gallery's place on a board of an event in an anonymous venue mode (docs/data.md). */
    selfiesHidden: 'Selfies are not shown at this event.',
    scrollingImages: 'Connection selfies',
    empty: 'No players yet. Share the QR code to get people playing!',
    emptyVoting: 'No one has completed the Hoogo yet, so there is nothing to vote for.',
    rank: (rank: number) => `Rank ${rank}`,
    verified: 'Completed the Hoogo',
    viewCard: 'View card',
    viewCardOf: (name: string) => `View ${name}'s card`,
    letters: (done: number) => `${done} of 5 bingo letters`,
    connectionsBadge: (count: number) => `${count} ${count === 1 ? 'connection' : 'connections'}`,
    completedAt: (time: string) => `Completed at ${time}`,
    votes: (count: number) => `${count} ${count === 1 ? 'vote' : 'votes'}`,
    vote: 'Vote',
    voteFor: (name: string) => `Vote for ${name}`,
    congratulationsTitle: 'Congratulations!',
    congratulationsText: (name: string) => `${name} completed the Hoogo!`,
    congratulationsLoading: 'Loading the bingo card…',
    close: 'Close',
    live: 'Live',
    reconnecting: 'Reconnecting…',
  },
  /** The big screen at the venue (docs/decisions/0025-venue-the-big-screen.md). */
  venue: {
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    /** The viewer's own row, pinned above a page of the board that does not hold it. */
    ownPlace: 'Your place',
    scanToPlay: 'Scan to play',
    hostControls: 'Host controls',
    openHostControls: 'Host controls (key H)',
    closeHostControls: 'Close host controls',
    manageEvent: 'Manage event',
    openQrPage: 'Open the QR page',
    votingOn: 'Voting is on.',
    votingOff: 'Voting is off.',
    votingManageHint: 'Start or stop voting from Manage event, where it asks you to confirm.',
    connections: (count: number) => `${count} new connections`,
    joined: (count: number) => `${count} players joined the game!`,
    votes: (count: number) => `${count} votes received!`,
    joinedVoting: (count: number) => `${count} players joined the voting!`,
    votingOpenedTitle: 'Voting is open!',
    votingOpenedText:
      'No new connections from now on. Vote for the players who completed the card: 2 votes each.',
    votingClosedTitle: 'Voting is closed',
    votingClosedText: 'Back to the game leaderboard.',
    collageLabel: (name: string) => `${name}'s connections`,
    galleryCaption: (name: string, other: string) => `${name} & ${other}`,
    liveUpdates: 'Live updates',
  },
  templatesPreview: {
    title: 'Template preview',
    lead: 'How the shared cards look with a sample grid.',
    story: 'Story card',
    post: 'Post card',
    downloadStory: 'Download story preview',
    downloadPost: 'Download post preview',
    loading: 'Drawing the previews…',
    drawFailed: 'The template image could not be loaded.',
    back: 'Back to event management',
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
    retentionDays: (days: number) => (days === 1 ? '1 day' : `${days} days`),
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
  landing: {
    nav: { howItWorks: 'How it works', rewards: 'Rewards', stories: 'Stories', support: 'Support' },
    eyebrow: 'Networking bingo for offline events',
    headline: 'Turn small talk into real connections.',
    lead: 'Hoogo gives every attendee a 5x5 letter grid. Meet people, snap a selfie, learn something about them and fill a cell. Five in a row is a bingo, five bingos win the game.',
    cta: 'Start playing',
    secondaryCta: 'See how it works',
    illustrationLabel: 'A sample Hoogo card with the letters B I N G O and some connected cells',
    howTitle: 'How it works',
    howLead: 'Three steps from a name badge to a room full of new contacts.',
    steps: [
      {
        title: 'Open the event link',
        text: 'Scan the QR code at the venue or open the link your organiser shared, then sign in with your email.',
      },
      {
        title: 'Meet and connect',
        text: 'Find someone whose name starts with a letter on your grid. Take a selfie together and note what you learned.',
      },
      {
        title: 'Shout Hoogo',
        text: 'Complete rows, columns and diagonals to light up B, I, N, G and O, and climb the live leaderboard.',
      },
    ],
    rewardsTitle: 'Rewards worth the walk across the room',
    rewardsLead: 'Organisers decide the prizes. Hoogo makes the moments that earn them.',
    rewards: [
      {
        title: 'Live leaderboard',
        text: 'The host screen shows every new connection and who is closest to a full card.',
      },
      {
        title: 'Shareable card',
        text: 'After five connections, download your card as a story or post image and share it.',
      },
      {
        title: 'Voting round',
        text: 'Finished early? Vote for the connections who made your evening memorable.',
      },
    ],
    testimonialsTitle: 'What a Hoogo evening sounds like',
    testimonials: [
      {
        quote: 'Wait, your name starts with a Q? I need you for my grid!',
        moment: 'At the welcome drinks',
      },
      {
        quote: 'One more person for the diagonal and I have my third letter.',
        moment: 'Halfway through the evening',
      },
      {
        quote: 'Look, we are both on the big screen now!',
        moment: 'When the leaderboard lights up',
      },
    ],
    counterTitle: 'Connections made with Hoogo',
    counterLoading: 'Counting connections…',
    counterText: (count: number) =>
      `${count.toLocaleString('en-US')} ${count === 1 ? 'connection' : 'connections'} made so far`,
    organiserTitle: 'Running an event?',
    organiserText: 'Create an event, set up the grid and put the leaderboard on the big screen.',
    organiserCta: 'Create your event',
    supportTitle: 'Questions?',
    supportText: 'Write to us and a human will answer.',
    footer: 'Hoogo. Networking bingo for offline events.',
  },
  /** Demo events: a game played by simulated players (docs/product.md, "Demo events"). */
  demo: {
    badge: 'Demo',
    tryDemo: 'Try a demo event',
    tryDemoText:
      'See a game run in one click: a full grid and simulated players who join, connect and vote over five minutes.',
    creating: 'Creating your demo…',
    created: 'Demo event created: simulated players are joining',
    createFailed: 'We could not create the demo event. Please try again.',
    deleteDemo: 'Delete demo',
    deleteTitle: 'Delete this demo?',
    deleteText: 'The demo event, its simulated players and their images are deleted. This cannot be undone.',
    deleted: 'Demo deleted',
    playerBanner:
      'This is a demo event: the other players are simulated. Nothing here mixes with a real event.',
    boardBanner: 'Demo: simulated players',
    managementBanner:
      'This demo event plays itself: simulated players join and connect over about five minutes, then voting starts. Delete it when you are done.',
    /** The API's refusal when an account already has as many demo events as allowed. */
    tooMany: (max: number) =>
      `You can have at most ${max} demo events at a time. Delete one of them to start another.`,
    /** What the simulated players write about the people they meet (content of the demo, not UI). */
    descriptions: [
      'Works on solar-powered water pumps and knows every board game ever made.',
      'Runs a small bakery and told me the secret of a good sourdough.',
      'Builds mobile apps for farmers; we talked about offline-first design.',
      'Just moved here from Lisbon and is looking for a climbing partner.',
      'Teaches physics and explained black holes with a coffee cup.',
      'Organises the local open-source meetup; invited me to the next one.',
      'Designs typefaces and noticed the font on my badge right away.',
      'Volunteers at the animal shelter and showed me photos of three cats.',
      'Researches ocean plastics and sails on weekends.',
      'Is learning Japanese and recommended a great podcast.',
      'Started a company making furniture from recycled wood.',
      'Plays the cello in an amateur orchestra; concert next month.',
      'Works in public health data and loves a good spreadsheet.',
      'Ran her first marathon last spring and is training for the next.',
      'Writes children’s books and draws all the pictures herself.',
      'Manages a community garden and gave me tomato seeds.',
    ],
  },
  /**
   * The attendee's data (docs/data.md): the event's privacy settings, the people a player met and the
   * contact details they share, leaving an event, deleting an account, selfie consent and retention.
   */
  privacy: {
    retentionDays: `Selfies are kept between ${SELFIE_RETENTION_MIN_DAYS} and ${SELFIE_RETENTION_MAX_DAYS} days`,
  },
  /**
   * Deleting one's data (docs/data.md): a player leaves an event ("delete my data"), a person deletes
   * their account (/account). Both are confirmed and immediate.
   */
  dataDeletion: {
    leaveAction: 'Leave this event and delete my data',
    leaveTitle: 'Leave this event and delete your data?',
    leaveLead: 'This happens at once and cannot be undone. From this event we delete:',
    leaveDeletes: [
      'your card: every connection you made, with its photo, name and description',
      'your place on the leaderboard and the big screen',
      'the cells other players filled with your friend code (their cards are scored again)',
      'the votes you cast and the votes cast for you',
      'your contact details for this event',
    ],
    leaveKeeps:
      'A cell where someone only typed your name, without your friend code, cannot be tied to you and stays on their card.',
    leaveConfirm: 'Leave and delete my data',
    leaving: 'Deleting…',
    cancel: 'Cancel',
    left: 'You left the event. Your data for it is deleted.',
    leaveFailed: 'Your data could not be deleted. Please try again.',
    /** The account page (/account). */
    accountTitle: 'My account',
    accountLink: 'My account',
    signedInAs: 'Signed in as',
    deleteAccountTitle: 'Delete my account',
    deleteAccountLead: 'Deletes your account and everything tied to it, at once. This cannot be undone.',
    deleteAccountAction: 'Delete my account',
    deleteAccountDialogTitle: 'Delete your account?',
    ownedEventsTitle: 'Events you own: deleted with all their players, connections and photos',
    ownedEvent: (name: string, players: number) =>
      `${name} (${players} ${players === 1 ? 'player' : 'players'})`,
    demoEvent: 'demo',
    playedEventsTitle: 'Events you play in: you leave them and your data in them is deleted',
    adminEventsTitle: 'Events you help organise: you stop being one of their hosts',
    nothingElse: 'You own no event and play in none.',
    accountAlsoDeletes:
      'Also deleted: your sign-in sessions, one-time codes, ticketing connections and uploaded attendee lists.',
    typeEmailLabel: (email: string) => `Type your email (${email}) to confirm`,
    deleteAccountConfirm: 'Delete my account for good',
    deletingAccount: 'Deleting…',
    accountDeleted: 'Your account is deleted.',
    deleteAccountFailed: 'Your account could not be deleted. Please try again.',
    summaryFailed: 'What your account holds could not be loaded. Please try again.',
    /** The API's answers. */
    leftApi: 'You left the event: your card, your connections, the links to you and your votes are deleted',
    accountSummary: 'What deleting your account deletes',
    accountDeletedApi: 'Your account and its data are deleted',
  },
  /**
   * "People I met" (/{eventName}/people): a player's own connections, the contact details they share with
   * the players who linked them by friend code, and the vCard and CSV downloads (docs/product.md).
   */
  people: {
    title: 'People I met',
    lead: 'Everyone you connected with at this event. Download them to your phone’s contacts or a spreadsheet.',
    back: 'Back to my card',
    openLink: 'People I met',
    empty: 'No one yet. Fill a cell of your card when you meet someone, and they will show up here.',
    loading: 'Loading the people you met…',
    listFailed: 'The people you met could not be loaded',
    contactFailed: 'Your contact details could not be loaded',
    listLabel: 'The people you met',
    linkedAs: (name: string) => `Linked by friend code: ${name}`,
    letter: (letter: string) => `Letter ${letter}`,
    metAtTime: (time: string) => `Met ${time}`,
    noPhoto: 'No photo',
    sharedContact: 'Contact details they shared',
    linkedinLink: (name: string) => `${name} on LinkedIn`,
    emailLink: (name: string) => `Email ${name}`,
    downloadVcard: 'Download contacts (vCard)',
    downloadCsv: 'Download spreadsheet (CSV)',
    downloadFailed: 'The download failed. Please try again.',
    tooManyDownloads: (seconds: number) => `Too many downloads. Please try again in ${waitText(seconds)}.`,
    /** Under the download buttons while a refusal's wait runs. */
    downloadAgainIn: (seconds: number) => `You can download again in ${waitText(seconds)}.`,
    /** The vCard's NOTE, after the description: where and when the two met. */
    metAt: (event: string, date: string) => `Met at ${event} on ${date}`,
    /** The columns of the CSV download, in order. */
    csvHeader: [
      'Name',
      'Linked player',
      'Description',
      'Letter',
      'Met at (UTC)',
      'LinkedIn',
      'Email',
      'Company/role',
    ],
    contactTitle: 'My contact details',
    contactLead:
      'Optional. Shared only with the players who connected with you by your friend code, and only while sharing is on.',
    linkedinLabel: 'LinkedIn profile URL',
    linkedinPlaceholder: 'https://linkedin.com/in/you',
    emailLabel: 'Email',
    roleLabel: 'Company / role',
    roleHint: 'For example: Engineer at Acme',
    shareLabel: 'Share these with the people who connected with me',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your contact details are saved',
    saveFailed: 'Your contact details could not be saved. Please try again.',
    linkedinInvalid:
      'Enter your LinkedIn profile as an https link on linkedin.com, like https://www.linkedin.com/in/your-name',
    linkedinTooLong: (max: number) => `The LinkedIn address must be at most ${max} characters`,
    emailInvalid: 'Enter a valid email address, like name@example.com',
    emailTooLong: (max: number) => `The email address must be at most ${max} characters`,
    roleTooLong: (max: number) => `Company / role must be at most ${max} characters`,
    shareInvalid: 'share must be true or false',
    /** The API's answers. */
    listed: 'The people you met',
    contact: 'Your contact details',
  },
  /** The organiser API's answers and refusals (the server's sentences about events and hosts). */
  eventApi: {
    nameLooksLikeId: 'An event name cannot look like an event id',
    duplicateName: 'An event with this name already exists',
    notFound: 'Event not found',
    ownerOnly: (action: string) => `Only the event owner can ${action}`,
    ticketCodeNeedsLink: 'Play with ticket code needs a connected ticketing event: set mmp_event_id first',
    unknownTicketingEvent:
      'Choose one of your own ticketing events: upload the attendee list or connect your pretix account first',
    socialMediaNotJson: 'social_media_template must be JSON like {"linkedin":{"content":"..."}}',
    unknownField: (field: string) => `${field} is not a field of an event`,
    cellOutOfGrid: (field: string) =>
      `${field} is not a cell of the grid: rows and columns go from 0 to ${GRID_SIZE - 1}`,
    imageFile: 'Please choose an image file',
    ownerCannotBeRemoved: 'The owner cannot be removed',
    hostNotFound: 'Host not found',
    alreadyOwner: 'This person is the owner of this event',
    alreadyAdmin: 'This person is already an admin of this event',
    alreadyInvited: 'This person is already invited to this event',
    invitationNotFound: 'Invitation not found',
  },
  /** The player API's answers and refusals (joining, cards, connections, leaderboard, status). */
  gameApi: {
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
  /** The hosts' moderation API's answers and refusals (activity feed, hiding connections, removing players). */
  moderationApi: {
    activity: 'Activity loaded',
    players: 'Players loaded',
    connectionNotFound: 'Connection not found',
    playerNotFound: 'Player not found',
    badCursor: 'This page link is no longer valid: load the list again from the top',
    hidden: 'Connection hidden',
    unhidden: 'Connection restored',
    removed: 'Player removed from the game',
    restored: 'Player restored to the game',
    cellRefilled:
      'This connection cannot be restored: the player has filled its cell again. Hide the new connection first to restore this one.',
    linkRefilled:
      'This connection cannot be restored: the player has connected with the same person again. Hide the new connection first to restore this one.',
    linkedRemoved:
      'This connection cannot be restored while the person it shows is removed from the game: restore that player first.',
  },
  /** The hosts' results, exports and insights (docs/product.md, "Running the game"). */
  resultsApi: {
    results: 'Results loaded',
    insights: 'Insights loaded',
    /** The players' CSV: its header row. */
    playersHeader: [
      'Rank',
      'Name',
      'Email',
      'Connections',
      'Letters',
      'Completed at',
      'Votes received',
      'Removed',
      'Guest',
    ],
    /** The connections' CSV: its header row. */
    connectionsHeader: [
      'Player',
      'Player email',
      'Person met',
      'Linked player (friend code)',
      'Letter',
      'Row',
      'Column',
      'Description',
      'Made at',
      'Hidden',
    ],
    yes: 'yes',
    no: 'no',
    hiddenByHost: 'yes (hidden by a host)',
    hiddenWithPlayer: 'yes (showed a removed player)',
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
  /** The account API's answers and refusals (sign-in, registration, password, profile, Google). */
  authApi: {
    unknownEmail: 'No account found for this email. Please register to continue.',
    codeSent: (email: string) =>
      `We sent a code to ${email}. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`,
    resetCodeSent: (email: string) =>
      `If an account exists for ${email}, we sent it a code. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`,
    alreadyRegistered: 'An account already exists for this email. Please login instead.',
    wrongPassword: 'Invalid email or password',
    noPassword: 'This account has no password yet. Please login with an OTP.',
    oldPasswordMissing: 'Current password cannot be empty',
    oldPasswordWrong: 'Current password is incorrect',
    passwordChanged: 'Password changed successfully',
    profileUpdated: 'Profile updated successfully',
    profile: 'Profile loaded',
    tokenRefreshed: 'Session renewed',
    googleNotConfigured: 'Google sign-in is not configured',
    googleUnverified: 'Google login Failed: this Google account has no verified email',
  },
  /** The mailed one-time codes: the server's refusals of a code and of a new one. */
  otpApi: {
    wrong: (triesLeft: number) => `${invalidOtp}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    expired: 'This code has expired. Please request a new code.',
    used: 'This code has already been used. Please request a new code.',
    dead: 'Too many wrong codes. Please request a new code.',
    cooldown: (seconds: number) =>
      `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
  },
  /**
   * How the mail with a code went (docs/decisions/0057-the-mail-path.md): the answer of generate-otp and
   * pre-register, and what the sign-in form says when the mail's state changes later.
   */
  otpMail: {
    delayed: (email: string) =>
      `We are sending a code to ${email}, but the mail is slower than usual. It should arrive within a few minutes, and the code works when it does.`,
    failed: (email: string) =>
      `We could not send the mail with your code to ${email}. Please tap Resend to try again.`,
    held: (email: string, seconds: number) =>
      `We already sent a code to ${email} and it still works: please check your inbox and spam folder. You can ask for another mail in ${waitText(seconds)}.`,
    sentLater: 'The mail with your code is on its way now. Please check your inbox.',
    failedLater: 'The mail with your code could not be sent. Please tap Resend to try again.',
    pending: 'The mail with your code is still on its way.',
  },
  /**
   * The sign-in link of a Login code mail, and its page /login/link (docs/decisions/0057-the-mail-path.md).
   */
  signInLink: {
    invalid: 'This sign-in link has expired or was already used. Please sign in with your email.',
    asked: 'One more step to sign in',
    loading: 'Signing you in...',
    confirmTitle: (email: string) => `Sign in as ${email} on this device?`,
    confirmText:
      'This link was opened on another device or browser than the one that asked for the code. Sign in here only if you asked for it.',
    confirm: 'Sign in here',
    cancel: 'Cancel',
    nameTitle: 'Tell us your name to finish',
    nameText: (email: string) => `You are creating the account of ${email}.`,
    register: 'Register',
    failedTitle: 'The sign-in link did not work',
    toLogin: 'Sign in with your email',
  },
  /** The server's refusals of a missing or unusable session (an expired one: network.sessionExpired). */
  sessionApi: {
    missing: 'Please login to continue.',
    invalid: 'Your session is not valid. Please login again.',
  },
  /** The server's refusals of an uploaded image (one that is no image at all: validation.fileNotImage). */
  imageApi: {
    unsupported: 'Please upload a JPEG, PNG, WebP, GIF, AVIF or TIFF image',
    tooManyPixels: `The image is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels are allowed`,
    tooManyBytes: `The file is too large: at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB are allowed`,
  },
  /** The server's refusals of a form upload as a whole. */
  uploadApi: {
    busy: 'Many uploads are under way: please try again in a few seconds.',
    /**
     * The sender's share of the uploads under way is taken
     * (docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md).
     */
    yoursUnderWay: 'Your previous uploads are still under way: please try again in a few seconds.',
    notAForm: 'This address does not take a form upload.',
    unreadable: 'The form could not be read.',
    fieldTooLong: (maxBytes: number) =>
      `A text field of the form is too long: at most ${maxBytes / 1024} KB are allowed.`,
  },
  /** The media store (an S3 bucket, docs/operations.md) cannot be reached: answered with 503. */
  mediaApi: {
    unavailable: 'Photos cannot be stored or loaded right now: please try again in a minute.',
  },
  /** The server's refusals of a request it cannot read, whatever the address. */
  requestApi: {
    invalid: 'The request is not valid.',
    /** 429 to a live socket over the open sockets allowed per account or per address. */
    tooManySockets: 'Too many live connections are open: close a tab or a screen, then try again.',
    /** A text with a NUL character or half of a UTF-16 pair, which nothing can store. */
    unstorableText: 'The text contains a character that is not allowed.',
    /** A database refusal of a value that the checks before it did not catch. */
    unstorableValue: 'A value in the request cannot be stored.',
    /** The body came too slowly or not within the deadline (answered with 408). */
    tooSlow: 'The request took too long to arrive: please try again on a better connection.',
    /** Answered with 431 by the server itself, before any route. */
    headersTooLarge: 'The address or the headers of the request are too long.',
    /** Fastify's own client errors, by code, whose built-in text is not a sentence for a person. */
    fastifyErrors: {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
      FST_REQ_FILE_TOO_LARGE: `The file is too large: at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB are allowed.`,
      FST_FILES_LIMIT: 'Too many files: at most 2 can be sent at once.',
      FST_FIELDS_LIMIT: 'Too many fields in the form.',
      FST_PARTS_LIMIT: 'Too many parts in the form.',
      FST_PROTO_VIOLATION: 'The form has a field name that is not allowed.',
      FST_ERR_BAD_URL: 'The address of the request is not valid.',
      FST_ERR_ASYNC_CONSTRAINT: 'The address of the request is not valid.',
    } as Readonly<Record<string, string>>,
  },
  /** The LinkedIn API's refusals, and the title of the posted card. */
  linkedinApi: {
    notConfigured: 'LinkedIn sharing is not configured',
    tokenMissing: `${linkedinPostError}: connect your LinkedIn account first`,
    reconnect: `${linkedinPostError}: please connect your LinkedIn account again`,
    postTitle: 'Hoogo Card',
  },
  /** The ticketing API's answers and refusals (pretix accounts, attendee lists, grid import, ticket codes). */
  ticketingApi: {
    pretixSaved: 'pretix connected',
    pretixRemoved: 'pretix disconnected',
    listUploaded: 'Attendee list uploaded',
    listRemoved: 'Attendee list removed',
    listNotFound: 'Attendee list not found',
    gridImported: 'Grid imported',
    gridImportedSmall:
      'Grid imported. Few participants share an initial, so some letters take more cells than there are people with that initial.',
    ticketCodeOff: 'This event does not allow sign-in with a ticket code',
    csvFile: 'Please choose a CSV file',
  },
} as const;
