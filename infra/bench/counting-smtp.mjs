// A real SMTP server (the `smtp-server` package) that counts every message it accepts by
// Message-ID, with the time of each: the mail benchmarks (announcements.mjs, reminders.mjs) read
// duplicates, misses and rates from it.
import { SMTPServer } from 'smtp-server';

export async function startCountingSmtp() {
  const received = new Map();
  const times = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4000) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? 'none';
        received.set(id, (received.get(id) ?? 0) + 1);
        times.push(performance.now());
        callback();
      });
    },
  });
  // A SIGKILLed worker resets its open connections: expected in these runs, not a server failure.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') console.error(`smtp server: ${error.message}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** Message-ID → times received. */
    received,
    /** performance.now() of every message received. */
    times,
    reset() {
      received.clear();
      times.length = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
