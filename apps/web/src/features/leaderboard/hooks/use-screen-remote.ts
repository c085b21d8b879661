import {
  type Announcement,
  PINNED_LEADERS_DEFAULT,
  type ScreenClientMessage,
  type ScreenCommand,
  type ScreenSocketMessage,
} from '@hoogo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type LiveSend, useLiveSocket } from '@/lib/live-socket';
import { storage } from '@/lib/storage';
import { playClap, setClapMuted } from '../utils/clap';

/** A step of the pages the remote asked for; `seq` tells two equal steps apart. */
export interface PageJump {
  seq: number;
  to: 'next' | 'previous' | 'top';
}

/** What the hosts' remote set on this big screen (docs/decisions/0080-the-remote.md). */
export interface ScreenControls {
  paused: boolean;
  qrShown: boolean;
  /** The view the remote picked, until voting changes again; null: the board follows voting. */
  view: 'game' | 'voting' | null;
  /** The lobby slide shown in place of the leaderboard, whoever has joined. */
  lobby: boolean;
  muted: boolean;
  pinned: number;
  jump: PageJump | null;
  /** The player the remote put in the spotlight, or null. */
  spotlight: string | null;
  /** The gallery photo (its image address) the remote put in the spotlight, or null. */
  photo: string | null;
  /** The finale the remote started (its ranking; `seq` tells two starts apart), or null. */
  finale: { source: 'game' | 'voting'; seq: number } | null;
}

interface Kept {
  id: string;
  name: string;
  muted: boolean;
  pinned: number;
}

function newScreenId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `s${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** This screen's id, name and settings kept on the device; a new id the first time. */
function keptScreen(eventId: string): Kept {
  const fresh: Kept = { id: newScreenId(), name: '', muted: false, pinned: PINNED_LEADERS_DEFAULT };
  try {
    const raw = storage.getBoardScreen(eventId);
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : {};
    return {
      id: typeof kept.id === 'string' && kept.id.length >= 8 ? kept.id : fresh.id,
      name: typeof kept.name === 'string' ? kept.name : '',
      muted: kept.muted === true,
      pinned: typeof kept.pinned === 'number' ? kept.pinned : fresh.pinned,
    };
  } catch {
    return fresh;
  }
}

function keep(eventId: string, kept: Kept) {
  try {
    storage.setBoardScreen(eventId, JSON.stringify(kept));
  } catch {
    // Private mode or a full storage: the screen forgets its name on reload.
  }
}

/**
 * The big screen's side of the remote: the screen socket, where the board says its id and name (kept in
 * local storage) and hears a host's commands. The board itself shows no control; what the remote set is
 * answered as `controls`. A screen's name and sound setting survive a reload of the projector's page.
 */
export function useScreenRemote(eventId: string) {
  const [kept, setKept] = useState<Kept>(() => keptScreen(eventId));
  const keptRef = useRef(kept);
  const [controls, setControls] = useState<ScreenControls>(() => ({
    paused: false,
    qrShown: true,
    view: null,
    lobby: false,
    muted: kept.muted,
    pinned: kept.pinned,
    jump: null,
    spotlight: null,
    photo: null,
    finale: null,
  }));
  const seq = useRef(0);
  const sender = useRef<LiveSend | null>(null);
  /** A host's announcement shown over the board (docs/decisions/0082-announcements.md), or null. */
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    keep(eventId, kept);
    keptRef.current = kept;
    setClapMuted(kept.muted);
  }, [eventId, kept]);

  const hello = useCallback(() => {
    const { id, name } = keptRef.current;
    const message: ScreenClientMessage = { type: 'hello', screen: { id, name } };
    sender.current?.(message);
  }, []);

  const obey = useCallback((command: ScreenCommand) => {
    const jump = (to: PageJump['to']) => {
      seq.current += 1;
      return { seq: seq.current, to };
    };
    switch (command.kind) {
      case 'page':
        setControls((c) => ({ ...c, jump: jump(command.step === 1 ? 'next' : 'previous') }));
        return;
      case 'top':
        setControls((c) => ({ ...c, jump: jump('top') }));
        return;
      case 'paging':
        setControls((c) => ({ ...c, paused: command.paused }));
        return;
      case 'qr':
        setControls((c) => ({ ...c, qrShown: command.shown }));
        return;
      case 'view':
        setControls((c) => ({ ...c, view: command.view }));
        return;
      case 'lobby':
        setControls((c) => ({ ...c, lobby: command.shown }));
        return;
      case 'sound':
        setControls((c) => ({ ...c, muted: command.muted }));
        setKept((k) => ({ ...k, muted: command.muted }));
        return;
      case 'test_sound':
        // A test is heard even on a muted screen: the host asked for it.
        setClapMuted(false);
        playClap();
        setClapMuted(keptRef.current.muted);
        return;
      case 'spotlight':
        setControls((c) => ({ ...c, spotlight: command.event_register_id }));
        return;
      case 'spotlight_photo':
        setControls((c) => ({ ...c, photo: command.image }));
        return;
      case 'finale':
        seq.current += 1;
        setControls((c) => ({ ...c, finale: { source: command.source, seq: seq.current } }));
        return;
      case 'finale_end':
        setControls((c) => ({ ...c, finale: null }));
        return;
      case 'pinned':
        setControls((c) => ({ ...c, pinned: command.count }));
        setKept((k) => ({ ...k, pinned: command.count }));
        return;
      default:
    }
  }, []);

  const onMessage = useCallback(
    (message: ScreenSocketMessage) => {
      if (message.type === 'command') obey(message.command);
      if (message.type === 'announcement') setAnnouncement(message.announcement);
      if (message.type === 'announcement_withdrawn') {
        setAnnouncement((shown) => (shown?.id === message.id ? null : shown));
      }
      if (message.type === 'rename') {
        const next = { ...keptRef.current, name: message.name };
        keptRef.current = next;
        setKept(next);
        hello();
      }
    },
    [obey, hello],
  );

  useLiveSocket<ScreenSocketMessage>({ eventId, board: 'screen', onMessage, onOpen: hello, sender });

  /** Voting changed: the board follows it again. */
  const followVoting = useCallback(() => setControls((c) => (c.view ? { ...c, view: null } : c)), []);

  const endSpotlight = useCallback(() => setControls((c) => ({ ...c, spotlight: null })), []);
  const endPhoto = useCallback(() => setControls((c) => ({ ...c, photo: null })), []);
  const endFinale = useCallback(() => setControls((c) => ({ ...c, finale: null })), []);

  const endAnnouncement = useCallback(() => setAnnouncement(null), []);

  return {
    controls,
    screen: kept,
    followVoting,
    endSpotlight,
    endPhoto,
    endFinale,
    announcement,
    endAnnouncement,
  };
}
