// Little synthesised sounds (Web Audio, no files). Off until the member's first tap creates the
// audio context, as browsers require; the top bar's toggle mutes them.

export type Cue = 'click' | 'spin' | 'stop' | 'win' | 'big' | 'dice' | 'card' | 'shot' | 'coin' | 'tick';

const CUES: Record<Cue, { freq: number[]; ms: number; type: OscillatorType; gain: number }> = {
  click: { freq: [660], ms: 40, type: 'square', gain: 0.04 },
  spin: { freq: [220, 260], ms: 90, type: 'sawtooth', gain: 0.03 },
  stop: { freq: [180], ms: 60, type: 'triangle', gain: 0.08 },
  win: { freq: [523, 659, 784], ms: 110, type: 'triangle', gain: 0.08 },
  big: { freq: [523, 659, 784, 1046, 1318], ms: 120, type: 'triangle', gain: 0.09 },
  dice: { freq: [300, 240, 320], ms: 50, type: 'square', gain: 0.04 },
  card: { freq: [900], ms: 35, type: 'triangle', gain: 0.06 },
  shot: { freq: [420, 160], ms: 60, type: 'sawtooth', gain: 0.04 },
  coin: { freq: [988, 1318], ms: 80, type: 'square', gain: 0.04 },
  tick: { freq: [1200], ms: 25, type: 'sine', gain: 0.04 },
};

export interface Sound {
  play(cue: Cue): void;
  get on(): boolean;
  toggle(): boolean;
}

export function createSound(): Sound {
  let ctx: AudioContext | null = null;
  let on = true;
  return {
    play(cue) {
      if (!on) return;
      try {
        ctx ??= new AudioContext();
        const spec = CUES[cue];
        let at = ctx.currentTime;
        for (const freq of spec.freq) {
          const osc = ctx.createOscillator();
          const gain = ctx.createGain();
          osc.type = spec.type;
          osc.frequency.value = freq;
          gain.gain.setValueAtTime(spec.gain, at);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + spec.ms / 1000);
          osc.connect(gain).connect(ctx.destination);
          osc.start(at);
          osc.stop(at + spec.ms / 1000);
          at += spec.ms / 1000;
        }
      } catch {
        on = false;
      }
    },
    get on() {
      return on;
    },
    toggle() {
      on = !on;
      return on;
    },
  };
}
