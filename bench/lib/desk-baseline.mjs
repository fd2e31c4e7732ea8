// The baseline of bench/desk-delivery.mjs: a bare Node HTTP server doing the least a long-poll chat
// relay can do, on the same pinned core as the server it stands for. POST /send?c=<id> appends a
// message to conversation c in memory and answers; GET /poll?c=<id>&after=<n>&waitMs=<ms> answers
// at once with what follows `after`, else parks until the next send to c or the wait ends. It also
// accepts WebSockets on /api/ws (held open, pings ignored), so the same member processes connect.
// No database, no session, no validation: the floor of the delivery path on this machine now.
//   node bench/lib/desk-baseline.mjs <port>
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const conversations = new Map(); // id -> { messages: [], waiters: Set<() => void> }
const of = (id) => {
  let c = conversations.get(id);
  if (!c) {
    c = { messages: [], waiters: new Set() };
    conversations.set(id, c);
  }
  return c;
};
const answer = (res, data) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: true, data }));
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const c = of(url.searchParams.get('c') ?? '');
  if (url.pathname === '/api/health') return answer(res, { ok: true });
  if (req.method === 'POST' && url.pathname === '/send') {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      const text = JSON.parse(body || '{}').text ?? '';
      const message = {
        seq: c.messages.length + 1,
        author: 'member',
        text,
        createdAt: new Date().toISOString(),
      };
      c.messages.push(message);
      const waiters = [...c.waiters];
      c.waiters.clear();
      for (const wake of waiters) wake();
      answer(res, message);
    });
    return;
  }
  if (url.pathname === '/poll') {
    const after = Number(url.searchParams.get('after') ?? 0);
    const waitMs = Number(url.searchParams.get('waitMs') ?? 0);
    const reply = () => answer(res, { messages: c.messages.slice(after), typing: false });
    if (c.messages.length > after || waitMs === 0) return reply();
    const timer = setTimeout(wake, waitMs);
    function wake() {
      clearTimeout(timer);
      c.waiters.delete(wake);
      reply();
    }
    c.waiters.add(wake);
    return;
  }
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ server, path: '/api/ws' });
wss.on('connection', (ws) => ws.on('message', () => undefined));
server.listen(port, '127.0.0.1');
