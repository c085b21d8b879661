import type { LoginResponse } from '@hoogo/core';

/** The app's local storage keys. Per-event keys are built by the helpers below. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userEmail: 'userEmail',
  profilePicUrl: 'profile_pic_url',
  eventType: 'eventType',
  currentEventId: 'currentEventId',
  eventName: 'eventName',
  linkedinAccessToken: 'linkedinAccessToken',
  clientId: 'clientId',
  firstTime: 'firstTime',
  /** Added: this browser's random marker, sent with code requests so the mailed link signs in here at once. */
  linkNonce: 'linkNonce',
  /** The language the reader chose in the navbar (docs/decisions/0086-five-languages.md). */
  language: 'hoogo-language',
  eventUserId: (eventId: string) => `eventUserId-${eventId}`,
  votingLeaderboard: (eventId: string) => `voting-leaderboard-${eventId}`,
  /** Added to the original keys: the player page remembers per event that the rules were shown ... */
  rulesSeen: (eventId: string) => `rulesSeen-${eventId}`,
  /** ... and that the all-five-letters confetti was shown, so a reload does not repeat it. */
  bingoCelebrated: (eventId: string) => `bingoCelebrated-${eventId}`,
  /** ... and that the player closed the completion banner. */
  completionDismissed: (eventId: string) => `completionDismissed-${eventId}`,
  /** A big screen's id, name and sound setting for the hosts' remote (docs/decisions/0080-the-remote.md). */
  boardScreen: (eventId: string) => `boardScreen-${eventId}`,
  /** The announcements this phone dismissed, by id (docs/decisions/0082-announcements.md). */
  dismissedAnnouncements: (eventId: string) => `hoogo-dismissed-announcements-${eventId}`,
} as const;

const EVENT_USER_ID_PREFIX = 'eventUserId-';

type SimpleKey = Exclude<
  keyof typeof storageKeys,
  | 'eventUserId'
  | 'votingLeaderboard'
  | 'rulesSeen'
  | 'bingoCelebrated'
  | 'completionDismissed'
  | 'boardScreen'
  | 'dismissedAnnouncements'
>;

type EventFlag = 'rulesSeen' | 'bingoCelebrated' | 'completionDismissed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
}

/** Typed access to the app's local storage. */
export const storage = {
  get: (key: SimpleKey): string | null => read(storageKeys[key]),
  set: (key: SimpleKey, value: string | null): void => write(storageKeys[key], value),

  getEventUserId: (eventId: string): string | null => read(storageKeys.eventUserId(eventId)),
  /** The big screen's own settings on this device (JSON), or null. */
  getBoardScreen: (eventId: string): string | null => read(storageKeys.boardScreen(eventId)),
  setBoardScreen: (eventId: string, value: string): void => write(storageKeys.boardScreen(eventId), value),
  setEventUserId: (eventId: string, userId: string | null): void =>
    write(storageKeys.eventUserId(eventId), userId),

  /** A per-event yes/no remembered on this device (rulesSeen, bingoCelebrated, completionDismissed). */
  getEventFlag: (key: EventFlag, eventId: string): boolean => read(storageKeys[key](eventId)) === 'true',
  setEventFlag: (key: EventFlag, eventId: string): void => {
    try {
      write(storageKeys[key](eventId), 'true');
    } catch {
      // A flag that cannot be kept only means the popup or confetti shows again.
    }
  },

  /** The ids of the announcements dismissed on this device (docs/decisions/0082-announcements.md). */
  getDismissedAnnouncements: (eventId: string): string[] => {
    try {
      const ids: unknown = JSON.parse(read(storageKeys.dismissedAnnouncements(eventId)) ?? '[]');
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  },
  setDismissedAnnouncements: (eventId: string, ids: string[]): void => {
    try {
      write(storageKeys.dismissedAnnouncements(eventId), JSON.stringify(ids));
    } catch {
      // Not kept: the announcement shows again after a reload, and can be dismissed again.
    }
  },

  getVotingLeaderboard: <T>(eventId: string): T | null => {
    const raw = read(storageKeys.votingLeaderboard(eventId));
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setVotingLeaderboard: (eventId: string, rows: unknown): void =>
    write(storageKeys.votingLeaderboard(eventId), JSON.stringify(rows)),

  /** True when a player id of any event is stored (a player session without a host login). */
  hasAnyEventUserId: (): boolean => {
    try {
      for (let i = 0; i < window.localStorage.length; i++) {
        if (window.localStorage.key(i)?.startsWith(EVENT_USER_ID_PREFIX)) return true;
      }
    } catch {
      return false;
    }
    return false;
  },

  /** Stores what a login or registration answers with. */
  saveSession: (session: LoginResponse): void => {
    write(storageKeys.accessToken, session.access_token);
    write(storageKeys.refreshToken, session.refresh_token);
    write(storageKeys.userEmail, session.email);
    write(storageKeys.profilePicUrl, session.profile_pic_url ?? null);
  },

  /**
   * A refused refresh token ends the host session only: its tokens and the signed-in person's details go,
   * the player keys (eventUserId-*) and the per-event flags stay (docs/decisions/0021-the-web-platform.md:
   * "Session").
   */
  clearSession: (): void => {
    for (const key of [
      storageKeys.accessToken,
      storageKeys.refreshToken,
      storageKeys.userEmail,
      storageKeys.profilePicUrl,
    ]) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Storage that cannot be written holds nothing the app could still read.
      }
    }
  },

  /** Logout forgets everything the app stored on this device. */
  /** Everything but the reader's language, a choice of the device rather than of the session. */
  clear: (): void => {
    try {
      const language = read(storageKeys.language);
      window.localStorage.clear();
      if (language) write(storageKeys.language, language);
    } catch {
      // Storage that cannot be cleared holds nothing the app could still read.
    }
  },
};

/** Local storage can be disabled (privacy modes, policies): probe it with a write and a remove. */
export function isStorageAvailable(): boolean {
  const probe = '__hoogo_storage_probe__';
  try {
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
