// A flooding client in a thread of its own (realtime-abuse.test.ts), so that the cost of writing
// 10 000 frames lands on this thread and not on the server's event loop the test measures.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, token, pings } = workerData;
const socket = new WebSocket(url);
let answers = 0;
socket.on('message', (raw) => {
  answers += 1;
  if (JSON.parse(raw.toString()).type === 'ready') parentPort.postMessage({ type: 'ready' });
});
socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
socket.on('close', (code) => parentPort.postMessage({ type: 'closed', code, answers }));
parentPort.on('message', () => {
  // All at once, as a script would: the server reads them in a few chunks.
  for (let i = 0; i < pings; i += 1) socket.send(JSON.stringify({ type: 'ping' }));
});
