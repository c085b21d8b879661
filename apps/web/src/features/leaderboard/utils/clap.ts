type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

/**
 * A short round of applause made on the spot with the Web Audio API (no audio file): a few claps, each a
 * burst of white noise through a band-pass filter with a sharp attack and a fast decay.
 * Browsers may keep audio muted until the page was clicked once; then this stays silent.
 */
export function playClap(claps = 6): void {
  const Ctx = audioContextClass();
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    const ctx = context;
    void ctx.resume?.();
    const length = Math.floor(ctx.sampleRate * 0.2);
    const noise = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;

    const start = ctx.currentTime + 0.02;
    for (let c = 0; c < claps; c++) {
      const at = start + c * 0.17 + Math.random() * 0.04;
      // A hand clap is a few reflections a hundredth of a second apart, then a short tail.
      for (let burst = 0; burst < 3; burst++) {
        const t = at + burst * 0.011;
        const tail = burst === 2 ? 0.14 : 0.018;
        const source = ctx.createBufferSource();
        source.buffer = noise;
        const filter = ctx.createBiquadFilter();
        filter.type = 'bandpass';
        filter.frequency.value = 1100 + Math.random() * 500;
        filter.Q.value = 0.9;
        const gain = ctx.createGain();
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(0.8, t + 0.002);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + tail);
        source.connect(filter).connect(gain).connect(ctx.destination);
        source.start(t);
        source.stop(t + tail + 0.02);
      }
    }
  } catch {
    // No sound is better than a broken screen.
  }
}
