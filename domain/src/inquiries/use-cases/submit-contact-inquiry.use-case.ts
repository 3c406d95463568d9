import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import {
  normalizeContactInquiry,
  validateContactInquiry,
  type ContactInquiryInput,
} from '../contact-inquiry.js';
import type { InquiryRepository } from '../inquiry.repository.port.js';
import { receiveSubmission } from './receive-submission.js';

/** POST /api/contact: a promote or partner inquiry from anyone, stored and sent to the team. */
export class SubmitContactInquiryUseCase {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inquiries: InquiryRepository,
    private readonly outbox: JobOutbox,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: ContactInquiryInput): Promise<Result<{ inquiryId: string }>> {
    const fieldErrors = validateContactInquiry(input);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));
    const stored = await receiveSubmission(this.uow, this.inquiries, this.outbox, {
      kind: 'contact',
      id: this.ids.next(),
      receivedAt: this.clock.now(),
      inquiry: normalizeContactInquiry(input),
    });
    return ok({ inquiryId: stored.id });
  }
}
