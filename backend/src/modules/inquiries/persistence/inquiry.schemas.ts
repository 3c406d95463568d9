import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Tables of migration Migration20261124205159_inquiries. Dates and times stay the text the
// forms send ('YYYY-MM-DD', 'HH:MM'): they are read by people, never computed with.

export const ContactInquirySchema = defineEntity({
  name: 'ContactInquiry',
  tableName: 'contact_inquiries',
  properties: {
    id: p.uuid().primary(),
    formType: p.text(),
    name: p.text(),
    email: p.text(),
    message: p.text(),
    eventName: p.text().nullable(),
    eventDate: p.text().nullable(),
    venue: p.text().nullable(),
    dedupeKey: p.text(),
    receivedAt: p.datetime(),
  },
});
export type ContactInquiryRecord = InferEntity<typeof ContactInquirySchema>;

export const HookahBookingSchema = defineEntity({
  name: 'HookahBooking',
  tableName: 'hookah_bookings',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    phone: p.text(),
    email: p.text(),
    date: p.text(),
    time: p.text(),
    duration: p.text(),
    location: p.text(),
    specialRequests: p.text().nullable(),
    packageType: p.text(),
    specialistId: p.text().nullable(),
    dedupeKey: p.text(),
    receivedAt: p.datetime(),
  },
});
export type HookahBookingRecord = InferEntity<typeof HookahBookingSchema>;

export const EmailSignupSchema = defineEntity({
  name: 'EmailSignup',
  tableName: 'email_signups',
  properties: {
    id: p.uuid().primary(),
    list: p.text(),
    email: p.text(),
    dedupeKey: p.text(),
    receivedAt: p.datetime(),
  },
});
export type EmailSignupRecord = InferEntity<typeof EmailSignupSchema>;

export const INQUIRY_SCHEMAS = [ContactInquirySchema, HookahBookingSchema, EmailSignupSchema];
