// The baseline of the odds fan-out bench (bench/odds-fanout.mjs): a bare `ws` server with nothing
// else in the process — no Fastify, no database, no sessions — that sends every subscribed socket
// one message per tick, serialised once per tick, of the same size as a real odds message captured
// from our server in the same run. What a Node process on one core can do at best for this
// fan-out; our server is measured against it.
//
//   node bench/lib/ws-baseline.mjs <port> <tickMs> <sample.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const [portText, tickText, sampleFile] = process.argv.slice(2);
const sample = JSON.parse(readFileSync(sampleFile, 'utf8'));
const subscribers = new Set();
// GET /api/health answers 200, so HAProxy's check (deploy/haproxy.cfg) puts it in rotation when
// bench/cluster-fanout.mjs runs three of these behind the balancer.
const http = createServer((req, res) => {
  res.writeHead(req.url === '/api/health' ? 200 : 426).end();
});
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    const text = raw.toString();
    if (text.includes('"subscribe"')) subscribers.add(ws);
  });
  ws.on('close', () => subscribers.delete(ws));
});
setInterval(() => {
  // A live-table snapshot (bench/live-broadcast.mjs) keeps its shape with a fresh `at`.
  const message = JSON.stringify(
    sample.roundId !== undefined
      ? { type: 'live', data: { ...sample, at: Date.now() } }
      : { type: 'odds', data: { at: Date.now(), markets: sample.markets, matches: sample.matches } },
  );
  for (const ws of subscribers) ws.send(message);
}, Number(tickText));
http.listen(Number(portText), '127.0.0.1', () => process.send?.({ type: 'listening' }));
