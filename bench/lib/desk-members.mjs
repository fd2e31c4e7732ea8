// A worker process of bench/desk-delivery.mjs: the members of the open conversations, each as the
// product's member chat holds it (apps/web/src/features/service-desk/hooks/use-desk-chat.ts): one
// authenticated WebSocket (pinged every 20 s) and a long poll after the last seq held (waitMs 8 000,
// the web client's DESK_WAIT_MS), re-issued as soon as it answers. `mode` "bare" talks to the
// baseline server (bench/lib/desk-baseline.mjs) with the same pattern. Reports to the parent over
// IPC: {type:'ready', open, polling} once every socket is ready and every poll issued; told
// {type:'report'}: {type:'report', polls, pushes, closed, errors}. Loopback only.
import WebSocket from 'ws';

const [base, mode] = process.argv.slice(2);
if (!base?.startsWith('http://127.0.0.1:'))
  throw new Error('usage: desk-members.mjs http://127.0.0.1:<port> ours|bare');
const WAIT_MS = 8000;
const headers = (token) => ({ site_code: 'hgtyc', d: '25', lang: 'zh-CN', device_no: 'bench', t: token });

let polls = 0;
let pushes = 0;
let closed = 0;
let errors = 0;
let running = true;
const sockets = [];

function openSocket(member) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/ws?site_code=hgtyc`, {
      perMessageDeflate: false,
    });
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        resolve();
      }
    };
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'auth', token: member.token }));
      if (mode === 'bare') finish();
    });
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text.includes('"ready"')) finish();
      else if (text.includes('"desk"')) pushes += 1;
    });
    ws.on('error', () => finish());
    ws.on('close', () => {
      closed += 1;
      finish();
    });
    const ping = setInterval(() => {
      if (ws.readyState === ws.OPEN) ws.send('{"type":"ping"}');
    }, 20_000);
    ping.unref();
    sockets.push(ws);
  });
}

async function pollLoop(member) {
  let last = 0;
  while (running) {
    const url =
      mode === 'bare'
        ? `${base}/poll?c=${member.id}&after=${last}&waitMs=${WAIT_MS}`
        : `${base}/api/findmed/v1/service/messages?id=${member.id}&after=${last}&waitMs=${last === 0 ? 0 : WAIT_MS}`;
    try {
      const res = await fetch(url, { headers: headers(member.token) });
      const body = await res.json();
      const list = body.data?.messages ?? [];
      for (const m of list) if (m.seq === last + 1) last = m.seq;
      polls += 1;
    } catch {
      errors += 1;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

process.once('message', async (msg) => {
  const members = msg.members;
  // Open in small batches so the server's accept queue is not the thing measured.
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(members.slice(i, i + 50).map(openSocket));
  }
  for (const m of members) void pollLoop(m);
  const open = sockets.filter((s) => s.readyState === s.OPEN).length;
  process.send?.({ type: 'ready', open, polling: members.length });
  process.on('message', (m) => {
    if (m?.type === 'report') process.send?.({ type: 'report', polls, pushes, closed, errors });
    else if (m?.type === 'exit') {
      running = false;
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
});
