/**
 * The board's applause: a recording made by scripts/render-applause.mjs
 * (docs/decisions/0035-one-definition-the-boards-applause.md). It sits outside the bundle and is fetched only
 * by the board.
 */
export const APPLAUSE_URL = '/sounds/applause.wav';

let applause: HTMLAudioElement | null = null;
/** Set by the remote (docs/decisions/0080-the-remote.md): a muted board plays no applause. */
let muted = false;

/** Mutes or unmutes the board's applause; a clap already playing stops at once when muted. */
export function setClapMuted(value: boolean): void {
  muted = value;
  try {
    if (value) applause?.pause();
  } catch {
    // No sound is better than a broken screen.
  }
}

export const isClapMuted = (): boolean => muted;

function applauseElement(): HTMLAudioElement | null {
  if (applause) return applause;
  if (typeof Audio === 'undefined') return null;
  applause = new Audio(APPLAUSE_URL);
  applause.preload = 'auto';
  return applause;
}

/** Starts loading the applause, so the first finisher is cheered at once: the board calls it when it opens. */
export function preloadClap(): void {
  try {
    applauseElement();
  } catch {
    // No sound is better than a broken screen.
  }
}

/**
 * A round of applause. Another finisher while it plays starts it again from the top. Browsers may keep
 * audio muted until the page was clicked once; then this stays silent.
 */
export function playClap(): void {
  if (muted) return;
  try {
    const audio = applauseElement();
    if (!audio) return;
    audio.currentTime = 0;
    void audio.play()?.catch(() => {
      // Refused (no click on the page yet) or not loadable: the board goes on silently.
    });
  } catch {
    // No sound is better than a broken screen.
  }
}
