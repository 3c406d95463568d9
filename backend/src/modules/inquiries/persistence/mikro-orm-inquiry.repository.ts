import { createHash } from 'node:crypto';
import {
  EntityManager,
  type EntitySchema,
  type FilterQuery,
  type RequiredEntityData,
} from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  ContactInquiry,
  EmailList,
  HookahBooking,
  InquiryRepository,
  StoredSubmission,
  Submission,
  SubmissionKind,
} from '@nightlife/domain';
import {
  ContactInquirySchema,
  type ContactInquiryRecord,
  EmailSignupSchema,
  type EmailSignupRecord,
  HookahBookingSchema,
  type HookahBookingRecord,
} from './inquiry.schemas';

function fromContact(record: ContactInquiryRecord): Submission {
  return {
    kind: 'contact',
    id: record.id,
    receivedAt: record.receivedAt,
    inquiry: {
      formType: record.formType as ContactInquiry['formType'],
      name: record.name,
      email: record.email,
      message: record.message,
      eventName: record.eventName ?? null,
      eventDate: record.eventDate ?? null,
      venue: record.venue ?? null,
    },
  };
}

function fromBooking(record: HookahBookingRecord): Submission {
  return {
    kind: 'hookah-booking',
    id: record.id,
    receivedAt: record.receivedAt,
    booking: {
      name: record.name,
      phone: record.phone,
      email: record.email,
      date: record.date,
      time: record.time,
      duration: record.duration as HookahBooking['duration'],
      location: record.location,
      specialRequests: record.specialRequests ?? null,
      packageType: record.packageType as HookahBooking['packageType'],
      specialistId: (record.specialistId ?? null) as HookahBooking['specialistId'],
    },
  };
}

function fromSignup(record: EmailSignupRecord): Submission {
  return {
    kind: record.list as EmailList,
    id: record.id,
    receivedAt: record.receivedAt,
    email: record.email,
  };
}

/** Uses the context-aware EntityManager: inside a unit of work its writes join the transaction. */
@Injectable()
export class MikroOrmInquiryRepository implements InquiryRepository {
  constructor(private readonly em: EntityManager) {}

  async add(submission: Submission, dedupeKey: string): Promise<StoredSubmission> {
    // Hashed: the key holds the whole message; the unique index only needs its fingerprint.
    const key = createHash('sha256').update(dedupeKey).digest('hex');
    const common = { id: submission.id, dedupeKey: key, receivedAt: submission.receivedAt };
    switch (submission.kind) {
      case 'contact':
        return this.insertOnce(ContactInquirySchema, { ...common, ...submission.inquiry });
      case 'hookah-booking':
        return this.insertOnce(HookahBookingSchema, { ...common, ...submission.booking });
      default:
        return this.insertOnce(EmailSignupSchema, {
          ...common,
          list: submission.kind,
          email: submission.email,
        });
    }
  }

  /**
   * `on conflict do nothing` on the dedupe key: of two concurrent equal submissions one inserts,
   * the other waits for it to commit and then finds it.
   */
  private async insertOnce<E extends { id: string; dedupeKey: string }>(
    schema: EntitySchema<E>,
    row: RequiredEntityData<E> & { id: string; dedupeKey: string },
  ): Promise<StoredSubmission> {
    const inserted = await this.em
      .createQueryBuilder(schema)
      .insert(row)
      // Every inquiry table has the column; the generic E cannot tell the type checker so.
      .onConflict('dedupeKey' as never)
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 1) return { id: row.id, isNew: true };
    const existing = await this.em.findOneOrFail(schema, { dedupeKey: row.dedupeKey } as FilterQuery<E>, {
      disableIdentityMap: true,
    });
    return { id: existing.id, isNew: false };
  }

  async find(kind: SubmissionKind, id: string): Promise<Submission | null> {
    const options = { disableIdentityMap: true };
    switch (kind) {
      case 'contact': {
        const record = await this.em.findOne(ContactInquirySchema, { id }, options);
        return record && fromContact(record);
      }
      case 'hookah-booking': {
        const record = await this.em.findOne(HookahBookingSchema, { id }, options);
        return record && fromBooking(record);
      }
      default: {
        const record = await this.em.findOne(EmailSignupSchema, { id, list: kind }, options);
        return record && fromSignup(record);
      }
    }
  }
}
