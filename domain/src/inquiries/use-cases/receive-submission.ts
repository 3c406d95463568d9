import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { notifyTeamJob } from '../inquiry-jobs.js';
import type { InquiryRepository } from '../inquiry.repository.port.js';
import { submissionDedupeKey, type StoredSubmission, type Submission } from '../submission.js';

/**
 * Stores a submission and, when it is new, schedules the team's notification in the same
 * transaction: an accepted submission is never lost (stored before the answer, whatever the mail
 * server does) and the team hears of it once. A repeat answers the stored one's id.
 */
export async function receiveSubmission(
  uow: UnitOfWork,
  inquiries: InquiryRepository,
  outbox: JobOutbox,
  submission: Submission,
): Promise<StoredSubmission> {
  return uow.run(async () => {
    const stored = await inquiries.add(submission, submissionDedupeKey(submission));
    if (stored.isNew) await outbox.add(notifyTeamJob, { kind: submission.kind, id: stored.id });
    return stored;
  });
}
