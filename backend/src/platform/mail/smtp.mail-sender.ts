import type { OnModuleDestroy } from '@nestjs/common';
import type { MailMessage, MailSender } from '@nightlife/domain';
import nodemailer from 'nodemailer';
import { nodemailerMessage } from './mail-options';

/** Milliseconds a mail server may take before the attempt fails (and the job retries later). */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/**
 * Connections kept open to the mail server and shared by every job of the process: a message goes
 * over an open connection instead of a new TCP and SMTP handshake each (a batch of reminders
 * sends its messages side by side over them).
 */
export const SMTP_POOL = { maxConnections: 8, maxMessages: 1_000 } as const;

function createSmtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    pool: true,
    ...SMTP_POOL,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
}

/**
 * Sends through the mail server at SMTP_URL (`smtp://user:pass@host:587`, `smtps://...:465`;
 * nodemailer reads host, port, TLS and credentials from the URL). A refused or unreachable server
 * throws, so the calling job is retried with backoff.
 */
export class SmtpMailSender implements MailSender, OnModuleDestroy {
  private readonly transport: ReturnType<typeof createSmtpTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createSmtpTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(nodemailerMessage(this.from, message));
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
