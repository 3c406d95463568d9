/** The domain's MailSender: SMTP when SMTP_URL is set, else the local outbox (.eml files). */
export const MAIL_SENDER = Symbol('MAIL_SENDER');
