import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitContactInquiry: build.mutation<SubmitContactInquiryApiResponse, SubmitContactInquiryApiArg>({
      query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.contactInquiry }),
    }),
    requestHookahBooking: build.mutation<RequestHookahBookingApiResponse, RequestHookahBookingApiArg>({
      query: (queryArg) => ({ url: `/api/hookah/booking`, method: 'POST', body: queryArg.hookahBooking }),
    }),
    joinNewsletter: build.mutation<JoinNewsletterApiResponse, JoinNewsletterApiArg>({
      query: (queryArg) => ({ url: `/api/newsletter`, method: 'POST', body: queryArg.emailSignup }),
    }),
    joinPartyTagWaitlist: build.mutation<JoinPartyTagWaitlistApiResponse, JoinPartyTagWaitlistApiArg>({
      query: (queryArg) => ({ url: `/api/partytag/signup`, method: 'POST', body: queryArg.emailSignup }),
    }),
    getStaffInbox: build.query<GetStaffInboxApiResponse, GetStaffInboxApiArg>({
      query: () => ({ url: `/api/staff/inbox` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as marketingApi };
export type SubmitContactInquiryApiResponse =
  /** status 202 Stored; the team is notified */ ContactInquiryAccepted;
export type SubmitContactInquiryApiArg = {
  contactInquiry: ContactInquiry;
};
export type RequestHookahBookingApiResponse =
  /** status 202 Stored; the team is notified */ HookahBookingAccepted;
export type RequestHookahBookingApiArg = {
  hookahBooking: HookahBooking;
};
export type JoinNewsletterApiResponse = /** status 202 On the list */ EmailSignupAccepted;
export type JoinNewsletterApiArg = {
  emailSignup: EmailSignup;
};
export type JoinPartyTagWaitlistApiResponse = /** status 202 On the waitlist */ EmailSignupAccepted;
export type JoinPartyTagWaitlistApiArg = {
  emailSignup: EmailSignup;
};
export type GetStaffInboxApiResponse = /** status 200  */ StaffInbox;
export type GetStaffInboxApiArg = void;
export type ContactInquiryAccepted = {
  /** The same id when the same inquiry is sent again */
  inquiryId: string;
};
export type FieldError = {
  field: string;
  message: string;
};
export type ProblemDetails = {
  /** Stable error code (docs/api-contract.md) */
  code: string;
  detail: string;
  /** Present on validation failures only */
  errors?: FieldError[];
  /** This occurrence: urn:request:<id>, the id also sent in the X-Request-Id header and logged */
  instance: string;
  status: number;
  title: string;
  type: string;
  /** RSVP.CAPACITY_REACHED only: true when the full event has a waitlist to join (POST /api/events/{slug}/waitlist) */
  waitlist?: boolean;
};
export type ContactInquiry = {
  email: string;
  /** Promote only, 'YYYY-MM-DD' */
  eventDate?: string | null;
  /** Promote only */
  eventName?: string | null;
  /** Default: "promote". */
  formType?: 'promote' | 'partner';
  message: string;
  name: string;
  /** Promote only */
  venue?: string | null;
};
export type HookahBookingAccepted = {
  /** The same id when the same booking is sent again */
  bookingId: string;
};
export type HookahBooking = {
  /** 'YYYY-MM-DD', not before today in Miami */
  date: string;
  /** Hours Default: "2". */
  duration?: '2' | '3' | '4' | '6' | '8+';
  email: string;
  location: string;
  name: string;
  /** 'vip experience' (the spec's spelling) is vip Default: "premium". */
  packageType?: 'essential' | 'premium' | 'vip' | 'vip experience';
  phone: string;
  /** The spec's name for specialistId; specialistId wins when both are sent */
  selectedGirl?: ('luna' | 'jade' | 'mia' | null) | ('luna' | 'jade' | 'mia' | null);
  specialRequests?: string | null;
  /** The specialist chosen on the page, or null for no preference */
  specialistId?: ('luna' | 'jade' | 'mia' | null) | ('luna' | 'jade' | 'mia' | null);
  /** 'HH:MM', 24-hour */
  time: string;
  /** When the client sent the booking; not kept (the server records when it received it) */
  timestamp?: string;
};
export type EmailSignupAccepted = {
  /** The address as stored (trimmed, lowercased) */
  email: string;
};
export type EmailSignup = {
  email: string;
};
export type StaffContactInquiry = {
  email: string;
  eventDate: string | null;
  eventName: string | null;
  formType: 'promote' | 'partner';
  id: string;
  message: string;
  name: string;
  receivedAt: string;
  venue: string | null;
};
export type StaffContactInquiries = {
  /** Newest first */
  items: StaffContactInquiry[];
  /** All stored, not only those listed */
  total: number;
};
export type StaffHookahBooking = {
  date: string;
  duration: '2' | '3' | '4' | '6' | '8+';
  email: string;
  id: string;
  location: string;
  name: string;
  packageType: 'essential' | 'premium' | 'vip';
  phone: string;
  receivedAt: string;
  specialRequests: string | null;
  specialistId: ('luna' | 'jade' | 'mia' | null) | ('luna' | 'jade' | 'mia' | null);
  time: string;
};
export type StaffHookahBookings = {
  /** Newest first */
  items: StaffHookahBooking[];
  /** All stored, not only those listed */
  total: number;
};
export type StaffEmailSignup = {
  email: string;
  id: string;
  receivedAt: string;
};
export type StaffEmailSignups = {
  /** Newest first */
  items: StaffEmailSignup[];
  /** All stored, not only those listed */
  total: number;
};
export type StaffInbox = {
  contactInquiries: StaffContactInquiries;
  hookahBookings: StaffHookahBookings;
  /** Entries listed per kind (the CSV exports hold all) */
  listLimit: number;
  newsletterSignups: StaffEmailSignups;
  waitlistSignups: StaffEmailSignups;
};
export const {
  useSubmitContactInquiryMutation,
  useRequestHookahBookingMutation,
  useJoinNewsletterMutation,
  useJoinPartyTagWaitlistMutation,
  useGetStaffInboxQuery,
} = injectedRtkApi;
