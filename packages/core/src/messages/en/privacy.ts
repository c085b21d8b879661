/** The attendee's data: privacy, leaving an event and deleting an account, the people met. */

import { SELFIE_RETENTION_MAX_DAYS, SELFIE_RETENTION_MIN_DAYS } from '../../constants.js';
import { countOf, waitText } from './words.js';

export const privacyMessages = {
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
      `${name} (${countOf(players, { one: '# player', other: '# players' })})`,
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
} as const;
