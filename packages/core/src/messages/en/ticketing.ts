/** Ticketing: pretix accounts, CSV attendee lists, the grid from names, ticket codes, and the ticketing API. */

import { countOf } from './words.js';

export const ticketingMessages = {
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
      `${countOf(attendees, { one: '# attendee', other: '# attendees' })}, ${checkedIn} checked in`,
    csvRemove: (name: string) => `Delete list ${name}`,
    csvRemoveFailed: 'Could not delete the attendee list',
    listsCount: (count: number) => countOf(count, { one: '# list', other: '# lists' }),
    notSetUp: 'Not set up',
    setUp: 'Set up',
    importFailed: 'Could not import the grid',
    pageBack: 'Back to event management',
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
    listName: 'Give the list a name',
    listNameTooLong: 'The name is too long',
    listsLoaded: 'Attendee lists',
    eventsLoaded: 'Events loaded',
    ticketCodeSetting: 'Ticket-code sign-in',
    pretixUrl: 'Enter the address of your pretix instance, like https://pretix.eu',
    pretixOrganizer: 'Enter the organizer short form (letters, digits, dots, dashes)',
    pretixTokenEmpty: 'Enter the API token',
    pretixTokenTooLong: 'The API token is too long',
    pretixAccountGone:
      'The pretix account this event was connected with is no longer set up: connect the event again',
    pretixTokenUnreadable:
      'The saved pretix API token can no longer be read: save the API token again (remove the pretix account, then connect it with a valid token)',
    notConnected: 'The event is not connected to a ticketing provider',
    /** An uploaded attendee list that cannot be used; rows are numbered as a spreadsheet shows them. */
    csvTooLarge: 'The file is larger than 5 MB',
    csvQuoteNotClosed: (row: number) => `Row ${row}: a quoted field is not closed`,
    csvNotCsv: (reason: string) => `The file is not a CSV file: ${reason}`,
    csvTooManyRows: (max: number) => `The file has more than ${max} attendee rows`,
    csvEmpty: 'The file is empty',
    csvNoNameColumn: 'Row 1: no name column (expected "name", "attendee name", "full name" or "first name")',
    csvNoCodeColumn:
      'Row 1: no ticket code column (expected "ticket code", "code", "ticket", "order code", "barcode" or "secret")',
    csvNameEmpty: (row: number) => `Row ${row}: the name is empty`,
    csvCodeEmpty: (row: number) => `Row ${row}: the ticket code is empty`,
    csvCodeTooLong: (row: number) => `Row ${row}: the ticket code is longer than 200 characters`,
    /** `spelling` is the earlier row's code when it differs from this one in letter case only. */
    csvCodeRepeated: (row: number, code: string, earlierRow: number, spelling?: string) =>
      `Row ${row}: the ticket code "${code}" is already used in row ${earlierRow}${
        spelling === undefined ? '' : ` (as "${spelling}"; case does not count)`
      }`,
    csvCheckedIn: (row: number, value: string) =>
      `Row ${row}: the checked-in value "${value}" is not yes or no`,
    csvNoAttendees: 'The file lists no attendees',
  },
} as const;
