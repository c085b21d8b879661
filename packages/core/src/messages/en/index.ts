/**
 * The product's sentences in English, the specification's exact texts: one file per area, composed
 * here. The other languages give the same shape (docs/decisions/0086-five-languages.md).
 */

import { announcementMessages } from './announcements.js';
import { brandingMessages } from './branding.js';
import { commonMessages } from './common.js';
import { eventMessages } from './events.js';
import { finaleMessages } from './finale.js';
import { gameMessages } from './game.js';
import { gameMasterMessages } from './game-master.js';
import { landingMessages } from './landing.js';
import { languageMessages } from './language.js';
import { liveMessages } from './live.js';
import { mailMessages } from './mail.js';
import { privacyMessages } from './privacy.js';
import { requestMessages } from './requests.js';
import { scheduleMessages } from './schedule.js';
import { signInMessages } from './sign-in.js';
import { ticketingMessages } from './ticketing.js';
import { wordMessages } from './words.js';

/** The English catalogue: `<area>.<sentence>`, each area from its file. */
export const english = {
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
  ...wordMessages,
  ...mailMessages,
  ...languageMessages,
} as const;

/** As every language's module names it (../index.ts loads it on demand). */
export const catalogue = english;
