/**
 * Every user-facing sentence of SPEC.md §2, §5 and §8, in one catalogue.
 * The texts are exact: the web app and the server both take them from here.
 */
export const messages = {
  network: {
    noResponse: 'Network error. Please check your internet connection.',
    sessionExpired: 'Your session has expired. Please login again.',
    somethingWrong: 'Something went wrong',
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
    resetInvalidOtp: 'Invalid OTP',
    resetInvalidPassword: 'Invalid password',
    resetFailed: 'Failed to reset password',
    onboardFailed: 'Failed to onboard user',
    googleFailed: 'Google login Failed',
    invalidTicketCode: 'Invalid Ticket Code',
    loginSuccessful: 'Login Successful',
    registrationSuccessful: 'Registration Successful',
    passwordReset: 'Password reset successfully',
  },
  notFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has been moved.",
    action: 'Return Home',
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
    contentUpdated: 'Content Updated',
    deleteConfirm: 'Are you sure you want to delete the event? This action cannot be undone.',
    gridUpdateConfirm: 'Are you sure you want to update the grid? This action cannot be undone.',
    votingUpdated: 'Voting status updated successfully',
    votingUpdateFailed: 'Failed to update event voting status',
  },
  hosts: {
    loading: 'Loading hosts...',
    empty: 'No hosts found.',
    fetchFailed: 'Failed to fetch event hosts',
    added: 'Admin added successfully',
    addFailed: 'Failed to add admin',
    removed: 'Admin removed successfully',
    removeFailed: 'Failed to remove admin',
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
    noEvents: (product: string) => `You don't have any events on ${product}`,
    noEventsText: (product: string) =>
      `Kindly create an event on ${product} to connect it with this Hoogo. You should be either the admin or owner of the event.`,
    importConfirm: (product: string) =>
      `Are you sure you want to import the grid from ${product}? This action will overwrite the current grid.`,
    connectToGenerate: (product: string) =>
      `Connect to ${product} to generate Grid using CheckIn Participant Data`,
    eventIdUpdated: (product: string) => `${product} Event ID updated successfully!`,
  },
  game: {
    tilesMissing:
      'Please wait for the organizer to add all 25 tiles before you can unlock your Hoogo Card.',
    noGrid:
      'It seems, like no grid has been loaded. Kindly wait for the grid to load, or Contact Event Organizer',
    votingEnabled:
      'Voting is enabled for this event. You cannot add new friends. Kindly start voting now',
    votingNoNewFriend: 'You cannot add a new friend, as voting is enabled for this event.',
    cardLocked: 'Make atleast 5 connections to download',
    connectionAdded: 'Successfully added Information',
    cardHint: 'Click on the images to view your description about them.',
  },
  voting: {
    closed: 'Voting is closed. You can no longer vote for players.',
    voteFailed: 'Failed to vote for player',
    completedFailed: 'Failed to fetch completed players',
    voted: 'Voted successfully',
    empty: 'No one in your current connection network has completed the hoogo yet.',
  },
  linkedin: {
    connectError: 'Error connecting to LinkedIn',
    postError: 'Error posting image to LinkedIn',
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
} as const;
