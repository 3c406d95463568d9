import type { MailMessage, MailSender } from '../kernel/mail.port.js';

/** Records sent mail; `failNext` makes the next sends throw, as a mail server that is down would. */
export class RecordingMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  private failures = 0;

  failNext(times = 1): void {
    this.failures = times;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('mail server unavailable');
    }
    this.sent.push(message);
  }
}
