import type { ContactInquiry } from './contact-inquiry.js';
import type { EmailList } from './email-signup.js';
import type { HookahBooking } from './hookah-booking.js';

/** What a visitor sent through one of the four forms, as stored when it was received. */
export type Submission =
  | { kind: 'contact'; id: string; receivedAt: Date; inquiry: ContactInquiry }
  | { kind: 'hookah-booking'; id: string; receivedAt: Date; booking: HookahBooking }
  | { kind: EmailList; id: string; receivedAt: Date; email: string };

export type SubmissionKind = Submission['kind'];

/** The stored submission's id, and whether this request stored it (false: a retry or a repeat signup). */
export interface StoredSubmission {
  id: string;
  isNew: boolean;
}

/**
 * The key under which a repeated submission is the same one: the same form filled the same way on
 * the same (UTC) day, so a double click or a retry after a lost answer stores one inquiry. An email
 * list is keyed by the address alone (one signup per address, ever).
 */
export function submissionDedupeKey(submission: Submission): string {
  switch (submission.kind) {
    case 'contact':
    case 'hookah-booking': {
      const fields = submission.kind === 'contact' ? submission.inquiry : submission.booking;
      const day = submission.receivedAt.toISOString().slice(0, 10);
      return JSON.stringify([
        submission.kind,
        day,
        ...Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)),
      ]);
    }
    default:
      return JSON.stringify([submission.kind, submission.email]);
  }
}
