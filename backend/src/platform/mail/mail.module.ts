import { Logger, Module } from '@nestjs/common';
import type { MailSender } from '@nightlife/domain';
import { AppConfig } from '../config/app-config';
import { LocalOutboxMailSender } from './local-outbox.mail-sender';
import { MAIL_SENDER } from './mail.tokens';
import { SmtpMailSender } from './smtp.mail-sender';

/**
 * The mail platform: provides MAIL_SENDER, the domain's MailSender port. Import it in the jobs
 * module of a context that sends mail; send only from job handlers (docs/jobs.md, "Sending mail").
 */
@Module({
  providers: [
    {
      provide: MAIL_SENDER,
      inject: [AppConfig],
      useFactory: (config: AppConfig): MailSender => {
        if (config.smtpUrl) return new SmtpMailSender(config.smtpUrl, config.mailFrom);
        if (config.nodeEnv === 'production') {
          new Logger('MailModule').warn(
            `SMTP_URL is not set: mail is written to ${config.mailOutboxDir} instead of being sent.`,
          );
        }
        return new LocalOutboxMailSender(config.mailOutboxDir, config.mailFrom);
      },
    },
  ],
  exports: [MAIL_SENDER],
})
export class MailModule {}
