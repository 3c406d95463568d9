import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EmailList } from '@nightlife/domain';

// The staff inbox reads the inquiry tables directly (a read model: no domain rule applies).

export const INBOX_KINDS = [
  'contact-inquiries',
  'hookah-bookings',
  'newsletter-signups',
  'waitlist-signups',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface ContactInquiryRow {
  id: string;
  receivedAt: Date;
  formType: string;
  name: string;
  email: string;
  eventName: string | null;
  eventDate: string | null;
  venue: string | null;
  message: string;
}

export interface HookahBookingRow {
  id: string;
  receivedAt: Date;
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  duration: string;
  location: string;
  packageType: string;
  specialistId: string | null;
  specialRequests: string | null;
}

export interface EmailSignupRow {
  id: string;
  receivedAt: Date;
  email: string;
}

export interface InboxRows {
  'contact-inquiries': ContactInquiryRow;
  'hookah-bookings': HookahBookingRow;
  'newsletter-signups': EmailSignupRow;
  'waitlist-signups': EmailSignupRow;
}

const LIST_OF: Record<'newsletter-signups' | 'waitlist-signups', EmailList> = {
  'newsletter-signups': 'newsletter',
  'waitlist-signups': 'party-tag-waitlist',
};

// ISO 8601 text from the database (to_json), parsed reliably into a Date below.
const RECEIVED_AT = `to_json(received_at) #>> '{}' as "receivedAt"`;

const SELECT: Record<InboxKind, string> = {
  'contact-inquiries': `select id, ${RECEIVED_AT}, form_type as "formType", name, email,
      event_name as "eventName", event_date as "eventDate", venue, message
    from contact_inquiries`,
  'hookah-bookings': `select id, ${RECEIVED_AT}, name, phone, email, date, time, duration,
      location, package_type as "packageType", specialist_id as "specialistId",
      special_requests as "specialRequests"
    from hookah_bookings`,
  'newsletter-signups': `select id, ${RECEIVED_AT}, email from email_signups where list = ?`,
  'waitlist-signups': `select id, ${RECEIVED_AT}, email from email_signups where list = ?`,
};

const COUNT: Record<InboxKind, string> = {
  'contact-inquiries': 'select count(*)::int as total from contact_inquiries',
  'hookah-bookings': 'select count(*)::int as total from hookah_bookings',
  'newsletter-signups': 'select count(*)::int as total from email_signups where list = ?',
  'waitlist-signups': 'select count(*)::int as total from email_signups where list = ?',
};

function params(kind: InboxKind): unknown[] {
  return kind === 'newsletter-signups' || kind === 'waitlist-signups' ? [LIST_OF[kind]] : [];
}

@Injectable()
export class StaffInboxQuery {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; every row when `limit` is null (the CSV export). */
  async rows<K extends InboxKind>(kind: K, limit: number | null): Promise<InboxRows[K][]> {
    const sql = `${SELECT[kind]} order by received_at desc, id desc${limit === null ? '' : ` limit ${Number(limit)}`}`;
    const rows = await this.em
      .getConnection()
      .execute<(InboxRows[K] & { receivedAt: string })[]>(sql, params(kind));
    return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt) }));
  }

  async total(kind: InboxKind): Promise<number> {
    const [{ total }] = await this.em.getConnection().execute<{ total: number }[]>(COUNT[kind], params(kind));
    return total;
  }
}
