import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, MailSender } from '@nightlife/domain';
import nodemailer from 'nodemailer';
import { nodemailerMessage } from './mail-options';

/**
 * Without SMTP_URL (the embedded default, `npm start`), mail is written to a folder as one
 * `.eml` file per message: the complete message as a mail server would receive it, readable
 * with `cat` or any mail client. The file is named after the idempotency key, so a retried job
 * rewrites the same file instead of adding a copy.
 */
export class LocalOutboxMailSender implements MailSender {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly directory: string,
    private readonly from: string,
  ) {}

  /** The file a message with this idempotency key is written to. */
  fileFor(idempotencyKey: string): string {
    return path.join(this.directory, `${idempotencyKey.replace(/[^a-zA-Z0-9._-]/g, '_')}.eml`);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(nodemailerMessage(this.from, message));
    const file = this.fileFor(message.idempotencyKey);
    await mkdir(this.directory, { recursive: true });
    // Written whole, then renamed: a reader never sees half a message.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
  }
}
