// A worker process of the fan-out benches (bench/odds-fanout.mjs, bench/live-broadcast.mjs): opens
// `count` WebSockets to `url`, subscribes each to `topic` (default `odds`), and records for every
// message the delay from the server's time stamp (`data.at`) to its arrival. Reports to the parent over IPC:
// {type:'ready', open} once every socket is subscribed, then, when told {type:'report'},
// {type:'report', latencies, messages, bytes, closed}. Loopback only.
import WebSocket from 'ws';

const [url, countText, topic = 'odds'] = process.argv.slice(2);
const count = Number(countText);
if (!url?.startsWith('ws://127.0.0.1:') || !(count > 0))
  throw new Error('usage: ws-clients.mjs ws://127.0.0.1:<port>/… <count>');

let counting = false;
let latencies = [];
let messages = 0;
let bytes = 0;
let closed = 0;
let open = 0;
const sockets = [];

function onMessage(raw) {
  if (!counting) return;
  // Read only the tick time, the first field of `data`: the client's work stays small, so what is
  // measured is the server's fan-out, not these processes parsing 5 000 copies of a large message.
  // A live-table snapshot is small and carries `at` last: its tail is read instead.
  const text = topic === 'odds' ? raw.subarray(0, 64).toString() : raw.subarray(-40).toString();
  const m = /"at":(\d+)/.exec(text);
  if (!m) return;
  latencies.push(Date.now() - Number(m[1]));
  messages += 1;
  bytes += raw.length;
}

async function openOne() {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
      open += 1;
      resolve();
    });
    ws.on('message', onMessage);
    ws.on('error', () => resolve());
    ws.on('close', () => {
      closed += 1;
    });
    // Keep the socket alive past the server's idle window.
    const ping = setInterval(() => {
      if (ws.readyState === ws.OPEN) ws.send('{"type":"ping"}');
    }, 20_000);
    ping.unref();
    sockets.push(ws);
  });
}

// Open in small batches so the server's accept queue is not the thing measured.
for (let i = 0; i < count; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - i) }, openOne));
}
process.send?.({ type: 'ready', open });

process.on('message', (msg) => {
  if (msg?.type === 'start') {
    latencies = [];
    messages = 0;
    bytes = 0;
    counting = true;
  } else if (msg?.type === 'report') {
    counting = false;
    process.send?.({ type: 'report', latencies, messages, bytes, closed });
  } else if (msg?.type === 'exit') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
