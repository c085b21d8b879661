/** The product's sentences in Portuguese (Brazil): English's areas, one file each (../index.ts composes them). */

export { announcementMessages } from './announcements.js';
export { brandingMessages } from './branding.js';
export { commonMessages } from './common.js';
export { eventMessages } from './events.js';
export { finaleMessages } from './finale.js';
export { gameMessages } from './game.js';
export { gameMasterMessages } from './game-master.js';
export { landingMessages } from './landing.js';
export { languageMessages } from './language.js';
export { liveMessages } from './live.js';
export { mailMessages } from './mail.js';
export { privacyMessages } from './privacy.js';
export { requestMessages } from './requests.js';
export { scheduleMessages } from './schedule.js';
export { signInMessages } from './sign-in.js';
export { ticketingMessages } from './ticketing.js';
export { wordMessages } from './words.js';
