// Sounds are synthesized with WebAudio so the landing ships no audio files.
// Every failure is only logged (spec 1 §2): console.warn, not console.error, because the
// shell records console.error calls as app errors and would open the report dialog.

type AudioContextCtor = new () => AudioContext;

function createContext(): AudioContext | null {
  const Ctor: AudioContextCtor | undefined =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) {
    console.warn('[landing] WebAudio is not available; playing without sound');
    return null;
  }
  return new Ctor();
}

function closeLater(ctx: AudioContext, afterMs: number): void {
  setTimeout(() => {
    ctx.close().catch((error: unknown) => console.warn('[landing] could not close audio', error));
  }, afterMs);
}

function kick(ctx: AudioContext, at: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.setValueAtTime(150, at);
  osc.frequency.exponentialRampToValueAtTime(40, at + 0.18);
  gain.gain.setValueAtTime(0.9, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + 0.25);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + 0.26);
}

function hat(ctx: AudioContext, at: number): void {
  const length = Math.floor(ctx.sampleRate * 0.05);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i += 1) data[i] = Math.random() * 2 - 1;
  const noise = ctx.createBufferSource();
  noise.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'highpass';
  filter.frequency.value = 7000;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.25, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + 0.05);
  noise.connect(filter).connect(gain).connect(ctx.destination);
  noise.start(at);
}

function bass(ctx: AudioContext, at: number, frequency: number, duration: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sawtooth';
  osc.frequency.value = frequency;
  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 600;
  gain.gain.setValueAtTime(0.18, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + duration);
  osc.connect(filter).connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + duration);
}

/** The ~2 s rising sweep attempted while the landing loads. Browsers usually block it
 * until the visitor interacts, which is expected and only logged. */
export function playLoadSound(): void {
  try {
    const ctx = createContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') {
      console.warn('[landing] load sound blocked until the visitor interacts');
      void ctx.close();
      return;
    }
    const now = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(110, now);
    osc.frequency.exponentialRampToValueAtTime(880, now + 2);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.12, now + 0.4);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now);
    osc.stop(now + 2);
    closeLater(ctx, 2200);
  } catch (error) {
    console.warn('[landing] load sound failed', error);
  }
}

/** A ~4 s four-on-the-floor beat (128 BPM) played when the visitor enters. It outlives the
 * landing page on purpose: navigation happens at 3.5 s and the last bar rings out. */
export function playEnterBeat(): void {
  try {
    const ctx = createContext();
    if (!ctx) return;
    ctx.resume().catch((error: unknown) => console.warn('[landing] audio resume failed', error));
    const start = ctx.currentTime + 0.05;
    const beat = 60 / 128;
    const notes = [55, 55, 65.41, 73.42];
    for (let i = 0; i < 8; i += 1) {
      const at = start + i * beat;
      kick(ctx, at);
      hat(ctx, at + beat / 2);
      bass(ctx, at + beat / 2, notes[i % notes.length] ?? 55, beat / 2);
    }
    closeLater(ctx, 4200);
  } catch (error) {
    console.warn('[landing] beat failed', error);
  }
}
