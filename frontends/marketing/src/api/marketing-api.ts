// This remote's generated endpoints (./generated.ts is never edited). The forms only write, and
// nothing the pages show depends on them, so no cache tags are needed.
export {
  useJoinNewsletterMutation,
  useJoinPartyTagWaitlistMutation,
  useRequestHookahBookingMutation,
  useSubmitContactInquiryMutation,
} from './generated';
export type * from './generated';
