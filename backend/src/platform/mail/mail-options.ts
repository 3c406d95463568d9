import type { MailMessage } from '@nightlife/domain';
import type { SendMailOptions } from 'nodemailer';

/** The domain part of a mailbox (`NIGHTLIFE <no-reply@nightlife.example>` → `nightlife.example`). */
export function mailDomain(mailbox: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * What nodemailer sends for a domain message. The Message-ID is derived from the idempotency key,
 * so every attempt of a retried job sends the same message and receivers can drop duplicates.
 */
export function nodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: [...message.to],
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    messageId: `<${message.idempotencyKey}@${mailDomain(from)}>`,
  };
}
