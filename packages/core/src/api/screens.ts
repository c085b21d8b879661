/**
 * The big screens and the hosts' remote (docs/decisions/0080-the-remote.md): a board opens the `screen`
 * socket and names itself; a host's remote opens the `remote` socket (the host's access token in the
 * `token` query), sees the event's open screens, and sends them commands. Both travel on the live bus,
 * so a screen on one instance follows a remote on another.
 */

import type { Announcement } from '../schemas/announcements.js';

/** Characters a screen's name may have ("Main hall"). */
export const SCREEN_NAME_MAX = 40;
/** How many leaders the big screen pins above its pages unless the remote picks another number. */
export const PINNED_LEADERS_DEFAULT = 3;
/** The most leaders the remote may pin. */
export const PINNED_LEADERS_MAX = 5;

/** What a remote may tell a big screen to do. */
export type ScreenCommand =
  | { kind: 'page'; step: 1 | -1 }
  | { kind: 'paging'; paused: boolean }
  | { kind: 'top' }
  | { kind: 'qr'; shown: boolean }
  | { kind: 'view'; view: 'game' | 'voting' }
  /** The lobby slide (how to join, beside the QR) in place of the leaderboard, until hidden. */
  | { kind: 'lobby'; shown: boolean }
  | { kind: 'sound'; muted: boolean }
  | { kind: 'test_sound' }
  | { kind: 'pinned'; count: number }
  /** A player shown full screen (their name as the venue setting shows it), or none: null. */
  | { kind: 'spotlight'; event_register_id: string | null }
  /**
   * A photo of the board's gallery shown full screen (its `image` address), or none: null. The board shows
   * only a photo of its own gallery, so what the venue setting and the consents keep off it stays off.
   */
  | { kind: 'spotlight_photo'; image: string | null }
  /**
   * The finale (docs/decisions/0083-the-finale.md): the podium of the game board's or the votes' ranking,
   * revealed third, second, first, then the event in figures; `finale_end` goes back to the board.
   */
  | { kind: 'finale'; source: 'game' | 'voting' }
  | { kind: 'finale_end' };

/** The longest photo address a spotlight command may carry (a media address, or an object store's). */
export const SPOTLIGHT_IMAGE_MAX = 2048;

/** A big screen as the remote lists it. */
export interface ScreenInfo {
  /** Chosen by the screen and kept in its local storage: the same screen after a reload. */
  id: string;
  /** Its name, "" until a host names it. */
  name: string;
}

/** What a board sends on its screen socket: who it is (again after each rename). */
export type ScreenClientMessage = { type: 'hello'; screen: ScreenInfo };

/** What a board hears on its screen socket. */
export type ScreenSocketMessage =
  | { type: 'command'; command: ScreenCommand }
  | { type: 'rename'; name: string }
  /**
   * A host's new announcement, shown large over the board for ANNOUNCEMENT_SCREEN_MS; a withdrawn one
   * leaves at once (docs/decisions/0082-announcements.md).
   */
  | { type: 'announcement'; announcement: Announcement }
  | { type: 'announcement_withdrawn'; id: string };

/** What a remote sends on its socket: a command for one screen (`screen`: its id) or for all (null). */
export type RemoteClientMessage =
  | { type: 'command'; screen: string | null; command: ScreenCommand }
  | { type: 'rename'; screen: string; name: string };

/** What a remote hears: a screen opened or said its name again, or closed. */
export type RemoteSocketMessage =
  | { type: 'screen_seen'; screen: ScreenInfo }
  | { type: 'screen_gone'; id: string };

/** A command as the server accepts it from a remote: anything else is ignored. */
export function parseScreenCommand(value: unknown): ScreenCommand | null {
  if (typeof value !== 'object' || value === null) return null;
  const command = value as Record<string, unknown>;
  switch (command.kind) {
    case 'page':
      return command.step === 1 || command.step === -1 ? { kind: 'page', step: command.step } : null;
    case 'paging':
      return typeof command.paused === 'boolean' ? { kind: 'paging', paused: command.paused } : null;
    case 'top':
      return { kind: 'top' };
    case 'test_sound':
      return { kind: 'test_sound' };
    case 'qr':
      return typeof command.shown === 'boolean' ? { kind: 'qr', shown: command.shown } : null;
    case 'lobby':
      return typeof command.shown === 'boolean' ? { kind: 'lobby', shown: command.shown } : null;
    case 'view':
      return command.view === 'game' || command.view === 'voting'
        ? { kind: 'view', view: command.view }
        : null;
    case 'sound':
      return typeof command.muted === 'boolean' ? { kind: 'sound', muted: command.muted } : null;
    case 'pinned':
      return Number.isInteger(command.count) &&
        (command.count as number) >= 0 &&
        (command.count as number) <= PINNED_LEADERS_MAX
        ? { kind: 'pinned', count: command.count as number }
        : null;
    case 'spotlight': {
      const id = command.event_register_id;
      if (id === null) return { kind: 'spotlight', event_register_id: null };
      return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id)
        ? { kind: 'spotlight', event_register_id: id }
        : null;
    }
    case 'finale':
      return command.source === 'game' || command.source === 'voting'
        ? { kind: 'finale', source: command.source }
        : null;
    case 'finale_end':
      return { kind: 'finale_end' };
    case 'spotlight_photo': {
      const image = command.image;
      if (image === null) return { kind: 'spotlight_photo', image: null };
      return typeof image === 'string' && image.length > 0 && image.length <= SPOTLIGHT_IMAGE_MAX
        ? { kind: 'spotlight_photo', image }
        : null;
    }
    default:
      return null;
  }
}

/** A screen's id or name as the server accepts it. */
export const isScreenId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value);

/** A screen's name: trimmed, cut to SCREEN_NAME_MAX, control characters out. */
export function screenName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const printable = [...value].filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join('').trim().slice(0, SCREEN_NAME_MAX);
}
