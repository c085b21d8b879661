/**
 * Every user-facing sentence of the product, in one catalogue: one file per area, composed here.
 * The texts are exact: the web app and the server both take them from here.
 */

import { announcementMessages } from './announcements.js';
import { brandingMessages } from './branding.js';
import { commonMessages } from './common.js';
import { eventMessages } from './events.js';
import { finaleMessages } from './finale.js';
import { gameMessages } from './game.js';
import { gameMasterMessages } from './game-master.js';
import { landingMessages } from './landing.js';
import { liveMessages } from './live.js';
import { privacyMessages } from './privacy.js';
import { requestMessages } from './requests.js';
import { scheduleMessages } from './schedule.js';
import { signInMessages } from './sign-in.js';
import { ticketingMessages } from './ticketing.js';

export { ordinal, waitText } from './words.js';

/** The catalogue: `messages.<area>.<sentence>`, each area from its file. */
export const messages = {
  ...commonMessages,
  ...signInMessages,
  ...eventMessages,
  ...ticketingMessages,
  ...gameMessages,
  ...liveMessages,
  ...gameMasterMessages,
  ...privacyMessages,
  ...landingMessages,
  ...requestMessages,
  ...scheduleMessages,
  ...brandingMessages,
  ...finaleMessages,
  ...announcementMessages,
} as const;
