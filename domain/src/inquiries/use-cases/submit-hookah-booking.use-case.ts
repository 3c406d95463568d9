import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import { normalizeHookahBooking, validateHookahBooking, type HookahBookingInput } from '../hookah-booking.js';
import type { InquiryRepository } from '../inquiry.repository.port.js';
import { receiveSubmission } from './receive-submission.js';

/** POST /api/hookah/booking: a booking request, stored and sent to the team to confirm. */
export class SubmitHookahBookingUseCase {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inquiries: InquiryRepository,
    private readonly outbox: JobOutbox,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: HookahBookingInput): Promise<Result<{ bookingId: string }>> {
    const now = this.clock.now();
    const fieldErrors = validateHookahBooking(input, now);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));
    const stored = await receiveSubmission(this.uow, this.inquiries, this.outbox, {
      kind: 'hookah-booking',
      id: this.ids.next(),
      receivedAt: now,
      booking: normalizeHookahBooking(input),
    });
    return ok({ bookingId: stored.id });
  }
}
