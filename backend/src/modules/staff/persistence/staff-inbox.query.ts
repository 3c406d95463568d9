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

// Each kind's columns after id and receivedAt, and where they come from.
const SOURCE: Record<InboxKind, string> = {
  'contact-inquiries': `form_type as "formType", name, email,
      event_name as "eventName", event_date as "eventDate", venue, message
    from contact_inquiries`,
  'hookah-bookings': `name, phone, email, date, time, duration,
      location, package_type as "packageType", specialist_id as "specialistId",
      special_requests as "specialRequests"
    from hookah_bookings`,
  'newsletter-signups': `email from email_signups where list = ?`,
  'waitlist-signups': `email from email_signups where list = ?`,
};

function params(kind: InboxKind): unknown[] {
  return kind === 'newsletter-signups' || kind === 'waitlist-signups' ? [LIST_OF[kind]] : [];
}

@Injectable()
export class StaffInboxQuery {
  constructor(private readonly em: EntityManager) {}

  /** Every row of a kind, newest first (the CSV export). */
  async rows<K extends InboxKind>(kind: K): Promise<InboxRows[K][]> {
    return this.select<InboxRows[K]>(kind, '', '');
  }

  /** The newest `limit` rows of a kind and how many there are in all (counted before the limit, in the same query). */
  async latest<K extends InboxKind>(
    kind: K,
    limit: number,
  ): Promise<{ total: number; items: InboxRows[K][] }> {
    const rows = await this.select<InboxRows[K] & { total?: number }>(
      kind,
      ', count(*) over ()::int as "total"',
      ` limit ${Number(limit)}`,
    );
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map(({ total: _total, ...row }) => row as InboxRows[K]),
    };
  }

  private async select<T>(kind: InboxKind, extraColumns: string, limit: string): Promise<T[]> {
    const sql = `select id, ${RECEIVED_AT}${extraColumns}, ${SOURCE[kind]} order by received_at desc, id desc${limit}`;
    const rows = await this.em.getConnection().execute<(T & { receivedAt: string })[]>(sql, params(kind));
    return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt) }) as T);
  }
}
