/** The domain's use cases, wired with the unit of work, the repository and the job outbox. */
export const SUBMIT_CONTACT_INQUIRY = Symbol('SUBMIT_CONTACT_INQUIRY');
export const JOIN_EMAIL_LIST = Symbol('JOIN_EMAIL_LIST');
export const SUBMIT_HOOKAH_BOOKING = Symbol('SUBMIT_HOOKAH_BOOKING');
