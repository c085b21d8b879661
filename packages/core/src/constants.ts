/** Business constants and limits of the game, shared by the server and the web app. */

export const GRID_SIZE = 5;
export const BINGO_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export const CONNECTIONS_TO_UNLOCK_CARD = 5;
export const MAX_VOTES_PER_PLAYER = 2;
export const MAX_BINGOS = 5;

export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_VALIDITY_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;

export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 3000;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USER_NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const CONNECTION_NAME_MIN_LENGTH = 2;
export const CONNECTION_NAME_MAX_LENGTH = 60;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 280;

export const CODE_DIGITS_MIN = 3;
export const CODE_DIGITS_MAX = 8;
export const CODE_DIGITS_DEFAULT = 3;
export const CODE_DIGITS_SETTINGS_INITIAL = 4;

export const EVENT_NAME_MAX_LENGTH = 64;
export const EVENT_NAME_CARD_CUT = 25;
export const CARD_CELL_NAME_CUT = 5;
export const LINER_CUT = 40;

export const PHOTO_MAX_DIMENSION_PX = 600;
export const POST_TEMPLATE_SIZE = { width: 1080, height: 1080 } as const;
export const STORY_TEMPLATE_SIZE = { width: 1080, height: 1920 } as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

export const DASHBOARD_CACHE_MS = 5 * 60 * 1000;

export const RECENT_IMAGES_KEPT = 21;
export const LEADERBOARD_HEIGHT_WITH_QR_PX = 500;
export const LEADERBOARD_HEIGHT_PX = 782;

export const SOCKET_RECONNECT_DELAY_MS = 3000;
/**
 * The player page's status channel is asked for a pong this often while it is open, and judged dead when
 * no message came within STATUS_HEARTBEAT_TIMEOUT_MS of the ping: a venue Wi-Fi whose internet is down
 * leaves the socket open for minutes otherwise (docs/decisions/0015-connections-on-a-bad-network.md: "Wi-Fi
 * up, internet down").
 */
export const STATUS_HEARTBEAT_MS = 10_000;
export const STATUS_HEARTBEAT_TIMEOUT_MS = 5000;
export const TOAST_DURATION_MS = 3000;
export const VOTING_CLOSED_TOAST_DURATION_MS = 5000;
export const CONGRATULATIONS_CLEAR_MS = 5000;

export const CONFETTI_PIECES = 500;

export const QR_PAGE_SIZE_PX = 400;
export const QR_MODAL_SIZE_PX = 250;
export const QR_MODAL_RENDER_DELAY_MS = 100;
export const QR_DEFAULT_SIZE_PX = 300;
export const QR_ERROR_CORRECTION = 'Q' as const;
export const QR_IMAGE_SIZE = 0.4;

export const CONNECTION_BADGE_THRESHOLDS = [1, 10, 20, 25] as const;

/** Card composition. */
export const STORY_GRID_PLACEMENT = { x: 125, y: 385, size: 823 } as const;
export const POST_GRID_PLACEMENT = { x: 106, y: 325, size: 500 } as const;

/** Demo events an account may hold at once (docs/decisions/0047-demo-events.md). */
export const MAX_DEMO_EVENTS_PER_ACCOUNT = 3;

/**
 * Names the app's own routes use at the top level: an event called "dashboard" would hide its player page
 * behind the dashboard. Compared case-insensitively. Kept here, not beside the event-name schema: the web
 * app's entry reads it to tell a player page, and must not pull zod in with it.
 */
export const RESERVED_EVENT_NAMES = [
  // The account page (docs/data.md).
  'account',
  'api',
  'assets',
  'dashboard',
  // The demo route /api/hoogo/manage-event/demo/create/ names its own segment
  // (docs/decisions/0047-demo-events.md).
  'demo',
  'entry',
  'favicon.svg',
  'healthz',
  'linkedin-auth-connect',
  'login',
  'media',
  'mmp-connect',
] as const;

/**
 * Selfie retention (docs/data.md): an event deletes its selfies this many days after they were taken,
 * unless its hosts choose another number of days, or to keep them until the event is deleted.
 */
export const SELFIE_RETENTION_DEFAULT_DAYS = 30;
export const SELFIE_RETENTION_MIN_DAYS = 1;
export const SELFIE_RETENTION_MAX_DAYS = 365;

/** The contact details a player may share with the people they met (docs/data.md). */
export const CONTACT_ROLE_MAX_LENGTH = 120;
export const CONTACT_URL_MAX_LENGTH = 300;

/**
 * Announcements (docs/decisions/0082-announcements.md): a host's short message to every phone and big
 * screen of the event. At most this many characters, after trimming.
 */
export const ANNOUNCEMENT_MAX_LENGTH = 200;
/** How many of the newest announcements the status channel carries to phones. */
export const ANNOUNCEMENTS_ON_STATUS = 3;
/** How long a big screen shows a new announcement over the board, in milliseconds. */
export const ANNOUNCEMENT_SCREEN_MS = 20_000;

/** How long each place of the big screen's finale podium stays before the next is revealed (third, second, first). */
export const FINALE_STEP_MS = 4_000;
