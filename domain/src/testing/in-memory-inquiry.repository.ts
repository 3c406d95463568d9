import type { InquiryRepository } from '../inquiries/inquiry.repository.port.js';
import type { StoredSubmission, Submission, SubmissionKind } from '../inquiries/submission.js';
import type { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** Submissions by id, de-duplicated on their key like the database's unique index. */
export class InMemoryInquiryRepository implements InquiryRepository {
  readonly submissions = new Map<string, Submission>();
  private readonly byKey = new Map<string, string>();

  /** With a unit of work, additions apply only when it commits. */
  constructor(private readonly uow: InMemoryUnitOfWork | null = null) {}

  async add(submission: Submission, dedupeKey: string): Promise<StoredSubmission> {
    const existing = this.byKey.get(dedupeKey);
    if (existing) return { id: existing, isNew: false };
    const apply = () => {
      this.submissions.set(submission.id, submission);
      this.byKey.set(dedupeKey, submission.id);
    };
    if (this.uow) this.uow.enlist(apply);
    else apply();
    return { id: submission.id, isNew: true };
  }

  async find(kind: SubmissionKind, id: string): Promise<Submission | null> {
    const submission = this.submissions.get(id);
    return submission?.kind === kind ? submission : null;
  }

  ofKind<K extends SubmissionKind>(kind: K): Extract<Submission, { kind: K }>[] {
    return [...this.submissions.values()].filter(
      (submission): submission is Extract<Submission, { kind: K }> => submission.kind === kind,
    );
  }
}
