import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitErrorReport: build.mutation<SubmitErrorReportApiResponse, SubmitErrorReportApiArg>({
      query: (queryArg) => ({ url: `/api/error-reports`, method: 'POST', body: queryArg.errorReport }),
    }),
    countUnreadNotifications: build.query<
      CountUnreadNotificationsApiResponse,
      CountUnreadNotificationsApiArg
    >({
      query: () => ({ url: `/api/notifications/unread-count` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as shellApi };
export type SubmitErrorReportApiResponse = /** status 202 Queued for filing */ ErrorReportAccepted;
export type SubmitErrorReportApiArg = {
  errorReport: ErrorReport;
};
export type CountUnreadNotificationsApiResponse = /** status 200  */ UnreadCount;
export type CountUnreadNotificationsApiArg = void;
export type ErrorReportAccepted = {
  reportId: string;
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
export type BrowserInfo = {
  cookieEnabled?: boolean | null;
  language?: string | null;
  onLine?: boolean | null;
  platform?: string | null;
  screenResolution?: string | null;
  timeZone?: string | null;
  viewportSize?: string | null;
};
export type ConsoleErrorEntry = {
  componentStack?: string | null;
  message?: string | null;
  stack?: string | null;
  timestamp?: string | null;
};
export type ErrorReportContext = {
  /** From session storage */
  sessionId?: string | null;
  timestamp?: string | null;
  url?: string | null;
  userAgent?: string | null;
  /** As the client saw it; the server attaches the session user separately */
  userId?: string | null;
  username?: string | null;
};
export type ReactErrorInfo = {
  componentStack: string;
};
export type ErrorDetails = {
  /** React's component stack, or React's errorInfo object holding it (its text is stored) */
  errorInfo?: string | ReactErrorInfo | null;
  message?: string | null;
  name?: string | null;
  stack?: string | null;
};
export type ErrorReport = {
  /** Prefilled with the stack on auto-triggered reports */
  actualBehavior?: string | null;
  /** Default: false. */
  autoTriggered?: boolean;
  browserInfo?: BrowserInfo | null;
  /** Default: "bug". */
  category?: 'bug' | 'feature' | 'ui' | 'performance' | 'security' | 'other';
  consoleErrors?: ConsoleErrorEntry[];
  context?: ErrorReportContext | null;
  /** Required, not blank */
  description: string;
  errorDetails?: ErrorDetails | null;
  expectedBehavior?: string | null;
  /** Default: "medium". */
  severity?: 'low' | 'medium' | 'high' | 'critical';
  stepsToReproduce?: string | null;
};
export type UnreadCount = {
  unreadCount: number;
};
export const { useSubmitErrorReportMutation, useCountUnreadNotificationsQuery } = injectedRtkApi;
