// Canvas drawings of the fishing game: each fish kind as a few shapes (body, tail, fin, eye and
// its own marks), the sea of each theme, the cannon, shots, nets and coins. Original art.

type Ctx = CanvasRenderingContext2D;

interface Look {
  body: string;
  belly: string;
  /** Body height as a share of its length. */
  fat: number;
  mark?: 'stripes' | 'spikes' | 'lure' | 'shell' | 'claws' | 'sword' | 'ray' | 'arms' | 'spots' | 'fin';
}

const LOOKS: Record<string, Look> = {
  clownfish: { body: '#ff7a1a', belly: '#ffb36b', fat: 0.5, mark: 'stripes' },
  pufferfish: { body: '#f2d14b', belly: '#fff3b8', fat: 0.85, mark: 'spikes' },
  lanternfish: { body: '#3a4fb8', belly: '#7d8ff0', fat: 0.45, mark: 'lure' },
  'sea-turtle': { body: '#3fa86a', belly: '#a5e3a8', fat: 0.7, mark: 'shell' },
  lobster: { body: '#e2402c', belly: '#ff8a6a', fat: 0.35, mark: 'claws' },
  swordfish: { body: '#8fa6c7', belly: '#e3ecf7', fat: 0.3, mark: 'sword' },
  'manta-ray': { body: '#4b3a78', belly: '#b9a8f0', fat: 0.9, mark: 'ray' },
  octopus: { body: '#d0508f', belly: '#f5a3c9', fat: 0.8, mark: 'arms' },
  'blue-whale': { body: '#3a6fb0', belly: '#b8d6f5', fat: 0.42, mark: 'spots' },
  'golden-shark': { body: '#e8b33a', belly: '#fff0b3', fat: 0.36, mark: 'fin' },
};

export function fishLook(id: string): Look {
  return LOOKS[id] ?? { body: '#6cc', belly: '#bee', fat: 0.5 };
}

