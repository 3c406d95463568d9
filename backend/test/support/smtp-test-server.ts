import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope recipients. */
  to: string[];
  /** The whole message as received (headers and body). */
  raw: string;
  /** Header values by lowercase name (folded lines joined). */
  headers: Record<string, string>;
  body: string;
  /** The body as written: quoted-printable decoded (long lines come soft-wrapped and escaped). */
  text: string;
}

/** RFC 2045 quoted-printable: soft line breaks joined, =XX escapes turned back into bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

export interface SmtpTestServer {
  port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Waits until a received mail matches; fails after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function parse(raw: string, to: string[]): ReceivedMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = normalized.slice(split + 2);
  const quoted = headers['content-transfer-encoding']?.toLowerCase() === 'quoted-printable';
  return { to, raw: normalized, headers, body, text: quoted ? decodeQuotedPrintable(body) : body };
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, recording every message it
 * accepts. Plain SMTP without authentication, like a local relay. Pass the port of a server
 * that was stopped to bring "the mail server" back on the same address.
 */
export async function startSmtpTestServer(port = 0, received: ReceivedMail[] = []): Promise<SmtpTestServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as { port: number };
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(match);
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`no matching mail within ${timeoutMs} ms (got ${received.length})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
