/** The domain's use cases, wired with the unit of work, the repositories and the job outbox. */
export const SEND_ANNOUNCEMENT = Symbol('SEND_ANNOUNCEMENT');
export const MARK_NOTIFICATION_READ = Symbol('MARK_NOTIFICATION_READ');
