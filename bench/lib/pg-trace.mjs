// The statements a server sends to Postgres, seen on the wire: a loopback TCP proxy that reads the
// frontend messages (simple Query, Parse, and Bind of an already prepared named statement) and
// keeps them in order. Used by `bench/bet-placement.mjs --statements` to list what one request
// sends, the list its pgbench script must repeat (the same as log_statement=all shows).
import { connect, createServer } from 'node:net';

/** Starts the proxy in front of `url`; returns { url (through the proxy), take(), close() }. */
export async function tracePostgres(url) {
  const target = new URL(url);
  const seen = [];
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false;
    let parsed; // the name of the statement just parsed: its first Bind is no new statement
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          buffer = buffer.subarray(len); // the startup message has no type byte
          started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0]);
        const len = buffer.readInt32BE(1);
        if (buffer.length < 1 + len) break;
        const body = buffer.subarray(5, 1 + len);
        const cstrings = body.toString('utf8').split('\0');
        if (type === 'Q') seen.push(cstrings[0]);
        else if (type === 'P') {
          seen.push(cstrings[0] ? `${cstrings[1]} (prepared as ${cstrings[0]})` : cstrings[1]);
          parsed = cstrings[0];
        } else if (type === 'B') {
          if (cstrings[1] !== '' && cstrings[1] !== parsed) seen.push(`(execute prepared ${cstrings[1]})`);
          parsed = undefined;
        }
        buffer = buffer.subarray(1 + len);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(server.address().port);
  return {
    url: proxied.toString(),
    /** The statements seen since the last call, whitespace folded. */
    take: () => seen.splice(0).map((s) => s.replace(/\s+/g, ' ').trim()),
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(r);
      }),
  };
}
