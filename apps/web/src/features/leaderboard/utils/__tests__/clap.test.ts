import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Stands in for HTMLAudioElement: jsdom cannot play sound. */
class FakeAudio {
  static made: FakeAudio[] = [];
  static refuse = false;
  preload = '';
  currentTime = 0;
  plays = 0;
  pauses = 0;
  pause(): void {
    this.pauses += 1;
  }
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
  play(): Promise<void> {
    this.plays += 1;
    return FakeAudio.refuse
      ? Promise.reject(new DOMException('play() needs a click first', 'NotAllowedError'))
      : Promise.resolve();
  }
}

async function freshClap() {
  vi.resetModules();
  return import('../clap');
}

beforeEach(() => {
  FakeAudio.made = [];
  FakeAudio.refuse = false;
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the board applause', () => {
  it('fetches nothing until the board preloads it, then loads the recording once', async () => {
    const { APPLAUSE_URL, playClap, preloadClap } = await freshClap();
    expect(FakeAudio.made).toHaveLength(0);

    preloadClap();
    expect(FakeAudio.made).toHaveLength(1);
    expect(FakeAudio.made[0]).toMatchObject({ src: APPLAUSE_URL, preload: 'auto', plays: 0 });

    playClap();
    preloadClap();
    expect(FakeAudio.made).toHaveLength(1);
    expect(FakeAudio.made[0]?.plays).toBe(1);
  });

  it('starts again from the top for the next finisher', async () => {
    const { playClap } = await freshClap();
    playClap();
    const audio = FakeAudio.made[0] as FakeAudio;
    audio.currentTime = 1.2;
    playClap();
    expect(audio.currentTime).toBe(0);
    expect(audio.plays).toBe(2);
  });

  it('stays silent, without an error, while the browser refuses to play before a click', async () => {
    FakeAudio.refuse = true;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { playClap } = await freshClap();
    expect(() => playClap()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(FakeAudio.made[0]?.plays).toBe(1);
  });

  it('stays silent while the remote muted the board, and stops a clap that plays (docs/decisions/0080-the-remote.md)', async () => {
    const { playClap, setClapMuted } = await freshClap();
    playClap();
    expect(FakeAudio.made[0]?.plays).toBe(1);
    setClapMuted(true);
    expect(FakeAudio.made[0]?.pauses).toBe(1);
    playClap();
    expect(FakeAudio.made[0]?.plays).toBe(1);
    setClapMuted(false);
    playClap();
    expect(FakeAudio.made[0]?.plays).toBe(2);
  });

  it('does nothing where there is no audio element', async () => {
    vi.stubGlobal('Audio', undefined);
    const { playClap, preloadClap } = await freshClap();
    expect(() => {
      preloadClap();
      playClap();
    }).not.toThrow();
  });

  it('is a short mono WAV under 100 KB in the public folder', async () => {
    const { APPLAUSE_URL } = await freshClap();
    const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../public');
    const wav = readFileSync(path.join(publicDir, APPLAUSE_URL));
    expect(wav.length).toBeLessThan(100 * 1024);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(3);
  });
});
