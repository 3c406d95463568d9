import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import { validateEmailSignup, type EmailList, type EmailSignupInput } from '../email-signup.js';
import { normalizeEmail } from '../inquiry-fields.js';
import type { InquiryRepository } from '../inquiry.repository.port.js';
import { receiveSubmission } from './receive-submission.js';

/**
 * POST /api/newsletter and /api/partytag/signup. Joining twice is one signup and answered the same
 * way (a person who retries sees success, and nobody learns whether an address was already listed).
 */
export class JoinEmailListUseCase {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inquiries: InquiryRepository,
    private readonly outbox: JobOutbox,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(list: EmailList, input: EmailSignupInput): Promise<Result<{ email: string }>> {
    const fieldErrors = validateEmailSignup(list, input);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));
    const email = normalizeEmail(input.email);
    await receiveSubmission(this.uow, this.inquiries, this.outbox, {
      kind: list,
      id: this.ids.next(),
      receivedAt: this.clock.now(),
      email,
    });
    return ok({ email });
  }
}
