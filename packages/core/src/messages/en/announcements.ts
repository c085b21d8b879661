/** Announcements (docs/decisions/0082-announcements.md): a host's short message to every phone and screen. */

import { countOf, waitText } from './words.js';

export const announcementMessages = {
  announcements: {
    title: 'Announcements',
    /** Takes ANNOUNCEMENT_SCREEN_MS in seconds (a constant read here would be undefined in the web build's chunks). */
    intro: (seconds: number) =>
      `Every phone in the event shows it until dismissed; the big screens show it large for ${seconds} seconds.`,
    label: 'Announcement',
    placeholder: 'Lunch is served in the main hall',
    counter: (left: number) => countOf(left, { one: '# character left', other: '# characters left' }),
    send: 'Send announcement',
    sending: 'Sending…',
    sent: 'Announcement sent',
    sentStatus: (text: string) => `Sent: “${text}”`,
    deleted: 'Announcement withdrawn',
    delete: 'Withdraw',
    deleteLabel: (text: string) => `Withdraw the announcement “${text}”`,
    deleteFailed: 'Could not withdraw the announcement',
    sendFailed: 'Could not send the announcement',
    none: 'No announcement yet.',
    recent: 'Sent so far',
    byHost: (name: string) => `by ${name}`,
    /** The phone's banner. */
    bannerHeading: 'Announcement from the organisers',
    dismiss: 'Dismiss',
    dismissLabel: 'Dismiss the announcement',
    /** The big screen. */
    screenHeading: 'Announcement',
    /** The API's refusals and answers. */
    empty: 'Write the announcement first.',
    tooLong: (max: number) => `An announcement has at most ${max} characters.`,
    noMarkup: 'An announcement is plain text: no HTML tags or control characters.',
    tooMany: (seconds: number) => `Too many announcements. Please try again in ${waitText(seconds)}.`,
    notFound: 'This announcement no longer exists.',
    createdApi: 'Announcement sent',
    listedApi: 'Announcements',
    deletedApi: 'Announcement withdrawn',
  },
} as const;