/** A fish centred on (0,0), facing right, `len` long; `t` animates the tail. */
export function drawFish(ctx: Ctx, id: string, len: number, t: number): void {
  const look = fishLook(id);
  const rx = len / 2;
  const ry = (len * look.fat) / 2;
  const wag = Math.sin(t * 10) * ry * 0.35;
  ctx.lineWidth = Math.max(1.5, len / 40);
  ctx.strokeStyle = 'rgba(0,0,0,.45)';
  if (look.mark === 'ray') {
    ctx.fillStyle = look.body;
    ctx.beginPath();
    ctx.moveTo(rx, 0);
    ctx.quadraticCurveTo(0, -ry * 2.2 - wag, -rx * 0.6, 0);
    ctx.quadraticCurveTo(0, ry * 2.2 + wag, rx, 0);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-rx * 0.6, 0);
    ctx.lineTo(-rx * 1.5, wag * 0.5);
    ctx.stroke();
  } else {
    // Tail
    ctx.fillStyle = look.body;
    ctx.beginPath();
    ctx.moveTo(-rx * 0.8, 0);
    ctx.lineTo(-rx * 1.35, -ry * 0.9 + wag);
    ctx.lineTo(-rx * 1.2, wag * 0.3);
    ctx.lineTo(-rx * 1.35, ry * 0.9 + wag);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    if (look.mark === 'arms') drawArms(ctx, rx, ry, t, look.body);
    // Body with a belly gradient
    const g = ctx.createLinearGradient(0, -ry, 0, ry);
    g.addColorStop(0, look.body);
    g.addColorStop(1, look.belly);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  drawMark(ctx, look, rx, ry, t);
  // Eye
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(rx * 0.55, -ry * 0.2, Math.max(2, len / 18), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(rx * 0.58, -ry * 0.2, Math.max(1, len / 32), 0, Math.PI * 2);
  ctx.fill();
}

function drawArms(ctx: Ctx, rx: number, ry: number, t: number, colour: string): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = ry * 0.22;
  ctx.lineCap = 'round';
  for (let i = 0; i < 6; i++) {
    const y = -ry * 0.6 + (i * ry * 1.2) / 5;
    ctx.beginPath();
    ctx.moveTo(-rx * 0.3, y);
    ctx.quadraticCurveTo(-rx * 1.1, y + Math.sin(t * 4 + i) * ry * 0.5, -rx * 1.6, y * 1.4);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(0,0,0,.45)';
  ctx.lineWidth = Math.max(1.5, rx / 20);
}

function drawMark(ctx: Ctx, look: Look, rx: number, ry: number, t: number): void {
  ctx.save();
  switch (look.mark) {
    case 'stripes':
      ctx.fillStyle = '#fff';
      for (const x of [0.35, -0.2]) {
        ctx.beginPath();
        ctx.ellipse(rx * x, 0, rx * 0.09, ry * 0.85, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'spikes':
      ctx.fillStyle = '#b8912a';
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * rx, Math.sin(a) * ry);
        ctx.lineTo(Math.cos(a) * rx * 1.22, Math.sin(a) * ry * 1.22);
        ctx.lineTo(Math.cos(a + 0.15) * rx, Math.sin(a + 0.15) * ry);
        ctx.fill();
      }
      break;
    case 'lure': {
      ctx.strokeStyle = '#9fb0ff';
      ctx.beginPath();
      ctx.moveTo(rx * 0.5, -ry);
      ctx.quadraticCurveTo(rx * 1.1, -ry * 2.2, rx * 1.3, -ry * 1.2);
      ctx.stroke();
      const glow = 0.6 + Math.sin(t * 5) * 0.4;
      ctx.fillStyle = `rgba(255,255,160,${glow})`;
      ctx.shadowColor = '#ffffa0';
      ctx.shadowBlur = 12;
      ctx.beginPath();
      ctx.arc(rx * 1.3, -ry * 1.2, Math.max(3, ry * 0.3), 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'shell':
      ctx.fillStyle = '#2c6b45';
      ctx.beginPath();
      ctx.ellipse(-rx * 0.05, -ry * 0.1, rx * 0.7, ry * 0.75, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#a5e3a8';
      ctx.beginPath();
      ctx.ellipse(-rx * 0.05, -ry * 0.1, rx * 0.35, ry * 0.38, 0, 0, Math.PI * 2);
      ctx.stroke();
      break;
    case 'claws':
      ctx.fillStyle = '#c7301f';
      for (const s of [-1, 1]) {
        ctx.beginPath();
        ctx.ellipse(rx * 1.15, s * ry * 1.1, rx * 0.3, ry * 0.55, s * 0.5, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
      break;
    case 'sword':
      ctx.fillStyle = '#d5dfea';
      ctx.beginPath();
      ctx.moveTo(rx * 0.9, -ry * 0.15);
      ctx.lineTo(rx * 1.9, 0);
      ctx.lineTo(rx * 0.9, ry * 0.15);
      ctx.fill();
      ctx.fillStyle = '#5f7aa0';
      ctx.beginPath();
      ctx.moveTo(-rx * 0.1, -ry);
      ctx.lineTo(rx * 0.2, -ry * 2.4);
      ctx.lineTo(rx * 0.4, -ry * 0.9);
      ctx.fill();
      break;
    case 'spots':
      ctx.fillStyle = 'rgba(255,255,255,.35)';
      for (let i = 0; i < 7; i++) {
        ctx.beginPath();
        ctx.arc(-rx * 0.5 + i * rx * 0.16, -ry * 0.45 + (i % 2) * ry * 0.2, ry * 0.07, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'fin':
      ctx.fillStyle = '#c98f1c';
      ctx.beginPath();
      ctx.moveTo(-rx * 0.2, -ry * 0.9);
      ctx.lineTo(rx * 0.05, -ry * 2.1);
      ctx.lineTo(rx * 0.3, -ry * 0.85);
      ctx.fill();
      ctx.shadowColor = '#ffe08a';
      ctx.shadowBlur = 18;
      ctx.strokeStyle = 'rgba(255,240,180,.8)';
      ctx.beginPath();
      ctx.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
      ctx.stroke();
      break;
    default:
      break;
  }
  ctx.restore();
}

const SEAS: Record<string, [string, string, string]> = {
  'fish-deep': ['#052a4a', '#021124', 'rgba(120,200,255,.07)'],
  'fish-coral': ['#0a8fa0', '#064a63', 'rgba(255,255,255,.1)'],
  'fish-whale': ['#1a2a6b', '#070b26', 'rgba(190,160,255,.08)'],
};

/** The sea: a gradient, slanting light rays, and coral or rocks along the floor. */
export function drawSea(ctx: Ctx, theme: string, w: number, h: number, t: number): void {
  const [top, bottom, ray] = SEAS[theme] ?? SEAS['fish-deep']!;
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = ray;
  for (let i = 0; i < 5; i++) {
    const x = ((i * w) / 4 + Math.sin(t * 0.3 + i) * 30) % (w + 200);
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 80, 0);
    ctx.lineTo(x - 60, h);
    ctx.lineTo(x - 160, h);
    ctx.fill();
  }
  const floor =
    theme === 'fish-coral' ? ['#ff7f6e', '#ffb86b', '#f062a8'] : ['#0d3b4f', '#123a5e', '#1b2d4a'];
  for (let i = 0; i < 9; i++) {
    const x = (i / 8) * w;
    ctx.fillStyle = floor[i % 3] ?? '#333';
    ctx.beginPath();
    ctx.moveTo(x - 40, h);
    ctx.quadraticCurveTo(x - 10, h - 40 - (i % 3) * 18, x, h - 55 - (i % 2) * 25);
    ctx.quadraticCurveTo(x + 12, h - 30, x + 40, h);
    ctx.fill();
  }
}

/** The cannon at (x, y) turned by `angle` from straight up; `kick` (0–1) after a shot. */
export function drawCannon(ctx: Ctx, x: number, y: number, angle: number, kick: number, size: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = '#2b3350';
  ctx.strokeStyle = '#ffd35c';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(0, 0, size * 0.9, Math.PI, 0);
  ctx.fill();
  ctx.stroke();
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(-size * 0.3, 0, size * 0.3, 0);
  g.addColorStop(0, '#c9a24a');
  g.addColorStop(0.5, '#fff1b8');
  g.addColorStop(1, '#a07a2a');
  ctx.fillStyle = g;
  ctx.fillRect(-size * 0.28, -size * 1.5 + kick * 8, size * 0.56, size * 1.3);
  ctx.strokeRect(-size * 0.28, -size * 1.5 + kick * 8, size * 0.56, size * 1.3);
  ctx.fillStyle = '#ffd35c';
  ctx.beginPath();
  ctx.arc(0, 0, size * 0.45, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A net opening at (x, y): `p` from 0 to 1. */
export function drawNet(ctx: Ctx, x: number, y: number, r: number, p: number, caught: boolean): void {
  ctx.save();
  ctx.globalAlpha = 1 - p * 0.8;
  ctx.strokeStyle = caught ? '#ffe27a' : '#d8f3ff';
  ctx.lineWidth = 2;
  const rr = r * (0.4 + p * 0.6);
  ctx.beginPath();
  ctx.arc(x, y, rr, 0, Math.PI * 2);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.stroke();
  ctx.restore();
}

export function drawCoin(ctx: Ctx, x: number, y: number, r: number, spin: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(Math.max(0.15, Math.abs(Math.cos(spin))), 1);
  ctx.fillStyle = '#ffd23f';
  ctx.strokeStyle = '#b8860b';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
