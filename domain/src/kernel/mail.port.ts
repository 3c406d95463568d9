/**
 * One e-mail as a use case composes it. The adapter adds the sender (MAIL_FROM) and turns
 * `idempotencyKey` into the Message-ID, so every attempt of a retried job sends the same message.
 */
export interface MailMessage {
  to: readonly string[];
  subject: string;
  /** Plain-text body: every mail client can read it. */
  text: string;
  /** Optional HTML alternative of the same content. */
  html?: string;
  /** Where a reply goes (the visitor who wrote to the team, say). */
  replyTo?: string;
  /**
   * Stable across retries and unique per message, e.g. `inquiries.contact.<id>`: receivers and the
   * local outbox recognise a retried message as the same one.
   */
  idempotencyKey: string;
}

/**
 * Hands mail to a mail server (SMTP) or, without one, to a local outbox. Called from jobs only
 * (never in a request): it throws when the message could not be handed over, so the job is retried
 * with backoff and nothing is lost while the server is down. See docs/jobs.md, "Sending mail".
 */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
