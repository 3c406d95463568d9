import type { StoredSubmission, Submission, SubmissionKind } from './submission.js';

export interface InquiryRepository {
  /**
   * Stores the submission unless one with the same `dedupeKey` (submissionDedupeKey) exists; answers
   * the id of the stored one either way. Joins the current unit of work.
   */
  add(submission: Submission, dedupeKey: string): Promise<StoredSubmission>;
  find(kind: SubmissionKind, id: string): Promise<Submission | null>;
}
