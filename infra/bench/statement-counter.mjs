// A TCP proxy in front of PostgreSQL that counts the statements its clients run, by reading
// the frontend side of the wire protocol: one simple-protocol `Query` ('Q') or one
// extended-protocol `Execute` ('E') per statement. It sees exactly what the app sends (its ORM,
// session store and all), needs no server extension (pg_stat_statements is rarely preloaded)
// and no access to the server's log.
import net from 'node:net';

// Startup-phase requests that are answered before the real startup message follows.
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const STATEMENT_MESSAGES = new Set([0x51 /* Q */, 0x45 /* E */]);

/** Parses one client's byte stream; `onStatement` is called once per statement sent. */
export function createFrontendParser(onStatement) {
  let buffered = Buffer.alloc(0);
  // Until the startup message, messages have no type byte: Int32 length, Int32 code, ...
  let startup = true;
  return (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      if (startup) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        startup = code === SSL_REQUEST || code === GSSENC_REQUEST;
        buffered = buffered.subarray(length);
      } else {
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) return;
        if (STATEMENT_MESSAGES.has(buffered[0])) onStatement();
        buffered = buffered.subarray(1 + length);
      }
    }
  };
}

/**
 * Listens on 127.0.0.1 (a free port) and forwards every connection to `target` ({host, port}).
 * `statements` is the running total over all connections.
 */
export async function startStatementCounter(target) {
  const sockets = new Set();
  const counter = { statements: 0, port: 0, close };
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    const parse = createFrontendParser(() => counter.statements++);
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const teardown = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', teardown);
      socket.on('close', teardown);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  counter.port = server.address().port;

  function close() {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }
  return counter;
}
