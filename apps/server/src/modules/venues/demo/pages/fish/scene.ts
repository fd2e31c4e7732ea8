// The fishing scene: fish that swim across (kinds weighted so bigger is rarer), shots that fly to
// the fish they were aimed at, nets, coins and the win that pops up. Drawn every frame on a canvas.
import type { FishType } from '../../games/types.ts';
import { drawCannon, drawCoin, drawFish, drawNet, drawSea } from './draw.ts';
import { fishAt, fishLength, pickWeighted, type Swimmer, spawnWeights } from './model.ts';

export interface Fish extends Swimmer {
  kind: FishType;
  len: number;
  vx: number;
  baseY: number;
  phase: number;
  /** Set once caught: seconds since. */
  caughtAt: number | null;
}

interface Shot {
  fish: Fish;
  fromX: number;
  fromY: number;
  t: number;
  /** Resolved by the server: caught or not (null while waiting). */
  result: { hit: boolean; win: string } | null;
  landed: boolean;
}
interface Effect {
  x: number;
  y: number;
  t: number;
  kind: 'net' | 'net-hit' | 'coin' | 'text' | 'miss';
  text?: string;
  vx?: number;
  vy?: number;
}

const SHOT_SECONDS = 0.22;

export function createScene(canvas: HTMLCanvasElement, theme: string, kinds: readonly FishType[]) {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const weights = spawnWeights(kinds);
  let w = 0;
  let h = 0;
  let scale = 1;
  let clock = 0;
  let uid = 1;
  const fishes: Fish[] = [];
  const shots: Shot[] = [];
  const effects: Effect[] = [];
  const cannon = { angle: 0, kick: 0 };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    w = rect.width;
    h = rect.height;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    scale = Math.max(0.85, Math.min(1.3, Math.min(w, h * 1.4) / 900));
  };
  const target = () => Math.round(Math.max(9, Math.min(16, (w * h) / 45_000)));

  const spawn = (anywhere: boolean) => {
    const kind = kinds[pickWeighted(weights, Math.random())];
    if (!kind) return;
    const len = fishLength(kind.multiplier, scale);
    const dir = Math.random() < 0.5 ? 1 : -1;
    const speed = (70 + Math.random() * 50) * scale * (40 / len) ** 0.4;
    const baseY = 40 + Math.random() * Math.max(40, h - 200);
    const x = anywhere ? Math.random() * w : dir > 0 ? -len : w + len;
    fishes.push({
      uid: uid++,
      kind,
      len,
      x,
      y: baseY,
      baseY,
      vx: dir * speed,
      phase: Math.random() * 6,
      rx: len / 2,
      ry: (len * 0.5) / 2,
      angle: dir > 0 ? 0 : Math.PI,
      caughtAt: null,
    });
  };

  const cannonPos = () => ({ x: w / 2, y: h - 6 });

  function update(dt: number): void {
    clock += dt;
    cannon.kick = Math.max(0, cannon.kick - dt * 6);
    while (fishes.filter((f) => f.caughtAt === null).length < target()) spawn(fishes.length === 0);
    for (const f of fishes) {
      if (f.caughtAt !== null) {
        f.caughtAt += dt;
        continue;
      }
      f.x += f.vx * dt;
      const prevY = f.y;
      f.y = f.baseY + Math.sin(clock * 0.8 + f.phase) * 18 * scale;
      f.angle = Math.atan2(f.y - prevY, f.vx * dt) || (f.vx > 0 ? 0 : Math.PI);
    }
    for (let i = fishes.length - 1; i >= 0; i--) {
      const f = fishes[i] as Fish;
      const gone = f.caughtAt !== null ? f.caughtAt > 1 : f.vx > 0 ? f.x > w + f.len * 2 : f.x < -f.len * 2;
      if (gone && !shots.some((s) => s.fish === f)) fishes.splice(i, 1);
    }
    for (let i = shots.length - 1; i >= 0; i--) {
      const s = shots[i] as Shot;
      s.t += dt;
      if (!s.landed && s.t >= SHOT_SECONDS) {
        s.landed = true;
        effects.push({ x: s.fish.x, y: s.fish.y, t: 0, kind: 'net' });
      }
      if (s.landed && s.result) {
        shots.splice(i, 1);
        if (s.result.hit) catchFish(s.fish, s.result.win);
      }
    }
    for (let i = effects.length - 1; i >= 0; i--) {
      const e = effects[i] as Effect;
      e.t += dt;
      if (e.vx !== undefined && e.vy !== undefined) {
        e.x += e.vx * dt;
        e.y += e.vy * dt;
      }
      if (e.t > (e.kind === 'text' ? 1.6 : e.kind === 'coin' ? 1.1 : 0.6)) effects.splice(i, 1);
    }
  }

  function catchFish(f: Fish, win: string): void {
    f.caughtAt = 0;
    effects.push({ x: f.x, y: f.y, t: 0, kind: 'net-hit' });
    effects.push({ x: f.x, y: f.y - f.ry, t: 0, kind: 'text', text: `+${win}` });
    const { x: cx, y: cy } = cannonPos();
    for (let i = 0; i < Math.min(12, 3 + f.kind.multiplier / 10); i++) {
      effects.push({
        x: f.x + (Math.random() - 0.5) * f.len,
        y: f.y,
        t: -i * 0.04,
        kind: 'coin',
        vx: (cx - f.x) * 0.9,
        vy: (cy - f.y) * 0.9,
      });
    }
  }

  function draw(): void {
    drawSea(ctx, theme, w, h, clock);
    for (const f of fishes) {
      ctx.save();
      ctx.translate(f.x, f.y);
      ctx.rotate(f.angle);
      if (f.angle > Math.PI / 2 || f.angle < -Math.PI / 2) ctx.scale(1, -1);
      if (f.caughtAt !== null) {
        ctx.globalAlpha = Math.max(0, 1 - f.caughtAt);
        ctx.rotate(f.caughtAt * 12);
      }
      drawFish(ctx, f.kind.id, f.len, clock + f.phase);
      ctx.restore();
    }
    const { x: cx, y: cy } = cannonPos();
    for (const s of shots) {
      const p = Math.min(1, s.t / SHOT_SECONDS);
      const x = s.fromX + (s.fish.x - s.fromX) * p;
      const y = s.fromY + (s.fish.y - s.fromY) * p;
      ctx.fillStyle = '#fff6c0';
      ctx.shadowColor = '#ffd35c';
      ctx.shadowBlur = 10;
      ctx.beginPath();
      ctx.arc(x, y, 5 * scale, 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
    }
    for (const e of effects) {
      if (e.t < 0) continue;
      if (e.kind === 'net' || e.kind === 'net-hit')
        drawNet(ctx, e.x, e.y, 46 * scale, e.t / 0.6, e.kind === 'net-hit');
      else if (e.kind === 'coin') drawCoin(ctx, e.x, e.y, 8 * scale, e.t * 12);
      else if (e.kind === 'miss') {
        ctx.strokeStyle = `rgba(220,240,255,${1 - e.t / 0.6})`;
        ctx.beginPath();
        ctx.arc(e.x, e.y, 6 + e.t * 40, 0, Math.PI * 2);
        ctx.stroke();
      } else if (e.kind === 'text' && e.text) {
        ctx.save();
        ctx.globalAlpha = Math.max(0, 1 - e.t / 1.6);
        ctx.font = `900 ${Math.round(28 * scale)}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.lineWidth = 5;
        ctx.strokeStyle = '#5a3000';
        ctx.fillStyle = '#ffe066';
        const y = e.y - e.t * 40;
        ctx.strokeText(e.text, e.x, y);
        ctx.fillText(e.text, e.x, y);
        ctx.restore();
      }
    }
    drawCannon(ctx, cx, cy, cannon.angle, cannon.kick, 34 * scale);
  }

  return {
    resize,
    update,
    draw,
    cannonPos,
    fishAt: (x: number, y: number) =>
      fishAt(
        fishes.filter((f) => f.caughtAt === null),
        x,
        y,
      ),
    aim(angle: number) {
      cannon.angle = angle;
    },
    /** A shot flies to `fish`; the returned function resolves it when the server answers. */
    fire(fish: Fish): (result: { hit: boolean; win: string } | null) => void {
      cannon.kick = 1;
      const { x, y } = cannonPos();
      const shot: Shot = { fish, fromX: x, fromY: y - 30 * scale, t: 0, result: null, landed: false };
      shots.push(shot);
      return (result) => {
        shot.result = result ?? { hit: false, win: '0' };
      };
    },
    miss(x: number, y: number) {
      effects.push({ x, y, t: 0, kind: 'miss' });
    },
  };
}
